import { ScreenHeader } from '@/components/screen-header.tsx';

export function TransactionsRoute() {
  return (
    <ScreenHeader
      title="Transactions"
      description="Subscription payments from users: invoices, amounts, methods and statuses."
    />
  );
}

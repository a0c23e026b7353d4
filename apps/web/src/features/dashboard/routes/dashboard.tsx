import { ScreenHeader } from '@/components/screen-header.tsx';

export function DashboardRoute() {
  return (
    <ScreenHeader
      title="Dashboard"
      description="Today's operations at a glance: orders, shipments, receiving and subscriptions."
    />
  );
}

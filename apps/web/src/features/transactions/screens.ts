import { routePatterns } from '@/config/paths.ts';
import type { ScreenHeading } from '@/config/screen-headings.ts';
import { featureScreens } from '@/lib/screen/screen-table.ts';

/** The heading that is the same for everyone; the console's frame draws it while loading. */
export const transactionsHeading: ScreenHeading = {
  title: 'Transactions',
  description: 'Subscription payments from users: invoices, amounts, methods and statuses.',
};

const { transactions } = routePatterns;

export const screens = featureScreens({ feature: 'transactions', order: 40 }, [
  {
    path: transactions.list,
    heading: transactionsHeading,
    anyOf: [['transactions', 'view']],
    route: 'transactions',
    component: 'TransactionsRoute',
    prefetch: 'prefetchTransactions',
    sidebar: { key: 'transactions', label: 'Transactions' },
  },
  {
    path: transactions.view,
    anyOf: [['transactions', 'view']],
    route: 'transaction-view',
    component: 'TransactionViewRoute',
  },
]);

import { generatePath } from 'react-router';

const transactions = {
  list: '/transaction',
  view: '/transaction/view/:invoiceNumber',
} as const;

/** The feature's route patterns and typed links, by area; `config/paths.ts` gathers them. */
export const featurePaths = {
  routes: { transactions },
  links: {
    transactions: {
      list: transactions.list,
      view: (invoiceNumber: string) => generatePath(transactions.view, { invoiceNumber }),
    },
  },
} as const;

declare module '@/config/paths.ts' {
  interface FeatureRoutePatterns {
    transactions: typeof transactions;
  }
  interface FeaturePaths {
    transactions: typeof featurePaths.links.transactions;
  }
}

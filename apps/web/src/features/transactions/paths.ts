const transactions = '/transaction';

/** The feature's route patterns and typed links, by area; `config/paths.ts` gathers them. */
export const featurePaths = {
  routes: { transactions },
  links: { transactions },
} as const;

declare module '@/config/paths.ts' {
  interface FeatureRoutePatterns {
    transactions: typeof transactions;
  }
  interface FeaturePaths {
    transactions: typeof transactions;
  }
}

const dashboard = '/dashboard';

/** The feature's route patterns and typed links, by area; `config/paths.ts` gathers them. */
export const featurePaths = {
  routes: { dashboard },
  links: { dashboard },
} as const;

declare module '@/config/paths.ts' {
  interface FeatureRoutePatterns {
    dashboard: typeof dashboard;
  }
  interface FeaturePaths {
    dashboard: typeof dashboard;
  }
}

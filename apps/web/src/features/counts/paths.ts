import { generatePath } from 'react-router';

const counts = {
  list: '/stock/counts',
  create: '/stock/counts/new',
  view: '/stock/counts/view/:countCode',
  scan: '/stock/counts/scan',
} as const;

/** The feature's route patterns and typed links, by area; `config/paths.ts` gathers them. */
export const featurePaths = {
  routes: { counts },
  links: {
    counts: {
      list: counts.list,
      create: counts.create,
      view: (countCode: string) => generatePath(counts.view, { countCode }),
      /** The floor screen, at a count (and a bin of it) where one is named. */
      scan: (countCode?: string, bin?: string) => {
        const search = new URLSearchParams();
        if (countCode) search.set('count', countCode);
        if (bin) search.set('bin', bin);
        const query = search.toString();
        return query ? `${counts.scan}?${query}` : counts.scan;
      },
    },
  },
} as const;

declare module '@/config/paths.ts' {
  interface FeatureRoutePatterns {
    counts: typeof counts;
  }
  interface FeaturePaths {
    counts: typeof featurePaths.links.counts;
  }
}

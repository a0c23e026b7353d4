import type { ComponentType } from 'react';
import type { AreaHeadings, ScreenHeading } from '@/config/screen-headings.ts';
import type { PermissionRequirement } from '@/lib/session/permissions.ts';
import type { ScreenPrefetch } from './screen-prefetch.ts';

/** A screen behind the gate: where it lives, what opens it, and how the sidebar shows it. */
export type Screen = {
  path: string;
  /** Fetched on the first visit, so no feature's code sits in the first download. */
  load: () => Promise<ComponentType>;
  /**
   * The module `load` imports, from the web app's root: the build finds the screen's files by it,
   * for the server to preload them in a page opened at this path (entry-pages.ts).
   */
  module: string;
  /** The screen's first request, from the same module, asked for before its first render. */
  prefetch?: () => Promise<ScreenPrefetch>;
  /** The permissions of which any one opens the screen; none means anyone signed in. */
  anyOf?: readonly PermissionRequirement[];
  /**
   * How the command palette (and a quick-add link to it) names a screen the sidebar does not
   * list, when not by its heading's title. Screens with path parameters have neither: they are
   * reached from their lists.
   */
  title?: string;
  /**
   * The heading, for a screen whose heading is the same for everyone and comes first on it: the
   * console's frame draws it while the screen loads (console-frame.tsx).
   */
  heading?: ScreenHeading | AreaHeadings;
  /** Present for the screens the sidebar lists, in the screen table's order. */
  sidebar?: {
    /**
     * The entry's name for badges and tests ('users', 'receiving'). Its icon is the feature's
     * `sidebar-icon.ts`, which the shell loads, keeping icons out of the first download.
     */
    key: string;
    label: string;
    /** The "+" link beside the entry: the path of a screen of the table, named by its title. */
    quickAdd?: { path: string };
  };
};

/** The route modules, by their path from the web app's root, as `import.meta.glob` finds them. */
export type RouteModules = Record<string, () => Promise<Record<string, unknown>>>;

/**
 * One screen of a feature as it declares it: its route module by file name (`users` for
 * `routes/users.tsx`), the component that module exports, and the function of the same module
 * that asks for its first request, when it has one.
 */
export type ScreenDeclaration = Omit<Screen, 'load' | 'module' | 'prefetch'> & {
  route: string;
  component: string;
  prefetch?: string;
};

/** The export `name` of `module`, which must be there: a screen table naming a missing one is a bug. */
async function exported<T>(modules: RouteModules, key: string, name: string): Promise<T> {
  const load = modules[key];
  if (!load) throw new Error(`no route module ${key}`);
  const value = (await load())[name];
  if (value === undefined) throw new Error(`${key} exports no ${name}`);
  return value as T;
}

/**
 * A feature's screens as it declares them: `feature` is its folder under `src/features/`, `order`
 * its place among the features in the sidebar and the palette (lower first).
 */
export type FeatureScreens = {
  feature: string;
  order: number;
  screens: readonly ScreenDeclaration[];
};

/** Declares a feature's screens, each route module named once, by its file. */
export function featureScreens(
  where: { feature: string; order: number },
  screens: readonly ScreenDeclaration[],
): FeatureScreens {
  return { ...where, screens };
}

/**
 * A feature's screens, each loading its module from `modules` (every route module of the app):
 * the code of each screen stays in a file of its own, fetched on the first visit.
 */
export function resolveScreens(
  { feature, screens }: FeatureScreens,
  modules: RouteModules,
): Screen[] {
  return screens.map(({ route, component, prefetch, ...screen }) => {
    const module = `src/features/${feature}/routes/${route}.tsx`;
    const key = `/${module}`;
    if (!modules[key]) throw new Error(`the ${feature} screens name ${module}, which is not there`);
    return {
      ...screen,
      module,
      load: () => exported<ComponentType>(modules, key, component),
      ...(prefetch && { prefetch: () => exported<ScreenPrefetch>(modules, key, prefetch) }),
    };
  });
}

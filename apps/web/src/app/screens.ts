import { type FeatureScreens, resolveScreens, type Screen } from '@/lib/screen/screen-table.ts';

export type { Screen } from '@/lib/screen/screen-table.ts';

/** Every screen's module, each fetched on its first visit. */
const routeModules = import.meta.glob<Record<string, unknown>>([
  '/src/features/*/routes/*.tsx',
  '!/src/features/*/routes/*.test.tsx',
]);

/**
 * Every screen behind the gate, once, as each feature declares its own (`features/*\/screens.ts`:
 * paths, permissions, headings, sidebar entry), found by the folder. The router registers these;
 * the sidebar and the palette list them by their feature's `order`, so a new area edits no shared
 * file here.
 */
export const screens: Screen[] = Object.entries(
  import.meta.glob<FeatureScreens | undefined>('../features/*/screens.ts', {
    eager: true,
    import: 'screens',
  }),
)
  .map(([file, feature]) => {
    if (!feature) throw new Error(`${file} must export its screens`);
    return feature;
  })
  .sort((a, b) => a.order - b.order)
  .flatMap((feature) => resolveScreens(feature, routeModules));

/** The name the palette and the quick-add links give a screen. */
export function screenTitle(screen: Screen): string | undefined {
  // A heading that changes with the area keeps its title: the screen has a title of its own.
  return (
    screen.title ?? (screen.heading && 'title' in screen.heading ? screen.heading.title : undefined)
  );
}

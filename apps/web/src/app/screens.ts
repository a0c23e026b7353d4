import type { Screen } from '@/lib/screen/screen-table.ts';

export type { Screen } from '@/lib/screen/screen-table.ts';

/**
 * Every screen behind the gate, once, as each feature declares its own (`features/*\/screens.ts`:
 * paths, permissions, headings, sidebar entry), found by the folder. The router registers these;
 * the sidebar and the palette list them by their feature's `order`, so a new area edits no shared
 * file here.
 */
export const screens: Screen[] = Object.entries(
  import.meta.glob<Screen[] | undefined>('../features/*/screens.ts', {
    eager: true,
    import: 'screens',
  }),
)
  .flatMap(([file, featureScreens]) => {
    if (!featureScreens) throw new Error(`${file} must export its screens`);
    return featureScreens;
  })
  .sort((a, b) => a.order - b.order);

/** The name the palette and the quick-add links give a screen. */
export function screenTitle(screen: Screen): string | undefined {
  // A heading that changes with the area keeps its title: the screen has a title of its own.
  return (
    screen.title ?? (screen.heading && 'title' in screen.heading ? screen.heading.title : undefined)
  );
}

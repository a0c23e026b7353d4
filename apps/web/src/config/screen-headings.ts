import type { WorkspaceArea } from '@depot/contracts/console-frame';

/** A screen's title and its one line on what it is for. */
export type ScreenHeading = { title: string; description: string };

/** A heading that changes with the business / analytical area the person works in. */
export type AreaHeadings = Record<WorkspaceArea, ScreenHeading>;

/** The heading a screen shows in `area`. */
export function headingIn(
  heading: ScreenHeading | AreaHeadings,
  area: WorkspaceArea,
): ScreenHeading {
  return 'title' in heading ? heading : heading[area];
}

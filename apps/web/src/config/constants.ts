// The console's own constants: what the browser app alone decides (docs/BEHAVIOUR.md §9). The
// wire's constants (the API base path, cookie names) stay in packages/contracts.

/** Request timeout of the API client (docs/BEHAVIOUR.md §9). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** TanStack Query defaults (docs/BEHAVIOUR.md §7, §9). */
export const QUERY_STALE_TIME_MS = 5_000;
export const QUERY_GC_TIME_MS = 5 * 60_000;
export const QUERY_RETRY_COUNT = 1;

/** The "retry 3 times, 1 s doubled, capped at 30 s" policy of docs/BEHAVIOUR.md §9. */
export const DATA_RETRY_COUNT = 3;
export const DATA_RETRY_BASE_DELAY_MS = 1_000;
export const DATA_RETRY_MAX_DELAY_MS = 30_000;

/** Delay before attempt `attemptIndex + 1` under docs/BEHAVIOUR.md §9's doubling policy. */
export function dataRetryDelay(attemptIndex: number): number {
  return Math.min(DATA_RETRY_BASE_DELAY_MS * 2 ** attemptIndex, DATA_RETRY_MAX_DELAY_MS);
}

/** Sidebar widths in px (docs/BEHAVIOUR.md §9). */
export const SIDEBAR_WIDTH_EXPANDED = 260;
export const SIDEBAR_WIDTH_COLLAPSED = 60;
export const SIDEBAR_WIDTH_HIDDEN = 0;

/** Cookie holding the sidebar state, "true" (collapsed) or "false"; the server reads it too. */
export { SIDEBAR_COLLAPSED_COOKIE as SIDEBAR_COOKIE } from '@depot/contracts/console-frame';

/**
 * The nine breakpoints of docs/BEHAVIOUR.md §9: up to 320, 480, 640, 768, 1024, 1280, 1536, 1920, and above.
 * The size factor of a width is its index here plus one (1 … 9).
 */
export const BREAKPOINTS = [
  { name: 'xxs', maxWidth: 320 },
  { name: 'xs', maxWidth: 480 },
  { name: 'sm', maxWidth: 640 },
  { name: 'md', maxWidth: 768 },
  { name: 'lg', maxWidth: 1024 },
  { name: 'xl', maxWidth: 1280 },
  { name: 'xxl', maxWidth: 1536 },
  { name: 'xxxl', maxWidth: 1920 },
  { name: 'max', maxWidth: Number.POSITIVE_INFINITY },
] as const;
export type BreakpointName = (typeof BREAKPOINTS)[number]['name'];

/** Screen size factor (1 … 9) of a viewport width. */
export function screenSizeFactor(width: number): number {
  const index = BREAKPOINTS.findIndex((breakpoint) => width <= breakpoint.maxWidth);
  return index + 1;
}

/** The layout collapses when the screen size factor is below this (docs/BEHAVIOUR.md §9): below laptop width. */
export const COLLAPSE_BELOW_SIZE_FACTOR = 6;

/** Product names shown in the shell's logo. */
export const PRODUCT_NAME = 'Depot';
export const PRODUCT_SHORT_NAME = 'Depot';

import { useSyncExternalStore } from 'react';

const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(query: string): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Whether `query` matches now, re-rendering when the operating system changes its answer. */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQuery(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaQuery(query)?.matches ?? false,
  );
}

/** docs/BEHAVIOUR.md §4: with theme "system" the page follows the OS preference live, so this re-renders on it. */
export function usePrefersDarkScheme(): boolean {
  return useMediaQuery(DARK_SCHEME_QUERY);
}

/** The operating system's own "reduce motion", honoured even before anyone signs in. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}

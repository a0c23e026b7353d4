import { useSyncExternalStore } from 'react';
import { COLLAPSE_BELOW_SIZE_FACTOR, screenSizeFactor } from '@/config/constants.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** docs/BEHAVIOUR.md §9's screen size factor (1 … 9) of the window, re-read as the window is resized. */
export function useScreenSizeFactor(): number {
  return useSyncExternalStore(subscribe, () => screenSizeFactor(window.innerWidth));
}

/** Below laptop width (docs/BEHAVIOUR.md §9: the layout collapses when the factor is below 6). */
export function useIsBelowLaptopWidth(): boolean {
  return useScreenSizeFactor() < COLLAPSE_BELOW_SIZE_FACTOR;
}

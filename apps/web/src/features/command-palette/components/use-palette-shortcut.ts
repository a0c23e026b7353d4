import { useEffect, useRef } from 'react';

/**
 * Ctrl+K, or ⌘K on a Mac, calls `open`, from anywhere, fields included: the browser's own use
 * of the keys (its address bar's search) gives way to the console's.
 */
export function usePaletteShortcut(open: () => void) {
  // The latest callback, so the listener is added once rather than on every render.
  const latest = useRef(open);
  latest.current = open;

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== 'k' || event.altKey || event.shiftKey) return;
      if (event.ctrlKey === event.metaKey) return;
      if (event.defaultPrevented) return;
      event.preventDefault();
      latest.current();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

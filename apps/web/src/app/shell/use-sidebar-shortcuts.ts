import { useEffect, useRef } from 'react';

/** Typing in a field keeps Ctrl+arrows for moving by word. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** docs/BEHAVIOUR.md §2: Ctrl+Right expands the sidebar and Ctrl+Left collapses it, anywhere but in a field. */
export function useSidebarShortcuts(actions: { expand: () => void; collapse: () => void }) {
  // The latest actions, so the listener is added once rather than on every render.
  const latest = useRef(actions);
  latest.current = actions;

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!event.ctrlKey || event.altKey || event.metaKey || event.shiftKey) return;
      if (event.defaultPrevented || isTyping(event.target)) return;
      if (event.key === 'ArrowRight') latest.current.expand();
      else if (event.key === 'ArrowLeft') latest.current.collapse();
      else return;
      event.preventDefault();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

import Cookies from 'js-cookie';
import { useState } from 'react';
import { SIDEBAR_COOKIE } from '@/config/constants.ts';

// A year: the choice is a standing preference, not part of the session.
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function saveCollapsed(collapsed: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: js-cookie percent-encodes the ":" in the documented cookie name (react-resizable-panels%3Acollapsed), and jsdom has no Cookie Store API.
  document.cookie = `${SIDEBAR_COOKIE}=${String(collapsed)}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/** Whether the person last collapsed the docked sidebar (the cookie below). */
export function readSidebarCollapsed(): boolean {
  return Cookies.get(SIDEBAR_COOKIE) === 'true';
}

/** Sidebar state, kept in docs/BEHAVIOUR.md §2's cookie as "true" (collapsed) or "false" so it survives reloads. */
export function useSidebarCollapsed() {
  const [collapsed, setCollapsedState] = useState(readSidebarCollapsed);

  function setCollapsed(next: boolean) {
    saveCollapsed(next);
    setCollapsedState(next);
  }

  return { collapsed, setCollapsed, toggle: () => setCollapsed(!collapsed) };
}

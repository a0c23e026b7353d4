import { isSignInPath, paths } from '@/config/paths.ts';

// Any origin will do: a relative path resolved against it must land on it again.
const PROBE_ORIGIN = 'https://depot.invalid';

/**
 * The in-app path a `redirectTo` names, or null when it could take the person anywhere else.
 * Resolving it as the browser would is what makes this safe: `//host`, `/\host` (read as
 * `//host`), `/<tab>/host` (tabs and newlines are dropped) and schemes all land on another
 * origin and are refused, whatever spelling the next trick uses.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  // Returning to a sign-in screen after signing in would only ask for it again.
  if (isSignInPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where sign-in ends: the page the person was headed to, or the dashboard. */
export function signInTarget(redirectTo: string | null | undefined): string {
  return safeRedirectPath(redirectTo) ?? paths.dashboard;
}

/** The `redirectTo` for the page on screen, unless it is itself a sign-in screen. */
export function redirectToFor(location: { pathname: string; search: string }): string | undefined {
  return safeRedirectPath(`${location.pathname}${location.search}`) ?? undefined;
}

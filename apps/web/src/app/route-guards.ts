import { type MiddlewareFunction, redirect } from 'react-router';
import { paths } from '@/config/paths.ts';
import { hasAnySessionCookie, isSignedIn } from '@/lib/session.ts';

/** SPEC §2 index: no session cookie at all → /login, otherwise → /dashboard. */
export function indexRedirect(): Response {
  return redirect(hasAnySessionCookie() ? paths.dashboard : paths.login());
}

/**
 * The protected-route gate. Middleware rather than a loader because client middleware runs on
 * every navigation, so a session that ended in another tab is noticed on the next click.
 * The path and its search go along so sign-in can return the person where they were headed.
 */
export const requireSignedIn: MiddlewareFunction = ({ request }) => {
  if (isSignedIn()) return;
  const url = new URL(request.url);
  throw redirect(paths.login(`${url.pathname}${url.search}`));
};

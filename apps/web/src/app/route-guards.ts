import { type LoaderFunctionArgs, type MiddlewareFunction, redirect } from 'react-router';
import { paths } from '@/config/paths.ts';
import { holdsRefreshCookie, resumeSession } from '@/lib/api/api-client.ts';
import { readOtpChallenge } from '@/lib/session/otp-challenge-storage.ts';
import { readPendingLogout } from '@/lib/session/pending-logout-store.ts';
import { hasAnySessionCookie, isSignedIn } from '@/lib/session/session.ts';

/**
 * docs/BEHAVIOUR.md §2 index: no session cookie at all → /login, otherwise → /dashboard. The refresh cookie
 * is httpOnly and sent only to the auth API, so when no cookie the page can read exists the
 * server is asked whether it arrived; an unreachable server counts as no.
 */
export async function indexRedirect(): Promise<Response> {
  // A logout the server has not heard of yet: that session is over here, whatever remains.
  if (readPendingLogout()) return redirect(paths.login());
  if (hasAnySessionCookie() || (await holdsRefreshCookie())) return redirect(paths.dashboard);
  return redirect(paths.login());
}

/**
 * The protected-route gate. Middleware rather than a loader because client middleware runs on
 * every navigation, so a session that ended in another tab is noticed on the next click.
 * The path and its search go along so sign-in can return the person where they were headed.
 */
export const requireSignedIn: MiddlewareFunction = async ({ request }) => {
  if (isSignedIn()) return;
  // After a browser restart only the refresh and CSRF cookies remain: renew the session
  // silently rather than asking for the password and a code again — unless the person signed
  // out and the server has not heard of it yet.
  const mayResume = hasAnySessionCookie() && !readPendingLogout();
  if (mayResume && (await resumeSession()) && isSignedIn()) return;
  const url = new URL(request.url);
  throw redirect(paths.login(`${url.pathname}${url.search}`));
};

/**
 * /otp-verification needs the challenge the password step left in this tab; reached without one
 * (a bookmark, another tab, a finished sign-in) it goes back to /login, keeping the return path.
 */
export function requireOtpChallenge({ request }: LoaderFunctionArgs): Response | null {
  if (readOtpChallenge()) return null;
  const redirectTo = new URL(request.url).searchParams.get('redirectTo') ?? undefined;
  return redirect(paths.login(redirectTo));
}

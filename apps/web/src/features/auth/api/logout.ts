import { authEndpoints } from '@depot/contracts/auth';
import { COOKIE_CSRF_TOKEN } from '@depot/contracts/constants';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { callApi, isRefusal } from '@/lib/api/api-client.ts';
import { endPendingLogout } from '@/lib/session/end-pending-logout.ts';
import { loginNoticeState } from '@/lib/session/login-notice.ts';
import { rememberPendingLogout } from '@/lib/session/pending-logout-store.ts';
import { clearSession, csrfHeaders } from '@/lib/session/session.ts';

/** Whether the server ended the session, and the CSRF token a later try needs if it did not. */
export type LogoutOutcome = { ended: boolean; csrfToken: string | undefined };

/**
 * POST /auth/logout: the server ends the session and clears its httpOnly cookies. A failure does
 * not stop signing out here: it is tried again in the background (useLogout).
 */
export async function logout(): Promise<LogoutOutcome> {
  const headers = csrfHeaders();
  const csrfToken = headers[COOKIE_CSRF_TOKEN];
  try {
    await callApi(authEndpoints.logout, { headers });
    return { ended: true, csrfToken };
  } catch (error) {
    console.warn('The server could not end the session; signing out here anyway.', error);
    // A refusal (the session was already gone) needs no second try.
    return { ended: isRefusal(error), csrfToken };
  }
}

export function logoutMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'logout'], mutationFn: logout });
}

const NOT_TOLD =
  'You are signed out on this device. The server could not be reached, so your session there ends as soon as it can be told.';

/**
 * Logout (docs/BEHAVIOUR.md §4): the server call, then cookies, permissions and storage, then
 * /login, whatever the server answered. When it could not be told, the browser remembers that,
 * never resumes the old session, keeps trying in the background and says so on the sign-in
 * screen. The cached answers go last, once the screens that showed them are gone.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    ...logoutMutationOptions(),
    onSettled: async (outcome) => {
      clearSession();
      const pending = outcome && !outcome.ended && outcome.csrfToken;
      if (pending) {
        rememberPendingLogout({ csrfToken: pending });
        void endPendingLogout();
      }
      await navigate(paths.login(), {
        replace: true,
        ...(pending ? { state: loginNoticeState({ type: 'info', message: NOT_TOLD }) } : {}),
      });
      // Cached answers belong to the person who just left; the next one must not see them.
      queryClient.clear();
    },
  });
}

import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { paths } from '@/config/paths.ts';
import { loginNoticeState } from '@/lib/session/login-notice.ts';
import { redirectToFor } from '@/lib/session/redirect-target.ts';
import { onSessionEnded } from '@/lib/session/session-end.ts';

/**
 * When a call finds the session over (the refresh was refused), take the person to /login
 * through the router, with the page they were on to come back to, then drop the cached answers.
 */
export function connectSessionEnd(router: DataRouter, queryClient: QueryClient): () => void {
  return onSessionEnded(() => {
    const redirectTo = redirectToFor(router.state.location);
    // Several calls can fail together; the first one already took the person to sign-in.
    if (!redirectTo) return;
    void router
      .navigate(paths.login(redirectTo), {
        replace: true,
        state: loginNoticeState({
          type: 'info',
          message: 'Your session has ended. Sign in again.',
        }),
      })
      // Cleared once the screens that showed them are gone, so nothing refetches them.
      .then(() => queryClient.clear());
  });
}

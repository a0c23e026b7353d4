import { authEndpoints } from '@depot/contracts/auth';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { callApi } from '@/lib/api/api-client.ts';
import { clearSession, csrfHeaders } from '@/lib/session/session.ts';

/**
 * POST /auth/logout: the server ends the session and clears its httpOnly cookies. A failure is
 * swallowed: signing out on this side must happen whatever the server says.
 */
export async function logout(): Promise<void> {
  try {
    await callApi(authEndpoints.logout, { headers: csrfHeaders() });
  } catch (error) {
    console.warn('The server could not end the session; signing out here anyway.', error);
  }
}

export function logoutMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'logout'], mutationFn: logout });
}

/**
 * Logout (docs/BEHAVIOUR.md §4): the server call, then cookies, permissions and storage, then /login. The
 * cached answers go last, once the screens that showed them are gone and cannot refetch them.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    ...logoutMutationOptions(),
    onSettled: async () => {
      clearSession();
      await navigate(paths.login(), { replace: true });
      // Cached answers belong to the person who just left; the next one must not see them.
      queryClient.clear();
    },
  });
}

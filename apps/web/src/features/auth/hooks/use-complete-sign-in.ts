import type { SessionTokens } from '@depot/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { clearOtpChallenge } from '@/lib/session/otp-challenge-storage.ts';
import { signInTarget } from '@/lib/session/redirect-target.ts';
import { storeSessionTokens } from '@/lib/session/session.ts';

/**
 * The last step of every sign-in (with or without a code): store the tokens as docs/BEHAVIOUR.md §4 says,
 * forget the challenge, and go where the person was headed (a same-site path only).
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();

  return (tokens: SessionTokens) => {
    // Whatever was cached before (another person's session in this tab) must not show through.
    queryClient.clear();
    storeSessionTokens(tokens);
    clearOtpChallenge();
    return navigate(signInTarget(searchParams.get('redirectTo')), { replace: true });
  };
}

import { authEndpoints, type SessionTokens, type VerifyOtpBody } from '@depot/contracts/auth';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';

/** POST /auth/verify-otp: the mailed code for the challenge; answers the session tokens. */
export async function verifyOtp(input: VerifyOtpBody): Promise<SessionTokens> {
  return callApi(authEndpoints.verifyOtp, { body: input });
}

export function verifyOtpMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'verify-otp'], mutationFn: verifyOtp });
}

export function useVerifyOtp() {
  return useMutation(verifyOtpMutationOptions());
}

import { type SessionTokens, sessionTokensSchema, type VerifyOtpBody } from '@depot/contracts/auth';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient, readData } from '@/lib/api-client.ts';
import { authEndpoints } from '@/lib/auth-endpoints.ts';

/** POST /auth/verify-otp: the mailed code for the challenge; answers the session tokens. */
export async function verifyOtp(input: VerifyOtpBody): Promise<SessionTokens> {
  return readData(
    sessionTokensSchema,
    await apiClient.post<unknown>(authEndpoints.verifyOtp, input),
  );
}

export function verifyOtpMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'verify-otp'], mutationFn: verifyOtp });
}

export function useVerifyOtp() {
  return useMutation(verifyOtpMutationOptions());
}

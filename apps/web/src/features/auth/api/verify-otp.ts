import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

export type VerifyOtpInput = { code: string };

/** POST /auth/verify-otp: the second sign-in step. Its answer is read once the auth contracts exist. */
export async function verifyOtp(input: VerifyOtpInput): Promise<unknown> {
  const response = await apiClient.post<unknown>('/auth/verify-otp', input);
  return response.data;
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}

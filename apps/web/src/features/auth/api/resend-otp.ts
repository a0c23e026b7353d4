import {
  type OtpChallenge,
  otpChallengeSchema,
  type resendOtpBodySchema,
} from '@depot/contracts/auth';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient, readData } from '@/lib/api-client.ts';
import { authEndpoints } from '@/lib/auth-endpoints.ts';

export type ResendOtpInput = z.input<typeof resendOtpBodySchema>;

/** POST /auth/resend-otp: mails a new code; answers the challenge with its new times. */
export async function resendOtp(input: ResendOtpInput): Promise<OtpChallenge> {
  return readData(
    otpChallengeSchema,
    await apiClient.post<unknown>(authEndpoints.resendOtp, input),
  );
}

export function resendOtpMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'resend-otp'], mutationFn: resendOtp });
}

export function useResendOtp() {
  return useMutation(resendOtpMutationOptions());
}

import { authEndpoints, type OtpChallenge, type resendOtpBodySchema } from '@depot/contracts/auth';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '@/lib/api/api-client.ts';

export type ResendOtpInput = z.input<typeof resendOtpBodySchema>;

/** POST /auth/resend-otp: mails a new code; answers the challenge with its new times. */
export async function resendOtp(input: ResendOtpInput): Promise<OtpChallenge> {
  return callApi(authEndpoints.resendOtp, { body: input });
}

export function resendOtpMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'resend-otp'], mutationFn: resendOtp });
}

export function useResendOtp() {
  return useMutation(resendOtpMutationOptions());
}

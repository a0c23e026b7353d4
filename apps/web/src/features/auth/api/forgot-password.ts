import { authEndpoints, type ForgotPasswordBody } from '@depot/contracts/auth';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';

/**
 * POST /auth/forgot-password: asks for a magic link to /reset-password. The server answers the
 * same message whether or not the email has an account.
 */
export async function forgotPassword(input: ForgotPasswordBody): Promise<string> {
  return (await callApi(authEndpoints.forgotPassword, { body: input })).message;
}

export function forgotPasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'forgot-password'], mutationFn: forgotPassword });
}

export function useForgotPassword() {
  return useMutation(forgotPasswordMutationOptions());
}

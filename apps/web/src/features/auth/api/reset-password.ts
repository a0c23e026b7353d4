import { authEndpoints, type ResetPasswordBody } from '@depot/contracts/auth';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';

/** POST /auth/reset-password: sets the password with the link's single-use token. */
export async function resetPassword(input: ResetPasswordBody): Promise<string> {
  return (await callApi(authEndpoints.resetPassword, { body: input })).message;
}

export function resetPasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });
}

export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions());
}

import { messageSchema, type ResetPasswordBody } from '@depot/contracts/auth';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient, readData } from '@/lib/api-client.ts';
import { authEndpoints } from '@/lib/auth-endpoints.ts';

/** POST /auth/reset-password: sets the password with the link's single-use token. */
export async function resetPassword(input: ResetPasswordBody): Promise<string> {
  const response = await apiClient.post<unknown>(authEndpoints.resetPassword, input);
  return readData(messageSchema, response).message;
}

export function resetPasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });
}

export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions());
}

import { type ForgotPasswordBody, messageSchema } from '@depot/contracts/auth';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient, readData } from '@/lib/api-client.ts';
import { authEndpoints } from '@/lib/auth-endpoints.ts';

/**
 * POST /auth/forgot-password: asks for a magic link to /reset-password. The server answers the
 * same message whether or not the email has an account.
 */
export async function forgotPassword(input: ForgotPasswordBody): Promise<string> {
  const response = await apiClient.post<unknown>(authEndpoints.forgotPassword, input);
  return readData(messageSchema, response).message;
}

export function forgotPasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'forgot-password'], mutationFn: forgotPassword });
}

export function useForgotPassword() {
  return useMutation(forgotPasswordMutationOptions());
}

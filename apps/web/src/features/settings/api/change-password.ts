import { type ChangePasswordBody, messageSchema } from '@depot/contracts/auth';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient, readData } from '@/lib/api-client.ts';
import { authEndpoints } from '@/lib/auth-endpoints.ts';

/** POST /auth/change-password: needs the current password; the server ends the other sessions. */
export async function changePassword(input: ChangePasswordBody): Promise<string> {
  const response = await apiClient.post<unknown>(authEndpoints.changePassword, input);
  return readData(messageSchema, response).message;
}

export function changePasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'change-password'], mutationFn: changePassword });
}

export function useChangePassword() {
  return useMutation(changePasswordMutationOptions());
}

import { authEndpoints, type ChangePasswordBody } from '@depot/contracts/auth';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';

/** POST /auth/change-password: needs the current password; the server ends the other sessions. */
export async function changePassword(input: ChangePasswordBody): Promise<string> {
  return (await callApi(authEndpoints.changePassword, { body: input })).message;
}

export function changePasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'change-password'], mutationFn: changePassword });
}

export function useChangePassword() {
  return useMutation(changePasswordMutationOptions());
}

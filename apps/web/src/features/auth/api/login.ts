import { type LoginBody, type LoginResult, loginResultSchema } from '@depot/contracts/auth';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient, readData } from '@/lib/api-client.ts';
import { authEndpoints } from '@/lib/auth-endpoints.ts';

/** POST /auth/login: session tokens, or a second-factor challenge when the account needs one. */
export async function login(input: LoginBody): Promise<LoginResult> {
  return readData(loginResultSchema, await apiClient.post<unknown>(authEndpoints.login, input));
}

export function loginMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: login });
}

export function useLogin() {
  return useMutation(loginMutationOptions());
}

import { authEndpoints, type LoginBody, type LoginResult } from '@depot/contracts/auth';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';

/** POST /auth/login: session tokens, or a second-factor challenge when the account needs one. */
export async function login(input: LoginBody): Promise<LoginResult> {
  return callApi(authEndpoints.login, { body: input });
}

export function loginMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: login });
}

export function useLogin() {
  return useMutation(loginMutationOptions());
}

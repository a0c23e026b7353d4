import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

export type LoginInput = { email: string; password: string };

/**
 * POST /auth/login. Its answer (tokens, or a second-factor challenge) is parsed once the auth
 * contracts exist; until then it is handed back unread rather than guessed at.
 */
export async function login(input: LoginInput): Promise<unknown> {
  const response = await apiClient.post<unknown>('/auth/login', input);
  return response.data;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

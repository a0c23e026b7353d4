import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

export type ResetPasswordInput = { token: string; password: string };

/** POST /auth/reset-password: sets a new password with the single-use token from the magic link. */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await apiClient.post('/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

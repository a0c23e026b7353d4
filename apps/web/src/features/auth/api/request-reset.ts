import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

export type RequestResetInput = { email: string };

/** POST /auth/forgot-password: asks for a magic link to /reset-password by email. */
export async function requestReset(input: RequestResetInput): Promise<void> {
  await apiClient.post('/auth/forgot-password', input);
}

export function useRequestReset() {
  return useMutation({ mutationFn: requestReset });
}

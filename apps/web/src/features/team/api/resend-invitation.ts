import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient, readData } from '@/lib/api-client.ts';

const resentSchema = z.object({ message: z.string() });

/** POST /admin/team/{employeeId}/resend-invitation: mails the set-password link again. */
export async function resendInvitation(employeeId: string) {
  const response = await apiClient.post<unknown>(
    `/admin/team/${encodeURIComponent(employeeId)}/resend-invitation`,
  );
  return readData(resentSchema, response).message;
}

export function useResendInvitation() {
  return useMutation({ mutationKey: ['team', 'resend-invitation'], mutationFn: resendInvitation });
}

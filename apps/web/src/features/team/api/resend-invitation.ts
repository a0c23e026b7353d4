import { teamEndpoints } from '@depot/contracts/team';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';

/** POST /admin/team/{employeeId}/resend-invitation: mails the set-password link again. */
export async function resendInvitation(employeeId: string) {
  return (await callApi(teamEndpoints.resendInvitation, { params: { employeeId } })).message;
}

export function useResendInvitation() {
  return useMutation({ mutationKey: ['team', 'resend-invitation'], mutationFn: resendInvitation });
}

import { teamEndpoints, type UpdateTeamMemberBody } from '@depot/contracts/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { invalidateAreas } from '@/lib/api/query-keys.ts';

type UpdateInput = { employeeId: string; body: UpdateTeamMemberBody };

/** PATCH /admin/team/{employeeId}: details and role (status goes through change-active-status). */
export async function updateTeamMember({ employeeId, body }: UpdateInput) {
  return callApi(teamEndpoints.update, { params: { employeeId }, body });
}

export function useUpdateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['team', 'update'],
    mutationFn: updateTeamMember,
    onSuccess: () => invalidateAreas(queryClient, 'team', 'roles', 'audit'),
  });
}

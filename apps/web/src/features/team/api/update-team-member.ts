import { teamMemberSchema, type UpdateTeamMemberBody } from '@depot/contracts/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, readData } from '@/lib/api-client.ts';
import { teamMembersQueryOptions } from './get-team-members.ts';

type UpdateInput = { employeeId: string; body: UpdateTeamMemberBody };

/** PATCH /admin/team/{employeeId}: details and role (status goes through change-active-status). */
export async function updateTeamMember({ employeeId, body }: UpdateInput) {
  const response = await apiClient.patch<unknown>(
    `/admin/team/${encodeURIComponent(employeeId)}`,
    body,
  );
  return readData(teamMemberSchema, response);
}

export function useUpdateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['team', 'update'],
    mutationFn: updateTeamMember,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: teamMembersQueryOptions().queryKey }),
  });
}

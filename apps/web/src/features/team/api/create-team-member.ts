import { type CreateTeamMemberBody, teamMemberSchema } from '@depot/contracts/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, readData } from '@/lib/api-client.ts';
import { teamMembersQueryOptions } from './get-team-members.ts';

/** POST /admin/team: the server mails the new member an invitation to set a password. */
export async function createTeamMember(body: CreateTeamMemberBody) {
  const response = await apiClient.post<unknown>('/admin/team', body);
  return readData(teamMemberSchema, response);
}

export function useCreateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['team', 'create'],
    mutationFn: createTeamMember,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: teamMembersQueryOptions().queryKey }),
  });
}

import { type CreateTeamMemberBody, teamEndpoints } from '@depot/contracts/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { invalidateAreas } from '@/lib/api/query-keys.ts';

/** POST /admin/team: the server mails the new member an invitation to set a password. */
export async function createTeamMember(body: CreateTeamMemberBody) {
  return callApi(teamEndpoints.create, { body });
}

export function useCreateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['team', 'create'],
    mutationFn: createTeamMember,
    onSuccess: () =>
      // A role's member count changes with its members.
      invalidateAreas(queryClient, 'team', 'roles', 'audit'),
  });
}

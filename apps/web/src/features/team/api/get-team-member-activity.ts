import { teamEndpoints } from '@depot/contracts/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';

/** GET /admin/team/{employeeId}/activity: what this member changed, newest 50 first. */
export async function getTeamMemberActivity(employeeId: string) {
  return callApi(teamEndpoints.activity, { params: { employeeId } });
}

export function teamMemberActivityQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: queryKeys.team.memberPart(employeeId, 'activity'),
    queryFn: () => getTeamMemberActivity(employeeId),
  });
}

export function useTeamMemberActivity(employeeId: string) {
  return useQuery(teamMemberActivityQueryOptions(employeeId));
}

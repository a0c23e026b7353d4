import { teamEndpoints } from '@depot/contracts/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { retryUnlessRefused } from '@/lib/query-retry.ts';
import { teamMemberQueryOptions } from './get-team-member.ts';

/** GET /admin/team/{employeeId}/activity: what this member changed, newest 50 first. */
export async function getTeamMemberActivity(employeeId: string) {
  return callApi(teamEndpoints.activity, { params: { employeeId } });
}

export function teamMemberActivityQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: [...teamMemberQueryOptions(employeeId).queryKey, 'activity'],
    queryFn: () => getTeamMemberActivity(employeeId),
    retry: retryUnlessRefused,
  });
}

export function useTeamMemberActivity(employeeId: string) {
  return useQuery(teamMemberActivityQueryOptions(employeeId));
}

import { teamEndpoints } from '@depot/contracts/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { retryUnlessRefused } from '@/lib/query-retry.ts';
import { teamMembersQueryOptions } from './get-team-members.ts';

/** GET /admin/team/{employeeId} */
export async function getTeamMember(employeeId: string) {
  return callApi(teamEndpoints.get, { params: { employeeId } });
}

/** Key ['team', employeeId]: under ['team'], so every change to the team refreshes it. */
export function teamMemberQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: [...teamMembersQueryOptions().queryKey, employeeId],
    queryFn: () => getTeamMember(employeeId),
    retry: retryUnlessRefused,
  });
}

/** Nothing is asked for an id that cannot exist (`enabled: false`): it shows as not found. */
export function useTeamMember(employeeId: string, enabled = true) {
  return useQuery({ ...teamMemberQueryOptions(employeeId), enabled });
}

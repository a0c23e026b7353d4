import { teamEndpoints } from '@depot/contracts/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';

/** GET /admin/team/{employeeId} */
export async function getTeamMember(employeeId: string) {
  return callApi(teamEndpoints.get, { params: { employeeId } });
}

/** Key ['team', employeeId]: under ['team'], so every change to the team refreshes it. */
export function teamMemberQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: queryKeys.team.member(employeeId),
    queryFn: () => getTeamMember(employeeId),
  });
}

/** Nothing is asked for an id that cannot exist (`enabled: false`): it shows as not found. */
export function useTeamMember(employeeId: string, enabled = true) {
  return useQuery({ ...teamMemberQueryOptions(employeeId), enabled });
}

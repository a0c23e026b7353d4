import { teamEndpoints } from '@depot/contracts/team';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';

/** GET /admin/team/{employeeId}/history: changes made to this member, newest first. */
export async function getTeamMemberHistory(employeeId: string) {
  return callApi(teamEndpoints.history, { params: { employeeId } });
}

/** Key ['team', employeeId, 'history']; the History drawer fetches it while open. */
export function teamMemberHistoryQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: queryKeys.team.memberPart(employeeId, 'history'),
    queryFn: () => getTeamMemberHistory(employeeId),
  });
}

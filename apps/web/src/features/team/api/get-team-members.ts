import { type TeamListQuery, teamEndpoints, teamListQuerySchema } from '@depot/contracts/team';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';

/** GET /admin/team: one page of members, searched, filtered and sorted by the server. */
export async function getTeamMembers(query: TeamListQuery) {
  return callApi(teamEndpoints.list, { query });
}

/**
 * Key ['team', query]. Without a query the key is ['team'], which covers every Team list,
 * member, history and activity: what a change to a member invalidates.
 */
export function teamMembersQueryOptions(query?: TeamListQuery) {
  const listQuery = query ?? teamListQuerySchema.parse({});
  return queryOptions({
    queryKey: queryKeys.team.list(query),
    queryFn: () => getTeamMembers(listQuery),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

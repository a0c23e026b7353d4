import { teamEndpoints } from '@depot/contracts/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';

/**
 * GET /admin/team-roles: the roles, for whoever views, invites or edits team members, each
 * saying whether the person may give it.
 */
export async function getRoleOptions() {
  return callApi(teamEndpoints.roleOptions);
}

/** Key ['roles', 'options']: under ['roles'], so any change to a role refreshes the choices. */
export function roleOptionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.team.roleOptions,
    queryFn: getRoleOptions,
  });
}

export function useRoleOptions() {
  return useQuery(roleOptionsQueryOptions());
}

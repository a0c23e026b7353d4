import { roleOptionSchema, teamEndpoints } from '@depot/contracts/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '@/lib/api-client.ts';
import { retryUnlessRefused } from '@/lib/query-retry.ts';

const _roleOptionsSchema = z.array(roleOptionSchema);

/**
 * GET /admin/team/role-options: the roles, readable with teams.view, each saying whether the
 * person may give it.
 */
export async function getRoleOptions() {
  return callApi(teamEndpoints.roleOptions);
}

/** Key ['roles', 'options']: under ['roles'], so any change to a role refreshes the choices. */
export function roleOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['roles', 'options'],
    queryFn: getRoleOptions,
    retry: retryUnlessRefused,
  });
}

export function useRoleOptions() {
  return useQuery(roleOptionsQueryOptions());
}

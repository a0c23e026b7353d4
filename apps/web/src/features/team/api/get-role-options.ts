import { roleOptionSchema } from '@depot/contracts/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient, readData } from '@/lib/api-client.ts';
import { retryUnlessRefused } from '@/lib/query-retry.ts';

const roleOptionsSchema = z.array(roleOptionSchema);

/**
 * GET /admin/team/role-options: the roles, readable with teams.view, each saying whether the
 * person may give it.
 */
export async function getRoleOptions() {
  const response = await apiClient.get<unknown>('/admin/team/role-options');
  return readData(roleOptionsSchema, response);
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

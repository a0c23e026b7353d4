import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient, readData } from '@/lib/api-client.ts';
import { retryUnlessRefused } from '@/lib/query-retry.ts';

const roleOptionsSchema = z.array(z.object({ key: z.string(), name: z.string() }));

/** GET /admin/team/role-options: the roles a member can be given, readable with teams.view. */
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

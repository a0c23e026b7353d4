import { roleSchema, roleSummarySchema } from '@depot/contracts/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient, readData } from '../api-client.ts';
import { retryUnlessRefused } from '../query-retry.ts';

// Read by two features (Privileges edits roles, Team picks and shows them), which never import
// each other, so these two calls live here; the role mutations stay in features/settings/api.

const rolesUrl = '/admin/roles';

/** GET /admin/roles: every role with its member count (roles.view). */
export async function getRoles() {
  const response = await apiClient.get<unknown>(rolesUrl);
  return readData(z.array(roleSummarySchema), response);
}

/** Key ['roles']: invalidating it refreshes the list, each role and their histories. */
export function rolesQueryOptions() {
  return queryOptions({ queryKey: ['roles'], queryFn: getRoles, retry: retryUnlessRefused });
}

export function useRoles(options: { enabled?: boolean } = {}) {
  return useQuery({ ...rolesQueryOptions(), ...options });
}

/** GET /admin/roles/{key}: one role with its full permission matrix. */
export async function getRole(key: string) {
  const response = await apiClient.get<unknown>(`${rolesUrl}/${encodeURIComponent(key)}`);
  return readData(roleSchema, response);
}

export function roleQueryOptions(key: string) {
  return queryOptions({
    queryKey: [...rolesQueryOptions().queryKey, key],
    queryFn: () => getRole(key),
    retry: retryUnlessRefused,
  });
}

export function useRole(key: string | undefined) {
  return useQuery({ ...roleQueryOptions(key ?? ''), enabled: Boolean(key) });
}

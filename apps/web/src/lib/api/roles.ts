import { rolesEndpoints } from '@depot/contracts/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

// Read by two features (Privileges edits roles, Team picks and shows them), which never import
// each other, so these two calls live here; the role mutations stay in features/settings/api.

/** GET /admin/roles: every role with its member count (roles.view). */
export async function getRoles() {
  return callApi(rolesEndpoints.list);
}

/** Key ['roles']: invalidating it refreshes the list, each role and their histories. */
export function rolesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.roles.list, queryFn: getRoles });
}

export function useRoles(options: { enabled?: boolean } = {}) {
  return useQuery({ ...rolesQueryOptions(), ...options });
}

/** GET /admin/roles/{key}: one role with its full permission matrix. */
export async function getRole(key: string) {
  return callApi(rolesEndpoints.get, { params: { role: key } });
}

export function roleQueryOptions(key: string) {
  return queryOptions({
    queryKey: queryKeys.roles.role(key),
    queryFn: () => getRole(key),
  });
}

export function useRole(key: string | undefined) {
  return useQuery({ ...roleQueryOptions(key ?? ''), enabled: Boolean(key) });
}

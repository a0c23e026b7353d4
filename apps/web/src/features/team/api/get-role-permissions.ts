import { teamEndpoints } from '@depot/contracts/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';

/** GET /admin/team/{employeeId}/permissions: the member's role and its matrix (teams.view). */
export async function getMemberPermissions(employeeId: string) {
  return callApi(teamEndpoints.permissions, { params: { employeeId } });
}

/** Key ['team', employeeId, 'permissions']: refreshed with the member. */
export function memberPermissionsQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: queryKeys.team.memberPart(employeeId, 'permissions'),
    queryFn: () => getMemberPermissions(employeeId),
  });
}

/** GET /admin/team-roles/{key}: the matrix of a role picked in the form (teams.edit). */
export async function getRolePermissions(key: string) {
  return callApi(teamEndpoints.rolePermissions, { params: { role: key } });
}

/** Key ['roles', 'options', key]: under ['roles'], so a role's change refreshes it. */
export function rolePermissionsQueryOptions(key: string) {
  return queryOptions({
    queryKey: queryKeys.team.rolePermissions(key),
    queryFn: () => getRolePermissions(key),
  });
}

/** The member's own role, or, when `roleKey` is given, the role picked in the form. */
export function useRolePermissions(
  source: { employeeId: string } | { roleKey: string | undefined },
) {
  const employeeId = 'employeeId' in source ? source.employeeId : undefined;
  const roleKey = 'roleKey' in source ? (source.roleKey ?? '') : '';
  return useQuery({
    queryKey:
      employeeId !== undefined
        ? memberPermissionsQueryOptions(employeeId).queryKey
        : rolePermissionsQueryOptions(roleKey).queryKey,
    queryFn: () =>
      employeeId !== undefined ? getMemberPermissions(employeeId) : getRolePermissions(roleKey),
    enabled: employeeId !== undefined || roleKey !== '',
  });
}

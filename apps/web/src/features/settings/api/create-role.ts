import { type CreateRoleBody, rolesEndpoints } from '@depot/contracts/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rolesQueryOptions } from '@/lib/api/roles.ts';
import { callApi } from '@/lib/api-client.ts';
import { auditLogQueryOptions } from './get-audit-log.ts';

/** POST /admin/roles: key from the body, or derived from the name by the server. */
export async function createRole(body: CreateRoleBody) {
  return callApi(rolesEndpoints.create, { body });
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['roles', 'create'],
    mutationFn: createRole,
    // The change is also a new line in the audit log.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rolesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: auditLogQueryOptions().queryKey }),
      ]),
  });
}

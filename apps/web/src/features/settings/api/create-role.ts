import { type CreateRoleBody, rolesEndpoints } from '@depot/contracts/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { invalidateAreas } from '@/lib/api/query-keys.ts';

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
        // The team screens pick roles and show their names.
        invalidateAreas(queryClient, 'roles', 'team', 'audit'),
      ]),
  });
}

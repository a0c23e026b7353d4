import { rolesEndpoints, type UpdateRoleBody } from '@depot/contracts/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { invalidateAreas } from '@/lib/api/query-keys.ts';

type UpdateRoleInput = { key: string; body: UpdateRoleBody };

/** PUT /admin/roles/{key}: name, description and the whole matrix (never the built-in role). */
export async function updateRole({ key, body }: UpdateRoleInput) {
  return callApi(rolesEndpoints.update, { params: { role: key }, body });
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['roles', 'update'],
    mutationFn: updateRole,
    // The change is also a new line in the audit log.
    onSuccess: () =>
      Promise.all([
        // The team screens pick roles and show their names.
        invalidateAreas(queryClient, 'roles', 'team', 'audit'),
      ]),
  });
}

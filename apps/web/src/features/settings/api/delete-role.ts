import { rolesEndpoints } from '@depot/contracts/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { invalidateAreas, queryKeys } from '@/lib/api/query-keys.ts';

/** DELETE /admin/roles/{key}: refused (409) for the built-in role and for a role with members. */
export async function deleteRole(key: string) {
  return (await callApi(rolesEndpoints.remove, { params: { role: key } })).key;
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['roles', 'delete'],
    mutationFn: deleteRole,
    onSuccess: (key) => {
      // The deleted role's own query would only answer 404 now.
      queryClient.removeQueries({ queryKey: queryKeys.roles.role(key) });
      return invalidateAreas(queryClient, 'roles', 'team', 'audit');
    },
  });
}

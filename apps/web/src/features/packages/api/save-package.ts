import {
  type CreatePackageBody,
  packagesEndpoints,
  type UpdatePackageBody,
} from '@depot/contracts/packages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { invalidateAreas } from '@/lib/api/query-keys.ts';

/** POST /admin/packages: a new package with its limits, features and rates. */
export function useCreatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['packages', 'create'],
    mutationFn: (body: CreatePackageBody) => callApi(packagesEndpoints.create, { body }),
    // A zone's package count changes with the rates.
    onSuccess: () => invalidateAreas(queryClient, 'packages', 'zones', 'audit'),
  });
}

/** PATCH /admin/packages/{code}: rates, when sent, replace the whole grid. */
export function useUpdatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['packages', 'update'],
    mutationFn: ({ code, body }: { code: string; body: UpdatePackageBody }) =>
      callApi(packagesEndpoints.update, { params: { code }, body }),
    onSuccess: () => invalidateAreas(queryClient, 'packages', 'zones', 'audit'),
  });
}

/** DELETE /admin/packages/{code}: refused while client businesses are on it. */
export function useDeletePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['packages', 'delete'],
    mutationFn: (code: string) => callApi(packagesEndpoints.delete, { params: { code } }),
    onSuccess: () => invalidateAreas(queryClient, 'packages', 'zones', 'audit'),
  });
}

/** POST /admin/packages/change-status: answered per code. */
export function useChangePackageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['packages', 'change-status'],
    mutationFn: async ({ codes, isActive }: { codes: string[]; isActive: boolean }) =>
      (await callApi(packagesEndpoints.changeStatus, { body: { codes, isActive } })).results,
    onSettled: () => invalidateAreas(queryClient, 'packages', 'audit'),
  });
}

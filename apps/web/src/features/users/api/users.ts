import {
  type CreateUserBody,
  type UpdateUserBody,
  type UserListQuery,
  userListQuerySchema,
  usersEndpoints,
} from '@depot/contracts/users';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useChangeActiveStatus } from '@/lib/api/active-status.ts';
import { callApi } from '@/lib/api/api-client.ts';
import { invalidateAreas, queryKeys } from '@/lib/api/query-keys.ts';

/** GET /admin/users: one page of client businesses, searched, filtered and sorted by the server. */
export function usersQueryOptions(query?: UserListQuery) {
  const listQuery = query ?? userListQuerySchema.parse({});
  return queryOptions({
    queryKey: queryKeys.users.list(query),
    queryFn: () => callApi(usersEndpoints.list, { query: listQuery }),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UserListQuery) {
  return useQuery(usersQueryOptions(query));
}

/** GET /admin/users/{code}: the business with its current plan. */
export function useUser(code: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.users.record(code),
    queryFn: () => callApi(usersEndpoints.get, { params: { code } }),
    enabled,
  });
}

/** GET /admin/users/{code}/history: changes made to the business, newest first. */
export function userHistoryQueryOptions(code: string) {
  return queryOptions({
    queryKey: queryKeys.users.history(code),
    queryFn: () => callApi(usersEndpoints.history, { params: { code } }),
  });
}

// A new business on a package changes that package's subscriber count.
const refreshAfterChange = ['users', 'packages', 'audit'] as const;

/** POST /admin/users. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'create'],
    mutationFn: (body: CreateUserBody) => callApi(usersEndpoints.create, { body }),
    onSuccess: () => invalidateAreas(queryClient, ...refreshAfterChange),
  });
}

/** PATCH /admin/users/{code}. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'update'],
    mutationFn: ({ code, body }: { code: string; body: UpdateUserBody }) =>
      callApi(usersEndpoints.update, { params: { code }, body }),
    onSuccess: () => invalidateAreas(queryClient, ...refreshAfterChange),
  });
}

/** Users switched on or off through the shared change-active-status call, answered per code. */
export function useChangeUserStatus() {
  const queryClient = useQueryClient();
  const mutation = useChangeActiveStatus(() => invalidateAreas(queryClient, 'users', 'audit'));
  return {
    ...mutation,
    changeStatus: (codes: string[], isActive: boolean) =>
      mutation.mutateAsync({ type: 'user', ids: codes, isActive }),
  };
}

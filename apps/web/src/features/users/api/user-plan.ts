import { type ChangePlanBody, userPlansEndpoints } from '@depot/contracts/user-plans';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { invalidateAreas, queryKeys } from '@/lib/api/query-keys.ts';

/** GET /admin/users/{code}/plan: the current plan, usage, plan history and invoices. */
export function useUserPlan(code: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.users.plan(code),
    queryFn: () => callApi(userPlansEndpoints.plan, { params: { code } }),
    enabled,
  });
}

/** POST /admin/users/{code}/plan: change, renew or cancel; a sale writes an invoice. */
export function useChangePlan(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'plan', code],
    mutationFn: (body: ChangePlanBody) =>
      callApi(userPlansEndpoints.changePlan, { params: { code }, body }),
    onSuccess: (details) => {
      queryClient.setQueryData(queryKeys.users.plan(code), details);
      // The list's plan columns, the package's subscriber counts and the History change too.
      return invalidateAreas(queryClient, 'users', 'packages', 'audit', 'transactions');
    },
  });
}

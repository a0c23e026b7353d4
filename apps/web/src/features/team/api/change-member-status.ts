import { useQueryClient } from '@tanstack/react-query';
import { useChangeActiveStatus } from '@/lib/api/active-status.ts';
import { invalidateAreas } from '@/lib/api/query-keys.ts';

/**
 * Team members switched on or off through the shared change-active-status call, after which
 * every Team list and member on screen is fetched again (some ids may have changed, some not).
 */
export function useChangeMemberStatus() {
  const queryClient = useQueryClient();
  const mutation = useChangeActiveStatus(() => invalidateAreas(queryClient, 'team', 'audit'));
  return {
    ...mutation,
    /** Resolves with the per-id outcomes. */
    changeStatus: (employeeIds: string[], isActive: boolean) =>
      mutation.mutateAsync({ type: 'team', ids: employeeIds, isActive }),
  };
}

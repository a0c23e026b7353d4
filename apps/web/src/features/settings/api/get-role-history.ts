import { rolesEndpoints } from '@depot/contracts/roles';
import { queryOptions } from '@tanstack/react-query';
import { roleQueryOptions } from '@/lib/api/roles.ts';
import { callApi } from '@/lib/api-client.ts';
import { retryUnlessRefused } from '@/lib/query-retry.ts';

/** GET /admin/roles/{key}/history: changes to the role, newest first. */
export async function getRoleHistory(key: string) {
  return callApi(rolesEndpoints.history, { params: { role: key } });
}

/** Key ['roles', key, 'history']; the History drawer fetches it while open. */
export function roleHistoryQueryOptions(key: string) {
  return queryOptions({
    queryKey: [...roleQueryOptions(key).queryKey, 'history'],
    queryFn: () => getRoleHistory(key),
    retry: retryUnlessRefused,
  });
}

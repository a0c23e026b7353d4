import { rolesEndpoints } from '@depot/contracts/roles';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';

/** GET /admin/roles/{key}/history: changes to the role, newest first. */
export async function getRoleHistory(key: string) {
  return callApi(rolesEndpoints.history, { params: { role: key } });
}

/** Key ['roles', key, 'history']; the History drawer fetches it while open. */
export function roleHistoryQueryOptions(key: string) {
  return queryOptions({
    queryKey: queryKeys.roles.history(key),
    queryFn: () => getRoleHistory(key),
  });
}

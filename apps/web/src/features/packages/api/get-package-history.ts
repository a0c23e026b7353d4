import { packagesEndpoints } from '@depot/contracts/packages';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';

/** GET /admin/packages/{code}/history: changes made to the package, newest first. */
export function packageHistoryQueryOptions(code: string) {
  return queryOptions({
    queryKey: queryKeys.packages.history(code),
    queryFn: () => callApi(packagesEndpoints.history, { params: { code } }),
  });
}

import { packagesEndpoints } from '@depot/contracts/packages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';

/** GET /admin/packages/{code}: the package with its rates. */
export async function getPackage(code: string) {
  return callApi(packagesEndpoints.get, { params: { code } });
}

export function packageQueryOptions(code: string) {
  return queryOptions({
    queryKey: queryKeys.packages.record(code),
    queryFn: () => getPackage(code),
  });
}

export function usePackage(code: string) {
  return useQuery(packageQueryOptions(code));
}

import {
  type PackageListQuery,
  packageListQuerySchema,
  packagesEndpoints,
} from '@depot/contracts/packages';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';

/** GET /admin/packages: one page of packages, searched, filtered and sorted by the server. */
export async function getPackages(query: PackageListQuery) {
  return callApi(packagesEndpoints.list, { query });
}

export function packagesQueryOptions(query?: PackageListQuery) {
  const listQuery = query ?? packageListQuerySchema.parse({});
  return queryOptions({
    queryKey: queryKeys.packages.list(query),
    queryFn: () => getPackages(listQuery),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

import { packagesEndpoints } from '@depot/contracts/packages';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';

/** GET /admin/packages/zone-options: every zone the rates grid can price. */
export function useRateZones() {
  return useQuery({
    queryKey: queryKeys.packages.zoneOptions,
    queryFn: () => callApi(packagesEndpoints.zoneOptions),
  });
}

import { packagesEndpoints } from '@depot/contracts/packages';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';

/** GET /admin/packages/subscription-options: the packages a business can be put on. */
export function usePackageOptions() {
  return useQuery({
    queryKey: queryKeys.users.packageOptions,
    queryFn: () => callApi(packagesEndpoints.subscriptionOptions),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';

/**
 * GET /admin/shipment/receiving/pending-count. The sidebar asks it on every screen, so the
 * receiving contract (which brings the users contract along) is fetched with the first call
 * rather than weighing on the shell's first download.
 */
export function pendingReceiptsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.receiving.pendingCount,
    queryFn: async () => {
      const { receivingEndpoints } = await import('@depot/contracts/receiving');
      return (await callApi(receivingEndpoints.pendingCount)).count;
    },
  });
}

/** How many goods receipts await approval; asked only when the person may view receiving. */
export function usePendingReceiptsCount(enabled: boolean) {
  return useQuery({ ...pendingReceiptsQueryOptions(), enabled });
}

import { vendorsEndpoints } from '@depot/contracts/vendors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';

// Under the vendors' root, so a change to a vendor refreshes the pickers.
const vendorOptionsKey = (user: string | undefined, q: string | undefined) =>
  [...queryKeys.vendors.all, 'options', user ?? '', q ?? ''] as const;

/**
 * The vendors a picker offers, searched by the server (name, code or GSTIN): one client's, or
 * every client's when `user` is left out (a filter). Open to whoever fills in or reads receipts.
 */
export function useVendorOptions(user: string | undefined, q: string | undefined, enabled = true) {
  return useQuery({
    queryKey: vendorOptionsKey(user, q),
    queryFn: () => callApi(vendorsEndpoints.options, { query: { user, q } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

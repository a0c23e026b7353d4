import type { AccountDetails } from '@depot/contracts/account';
import { settingsEndpoints } from '@depot/contracts/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';

/** GET /admin/settings/get-accounts-details: the person's profile and the organisation. */
export async function getAccountDetails(): Promise<AccountDetails> {
  return callApi(settingsEndpoints.accountDetails);
}

export function accountDetailsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.settings.accountDetails,
    queryFn: getAccountDetails,
  });
}

export function useAccountDetails() {
  return useQuery(accountDetailsQueryOptions());
}

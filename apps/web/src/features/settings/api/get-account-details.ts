import { type AccountDetails, settingsEndpoints } from '@depot/contracts/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { retryUnlessRefused } from '@/lib/query-retry.ts';

/** GET /admin/settings/get-accounts-details: the person's profile and the organisation. */
export async function getAccountDetails(): Promise<AccountDetails> {
  return callApi(settingsEndpoints.accountDetails);
}

export function accountDetailsQueryOptions() {
  return queryOptions({
    queryKey: ['settings', 'account-details'],
    queryFn: getAccountDetails,
    retry: retryUnlessRefused,
  });
}

export function useAccountDetails() {
  return useQuery(accountDetailsQueryOptions());
}

import { usersEndpoints } from '@depot/contracts/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';

/**
 * The client businesses a picker offers, searched by the server (name or code). The picker's
 * own endpoint answers whoever fills in a form naming a client, not only the users' viewers.
 * Kept under the users area's keys, so a change to a business shows here too.
 */
export function useUserOptions(q: string | undefined, enabled = true) {
  return useQuery({
    queryKey: queryKeys.users.options(q),
    queryFn: () => callApi(usersEndpoints.options, { query: { q } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

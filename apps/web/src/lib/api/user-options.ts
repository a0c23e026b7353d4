import { usersEndpoints } from '@depot/contracts/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';

/** How many businesses the picker offers at once; typing narrows them on the server. */
export const USER_OPTIONS_LIMIT = 20;

/**
 * GET /admin/users with `q`: the client businesses a picker offers, searched by the server
 * (name, email, code or phone). Kept under the users area's keys, so a change to a business
 * shows here too.
 */
export function useUserOptions(q: string | undefined, enabled = true) {
  const query = { page: 1, pageSize: USER_OPTIONS_LIMIT, sort: 'businessName', q };
  return useQuery({
    queryKey: queryKeys.users.list(query),
    queryFn: () => callApi(usersEndpoints.list, { query }),
    placeholderData: keepPreviousData,
    enabled,
    select: (page) =>
      page.items.map((user) => ({
        code: user.code,
        businessName: user.businessName,
        isActive: user.status === 'active',
      })),
  });
}

import { auditEntrySchema } from '@depot/contracts/team';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { roleQueryOptions } from '@/lib/api/roles.ts';
import { apiClient, readData } from '@/lib/api-client.ts';
import { retryUnlessRefused } from '@/lib/query-retry.ts';

/** GET /admin/roles/{key}/history: changes to the role, newest first. */
export async function getRoleHistory(key: string) {
  const response = await apiClient.get<unknown>(`/admin/roles/${encodeURIComponent(key)}/history`);
  return readData(z.array(auditEntrySchema), response);
}

/** Key ['roles', key, 'history']; the History drawer fetches it while open. */
export function roleHistoryQueryOptions(key: string) {
  return queryOptions({
    queryKey: [...roleQueryOptions(key).queryKey, 'history'],
    queryFn: () => getRoleHistory(key),
    retry: retryUnlessRefused,
  });
}

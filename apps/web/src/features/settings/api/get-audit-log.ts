import { type AuditQuery, auditEndpoints, auditQuerySchema } from '@depot/contracts/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { retryUnlessRefused } from '@/lib/query-retry.ts';

/** GET /admin/audit: every change, newest first, filtered by actor, entity and time (settings.view). */
export async function getAuditLog(query: AuditQuery) {
  return callApi(auditEndpoints.list, { query });
}

/** Key ['audit', query]; without a query ['audit'], every page of the log. */
export function auditLogQueryOptions(query?: AuditQuery) {
  const listQuery = query ?? auditQuerySchema.parse({});
  return queryOptions({
    queryKey: query ? ['audit', query] : ['audit'],
    queryFn: () => getAuditLog(listQuery),
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(query: AuditQuery) {
  return useQuery(auditLogQueryOptions(query));
}

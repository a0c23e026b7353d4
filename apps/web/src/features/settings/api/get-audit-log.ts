import { type AuditQuery, auditEndpoints, auditQuerySchema } from '@depot/contracts/audit';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';

/** GET /admin/audit: every change, newest first, filtered by actor, entity and time (settings.view). */
export async function getAuditLog(query: AuditQuery) {
  return callApi(auditEndpoints.list, { query });
}

/** Key ['audit', query]; without a query ['audit'], every page of the log. */
export function auditLogQueryOptions(query?: AuditQuery) {
  const listQuery = query ?? auditQuerySchema.parse({});
  return queryOptions({
    queryKey: queryKeys.audit.list(query),
    queryFn: () => getAuditLog(listQuery),
    placeholderData: keepPreviousData,
  });
}

import { type AuditQuery, auditQuerySchema } from '@depot/contracts/audit';
import dayjs from 'dayjs';
import { z } from 'zod';
import { listSearchFields } from '@/lib/screen/list-search.ts';

/** The audit list's URL params carry this prefix, so they sit beside the screen's own. */
export const AUDIT_SEARCH_PREFIX = 'audit.';

const { shape } = auditQuerySchema;

/**
 * The audit list's state as the URL holds it; anything the server would refuse falls back. The
 * server neither searches nor sorts the log, and its days are instants there: not made by
 * `listStateSchema`.
 */
export const auditLogSearchSchema = z.object({
  page: listSearchFields.page,
  pageSize: listSearchFields.pageSize,
  actor: shape.actor.catch(undefined),
  entity: shape.entity.catch(undefined),
  /** Whole days (YYYY-MM-DD), read in the browser's time zone. */
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
});
export type AuditLogSearch = z.output<typeof auditLogSearchSchema>;

/** What the log's filters set: who, the kind of record, and the days. */
export type AuditLogFilterValues = Pick<AuditLogSearch, 'actor' | 'entity' | 'from' | 'to'>;

/** The call's query: the days become the first and last instant of those days. */
export function auditQueryOf(search: AuditLogSearch): AuditQuery {
  const { from, to, ...rest } = search;
  return {
    ...rest,
    from: from ? dayjs(from).startOf('day').toISOString() : undefined,
    to: to ? dayjs(to).endOf('day').toISOString() : undefined,
  };
}

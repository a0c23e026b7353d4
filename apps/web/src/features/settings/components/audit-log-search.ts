import { type AuditQuery, auditQuerySchema } from '@depot/contracts/audit';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@depot/contracts/common';
import dayjs from 'dayjs';
import { z } from 'zod';

/** The audit list's URL params carry this prefix, so they sit beside the screen's own. */
export const AUDIT_SEARCH_PREFIX = 'audit.';

const { shape } = auditQuerySchema;

/** The audit list's state as the URL holds it; anything the server would refuse falls back. */
export const auditLogSearchSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).catch(DEFAULT_PAGE_SIZE),
  actor: shape.actor.catch(undefined),
  entity: shape.entity.catch(undefined),
  /** Whole days (YYYY-MM-DD), read in the browser's time zone. */
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
});
export type AuditLogSearch = z.output<typeof auditLogSearchSchema>;

/** The call's query: the days become the first and last instant of those days. */
export function auditQueryOf(search: AuditLogSearch): AuditQuery {
  const { from, to, ...rest } = search;
  return {
    ...rest,
    from: from ? dayjs(from).startOf('day').toISOString() : undefined,
    to: to ? dayjs(to).endOf('day').toISOString() : undefined,
  };
}

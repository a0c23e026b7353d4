import type { AuditEntry } from '@depot/contracts/audit';
import { AuditChangeList } from '@/components/audit-change-list.tsx';
import { ListScreen } from '@/components/list/list-screen.tsx';
import { useListScreen } from '@/components/list/use-list-screen.ts';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { auditActionLabels, entityLabel } from '@/lib/format/audit-changes.ts';
import { formatDateTime } from '@/lib/format/format-date.ts';
import { auditLogQueryOptions } from '../api/get-audit-log.ts';
import { AuditLogFilters } from './audit-log-filters.tsx';
import {
  AUDIT_SEARCH_PREFIX,
  type AuditLogSearch,
  auditLogSearchSchema,
  auditQueryOf,
} from './audit-log-search.ts';

const AUDIT_TABLE_KEY = 'audit';

// The log is read with settings.view (as the server rules) and counts changes.
const auditArea = { resource: 'settings', noun: { one: 'change', many: 'changes' } } as const;

const auditColumns: ChoosableColumn<AuditEntry>[] = [
  { key: 'at', title: 'When', kind: 'date', render: (entry) => formatDateTime(entry.at) },
  {
    key: 'actor',
    title: 'Who',
    render: (entry) =>
      entry.actor ? `${entry.actor.fullName} (${entry.actor.employeeId})` : 'The system',
  },
  { key: 'action', title: 'Action', render: (entry) => auditActionLabels[entry.action] },
  {
    key: 'record',
    title: 'Record',
    render: (entry) => `${entityLabel(entry.entity)} ${entry.entityId}`,
  },
  { key: 'changes', title: 'Changes', render: (entry) => <AuditChangeList entry={entry} /> },
  { key: 'ip', title: 'IP address', render: (entry) => entry.ip ?? '—', hiddenByDefault: true },
];

/** The log as its controller asks for it: the URL's days sent as instants. */
const auditLogQuery = (search: AuditLogSearch) => auditLogQueryOptions(auditQueryOf(search));

/**
 * Every change made in the console, newest first, for those with settings.view: filtered by
 * who made it, the kind of record and the days, with that state in the URL (prefix "audit.").
 */
export function AuditLog() {
  const list = useListScreen({
    area: auditArea,
    schema: auditLogSearchSchema,
    query: auditLogQuery,
    label: 'the audit log',
    table: { key: AUDIT_TABLE_KEY, columns: auditColumns },
    prefix: AUDIT_SEARCH_PREFIX,
  });

  return (
    <ListScreen
      list={list}
      filters={<AuditLogFilters search={list.search} onChange={list.setFilters} />}
      table={{
        label: 'Audit log',
        rowKey: (entry) => String(entry.id),
        empty: 'No change matches.',
      }}
    />
  );
}

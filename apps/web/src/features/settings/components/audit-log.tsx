import type { AuditEntry } from '@depot/contracts/audit';
import { Flex } from 'antd';
import { AuditChangeList } from '@/components/audit-change-list.tsx';
import { ColumnChooser } from '@/components/column-chooser.tsx';
import { DataTable } from '@/components/list/data-table.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { type ChoosableColumn, useArrangedColumns } from '@/components/use-arranged-columns.ts';
import { auditActionLabels, entityLabel } from '@/lib/format/audit-changes.ts';
import { countOf } from '@/lib/format/format.ts';
import { formatDateTime } from '@/lib/format/format-date.ts';
import { useSearchState } from '@/lib/screen/use-search-state.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { AuditLogFilters } from './audit-log-filters.tsx';
import { AUDIT_SEARCH_PREFIX, auditLogSearchSchema, auditQueryOf } from './audit-log-search.ts';

const AUDIT_TABLE_KEY = 'audit';

const auditColumns: ChoosableColumn<AuditEntry>[] = [
  { key: 'at', title: 'When', render: (entry) => formatDateTime(entry.at) },
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

/**
 * Every change made in the console, newest first, for those with settings.view: filtered by
 * who made it, the kind of record and the days, with that state in the URL (prefix "audit.").
 */
export function AuditLog() {
  const [search, setSearch] = useSearchState(auditLogSearchSchema, AUDIT_SEARCH_PREFIX);
  const log = useAuditLog(auditQueryOf(search));
  const columns = useArrangedColumns(AUDIT_TABLE_KEY, auditColumns);

  return (
    <>
      <AuditLogFilters search={search} onSearchChange={setSearch} />
      <Flex justify="flex-end" style={{ marginBottom: 16 }}>
        <ColumnChooser
          tableKey={AUDIT_TABLE_KEY}
          tableLabel="the audit log"
          columns={auditColumns}
        />
      </Flex>
      <RequestError error={log.error} />
      <DataTable<AuditEntry>
        label="Audit log"
        rowKey={(entry) => String(entry.id)}
        columns={columns}
        rows={log.data?.items}
        loading={log.isPending && log.fetchStatus !== 'idle'}
        empty="No change matches."
        pagination={{
          page: search.page,
          pageSize: search.pageSize,
          total: log.data?.total ?? 0,
          pageSizes: [10, 20, 50, 100],
          onChange: (page, pageSize) => setSearch({ page, pageSize }),
          describeTotal: (total) => countOf(total, 'change', 'changes'),
          label: 'the audit log',
        }}
      />
    </>
  );
}

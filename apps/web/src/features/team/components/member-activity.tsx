import type { AuditEntry } from '@depot/contracts/audit';
import { Alert, Flex, Typography } from 'antd';
import { AuditChangeList } from '@/components/audit-change-list.tsx';
import { ColumnChooser } from '@/components/column-chooser.tsx';
import { DataTable } from '@/components/list/data-table.tsx';
import { type ChoosableColumn, useArrangedColumns } from '@/components/use-arranged-columns.ts';
import { apiErrorMessage } from '@/lib/api/api-client.ts';
import { auditActionLabels, entityLabel } from '@/lib/format/audit-changes.ts';
import { formatDateTime } from '@/lib/format/format-date.ts';
import { useTeamMemberActivity } from '../api/get-team-member-activity.ts';

const ACTIVITY_TABLE_KEY = 'team-activity';

const activityColumns: ChoosableColumn<AuditEntry>[] = [
  { key: 'at', title: 'When', render: (entry) => formatDateTime(entry.at) },
  { key: 'action', title: 'Action', render: (entry) => auditActionLabels[entry.action] },
  {
    key: 'record',
    title: 'Record',
    render: (entry) => `${entityLabel(entry.entity)} ${entry.entityId}`,
  },
  {
    key: 'changes',
    title: 'Changes',
    render: (entry) =>
      entry.changesHidden ? (
        <Typography.Text type="secondary">
          Not shown: your role cannot view this record or the audit log.
        </Typography.Text>
      ) : (
        <AuditChangeList entry={entry} />
      ),
  },
];

/** What this member changed in the console, newest first (their last 50 changes). */
export function MemberActivity({ employeeId }: { employeeId: string }) {
  const activity = useTeamMemberActivity(employeeId);
  const columns = useArrangedColumns(ACTIVITY_TABLE_KEY, activityColumns);
  if (activity.isError)
    return <Alert type="error" showIcon title={apiErrorMessage(activity.error)} />;
  const shown = activity.data?.items.length ?? 0;
  const total = activity.data?.total ?? 0;
  return (
    <>
      <Flex justify="flex-end" align="baseline" gap={16} wrap style={{ marginBottom: 16 }}>
        {/* The server answers the newest 50 only; say so when there are more. */}
        {total > shown && (
          <Typography.Text type="secondary" style={{ marginRight: 'auto' }}>
            The latest {shown} of {total} changes. The audit log under Privileges lists them all.
          </Typography.Text>
        )}
        <ColumnChooser
          tableKey={ACTIVITY_TABLE_KEY}
          tableLabel="the member's activity"
          columns={activityColumns}
        />
      </Flex>
      <DataTable<AuditEntry>
        label="Activity"
        rowKey={(entry) => String(entry.id)}
        columns={columns}
        rows={activity.data?.items}
        loading={activity.isPending}
        empty="This member has not changed anything yet."
      />
    </>
  );
}

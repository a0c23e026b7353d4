import type { AuditEntry } from '@depot/contracts/audit';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Empty, Flex, Spin, Tag, Timeline, Typography } from 'antd';
import { apiErrorMessage } from '@/lib/api/api-client.ts';
import { auditActionLabels } from '@/lib/format/audit-changes.ts';
import { formatDateTime } from '@/lib/format/format-date.ts';
import { AuditChangeList } from './audit-change-list.tsx';

/** A record's history call, as the feature that owns the record declares it. */
export type HistoryQueryOptions<Key extends QueryKey> = UseQueryOptions<
  AuditEntry[],
  Error,
  AuditEntry[],
  Key
>;

type HistoryDrawerProps<Key extends QueryKey> = {
  open: boolean;
  onClose: () => void;
  /** "History of Asha Rao" */
  title: string;
  /** The record's history call (the feature declares it); fetched only while the drawer is open. */
  query: HistoryQueryOptions<Key>;
};

function EntryLine({ entry }: { entry: AuditEntry }) {
  const who = entry.actor ? `${entry.actor.fullName} (${entry.actor.employeeId})` : 'The system';
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} wrap align="center">
        <Tag>{auditActionLabels[entry.action]}</Tag>
        <Typography.Text>{formatDateTime(entry.at)}</Typography.Text>
        <Typography.Text type="secondary">by {who}</Typography.Text>
      </Flex>
      <AuditChangeList entry={entry} />
    </Flex>
  );
}

/** A record's changes, newest first, as a timeline; fetched while `enabled`. */
export function HistoryTimeline<Key extends QueryKey>({
  query,
  enabled = true,
}: {
  query: HistoryQueryOptions<Key>;
  enabled?: boolean;
}) {
  const history = useQuery({ ...query, enabled });
  return (
    <>
      {history.isPending && enabled && (
        <Flex justify="center">
          <span role="status" aria-label="Loading history">
            <Spin />
          </span>
        </Flex>
      )}
      {history.isError && <Alert type="error" showIcon title={apiErrorMessage(history.error)} />}
      {history.data?.length === 0 && <Empty description="No changes recorded yet." />}
      {history.data && history.data.length > 0 && (
        <Timeline
          items={history.data.map((entry) => ({
            key: entry.id,
            content: <EntryLine entry={entry} />,
          }))}
        />
      )}
    </>
  );
}

/** The standard History of one record: who changed what and when, newest first. */
export function HistoryDrawer<Key extends QueryKey>({
  open,
  onClose,
  title,
  query,
}: HistoryDrawerProps<Key>) {
  return (
    <Drawer open={open} onClose={onClose} title={title} size="large" destroyOnHidden>
      <HistoryTimeline query={query} enabled={open} />
    </Drawer>
  );
}

import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { RequestError } from '@/components/request-error.tsx';
import { useConfirm } from '@/components/use-confirm.ts';
import {
  type ActiveStatusSummary,
  summarizeActiveStatus,
} from '@/lib/format/active-status-summary.ts';
import { useChangeMemberStatus } from '../api/change-member-status.ts';

type BulkStatusProps = {
  /** Employee ids of the selected rows. */
  selectedIds: string[];
  /** Called once the server has answered, to clear the selection. */
  onDone: () => void;
};

function members(count: number): string {
  return `${count} team ${count === 1 ? 'member' : 'members'}`;
}

/**
 * Activate or deactivate the selected members in one call, then say what happened to each: the
 * server answers per id, and some may be refused (yourself, the last super-admin).
 */
export function BulkStatus({ selectedIds, onDone }: BulkStatusProps) {
  const status = useChangeMemberStatus();
  const { confirm } = useConfirm();
  const [summary, setSummary] = useState<ActiveStatusSummary | null>(null);

  async function apply(isActive: boolean) {
    setSummary(null);
    try {
      const results = await status.changeStatus(selectedIds, isActive);
      setSummary(summarizeActiveStatus(results, isActive));
      onDone();
    } catch {
      // The mutation keeps the error; RequestError below shows it.
    }
  }

  function deactivate() {
    confirm({
      content: `Deactivate ${members(selectedIds.length)}? They are signed out at once and cannot sign in until activated again.`,
      onOk: () => apply(false),
    });
  }

  return (
    <>
      {summary && (
        <Alert
          type={summary.isComplete ? 'success' : 'warning'}
          showIcon
          closable={{ onClose: () => setSummary(null), 'aria-label': 'Dismiss' }}
          title={summary.text}
          description={
            summary.problems.length > 0 && (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {summary.problems.map((problem) => (
                  <li key={problem.id}>
                    {problem.id}: {problem.message}
                  </li>
                ))}
              </ul>
            )
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <RequestError error={status.error} />
      {selectedIds.length > 0 && (
        <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
          <Typography.Text>{members(selectedIds.length)} selected</Typography.Text>
          <Button loading={status.isPending} onClick={() => apply(true)}>
            Activate
          </Button>
          <Button danger loading={status.isPending} onClick={deactivate}>
            Deactivate
          </Button>
        </Flex>
      )}
    </>
  );
}

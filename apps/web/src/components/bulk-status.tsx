import type { ChangeActiveStatusResult } from '@depot/contracts/active-status';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { RequestError } from '@/components/request-error.tsx';
import { useConfirm } from '@/components/use-confirm.ts';
import {
  type ActiveStatusSummary,
  type BulkSummary,
  summarizeActiveStatus,
} from '@/lib/format/active-status-summary.ts';

type BulkStatusProps = {
  /** Ids of the selected rows. */
  selectedIds: string[];
  /** Called once the server has answered, to clear the selection. */
  onDone: () => void;
  /** "3 team members", "1 package". */
  noun: (count: number) => string;
  /** Switches the records on or off; resolves with the server's outcome per id. */
  changeStatus: (ids: string[], isActive: boolean) => Promise<ChangeActiveStatusResult['results']>;
  isPending: boolean;
  error: Error | null;
  /** What deactivating does to these records, said in the confirmation. */
  deactivateConsequence: string;
};

/**
 * What a bulk action did, as an alert: the sentence for all, then each id it could not act on
 * with the reason. Success when every id was acted on, a warning otherwise.
 */
export function BulkSummaryAlert({
  summary,
  onClose,
}: {
  summary: BulkSummary;
  onClose: () => void;
}) {
  return (
    <Alert
      type={summary.isComplete ? 'success' : 'warning'}
      showIcon
      closable={{ onClose, 'aria-label': 'Dismiss' }}
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
  );
}

/**
 * Activate or deactivate the selected rows in one call, then say what happened to each: the
 * server answers per id, and some may be refused or gone.
 */
export function BulkStatus(props: BulkStatusProps) {
  const { selectedIds, onDone, noun, changeStatus, isPending, error } = props;
  const { confirm } = useConfirm();
  const [summary, setSummary] = useState<ActiveStatusSummary | null>(null);

  async function apply(isActive: boolean) {
    setSummary(null);
    try {
      const results = await changeStatus(selectedIds, isActive);
      setSummary(summarizeActiveStatus(results, isActive));
      onDone();
    } catch {
      // The mutation keeps the error; RequestError below shows it.
    }
  }

  function deactivate() {
    confirm({
      content: `Deactivate ${noun(selectedIds.length)}? ${props.deactivateConsequence}`,
      onOk: () => apply(false),
    });
  }

  return (
    <>
      {summary && <BulkSummaryAlert summary={summary} onClose={() => setSummary(null)} />}
      <RequestError error={error} />
      {selectedIds.length > 0 && (
        <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
          <Typography.Text>{noun(selectedIds.length)} selected</Typography.Text>
          <Button loading={isPending} onClick={() => apply(true)}>
            Activate
          </Button>
          <Button danger loading={isPending} onClick={deactivate}>
            Deactivate
          </Button>
        </Flex>
      )}
    </>
  );
}

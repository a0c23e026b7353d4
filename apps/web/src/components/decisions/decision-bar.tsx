import { Button, Flex, Typography } from 'antd';
import type { DecisionControls } from './use-decisions.tsx';

/**
 * Approve or reject the selected records, then say what happened to each. Stays drawn while
 * nothing is selected, so the outcome shows after the selection has cleared.
 */
export function DecisionBar(props: {
  selectedIds: string[];
  /** "2 goods receipts". */
  subject: string;
  decision: DecisionControls;
}) {
  const { selectedIds, subject, decision } = props;
  return (
    <>
      {decision.feedback}
      {selectedIds.length > 0 && (
        <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
          <Typography.Text>{subject} selected</Typography.Text>
          <Button
            type="primary"
            loading={decision.isPending}
            onClick={() => decision.approve(selectedIds, subject)}
          >
            Approve
          </Button>
          <Button
            danger
            loading={decision.isPending}
            onClick={() => decision.reject(selectedIds, subject)}
          >
            Reject
          </Button>
        </Flex>
      )}
    </>
  );
}

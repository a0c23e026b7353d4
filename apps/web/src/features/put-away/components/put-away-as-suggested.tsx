import type { PutAwayAsSuggestedResult } from '@depot/contracts/put-away';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { BulkSummaryAlert } from '@/components/bulk-status.tsx';
import type { ListSelection } from '@/components/list/use-list-screen.ts';
import { RequestError } from '@/components/request-error.tsx';
import { useConfirm } from '@/components/use-confirm.ts';
import type { BulkSummary } from '@/lib/format/active-status-summary.ts';
import { formatCount } from '@/lib/format/format.ts';
import { usePutAwayAsSuggested } from '../api/put-away.ts';

/** What the server did with each task, as one sentence and each task it could not finish. */
export function summarizePutAway(results: PutAwayAsSuggestedResult['results']): BulkSummary {
  const done = results.filter((result) => result.outcome === 'put-away');
  const units = results.reduce((sum, result) => sum + result.units, 0);
  const problems = results
    .filter((result) => result.outcome !== 'put-away')
    .map((result) => ({
      id: `Task ${result.id}`,
      message:
        result.outcome === 'partly'
          ? `${formatCount(result.units)} units into ${result.bins.join(', ')}; ${result.message ?? ''}`
          : (result.message ?? result.outcome),
    }));
  return {
    text: `${formatCount(units)} units put away: ${formatCount(done.length)} of ${formatCount(results.length)} tasks done.`,
    isComplete: problems.length === 0,
    problems,
  };
}

/**
 * The selected tasks' units into the bins the console suggests, once confirmed: for a
 * supervisor confirming a put-away done as the list said, or a quiet day's receipts.
 */
export function PutAwayAsSuggested({ selectedIds, onDone, noun }: ListSelection) {
  const mutation = usePutAwayAsSuggested();
  const { confirm } = useConfirm();
  const [summary, setSummary] = useState<BulkSummary | null>(null);

  function run() {
    confirm({
      title: `Put away ${noun(selectedIds.length)} as suggested?`,
      content:
        'Each task’s units move from the receiving area into the bins suggested for it, filling one before the next. The stock changes at once.',
      okText: 'Put away',
      onOk: async () => {
        setSummary(null);
        const answer = await mutation.mutateAsync(selectedIds.map(Number)).catch(() => null);
        if (!answer) return;
        setSummary(summarizePutAway(answer.results));
        onDone();
      },
    });
  }

  return (
    <Flex vertical gap={8}>
      {summary && <BulkSummaryAlert summary={summary} onClose={() => setSummary(null)} />}
      <RequestError error={mutation.error} />
      <Flex gap={8} wrap>
        <Button type="primary" onClick={run} loading={mutation.isPending}>
          Put away as suggested
        </Button>
      </Flex>
    </Flex>
  );
}

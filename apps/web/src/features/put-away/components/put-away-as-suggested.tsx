import type { PutAwayAsSuggestedResult } from '@depot/contracts/put-away';
import { BulkAction } from '@/components/bulk-action.tsx';
import type { ListSelection } from '@/components/list/use-list-screen.ts';
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
export function PutAwayAsSuggested(selection: ListSelection) {
  const mutation = usePutAwayAsSuggested();
  return (
    <BulkAction
      {...selection}
      label="Put away as suggested"
      question={(subject) => `Put away ${subject} as suggested?`}
      consequence="Each task’s units move from the receiving area into the bins suggested for it, filling one before the next. The stock changes at once."
      okText="Put away"
      act={async (ids) => summarizePutAway((await mutation.mutateAsync(ids.map(Number))).results)}
      isPending={mutation.isPending}
      error={mutation.error}
    />
  );
}

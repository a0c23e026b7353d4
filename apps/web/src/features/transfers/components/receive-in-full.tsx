import type { ReceiveInFullResult } from '@depot/contracts/transfers';
import { BulkAction } from '@/components/bulk-action.tsx';
import type { ListSelection } from '@/components/list/use-list-screen.ts';
import type { BulkSummary } from '@/lib/format/active-status-summary.ts';
import { formatCount } from '@/lib/format/format.ts';
import { useReceiveInFull } from '../api/transfers.ts';

/** What the server did with each transfer: one sentence, and each it could not receive. */
export function summarizeReceipts(results: ReceiveInFullResult['results']): BulkSummary {
  const received = results.filter((result) => result.outcome === 'received');
  const units = received.reduce((sum, result) => sum + result.units, 0);
  const problems = results
    .filter((result) => result.outcome !== 'received')
    .map((result) => ({ id: result.code, message: result.message ?? result.outcome }));
  return {
    text: `${formatCount(received.length)} of ${formatCount(results.length)} received in full: ${formatCount(units)} units.`,
    isComplete: problems.length === 0,
    problems,
  };
}

/**
 * The selected transfers' units still in transit, all into their receiving warehouse's
 * receiving area, once confirmed: for trucks unloaded whole.
 */
export function ReceiveInFull(selection: ListSelection) {
  const mutation = useReceiveInFull();
  return (
    <BulkAction
      {...selection}
      label="Receive in full"
      question={(subject) => `Receive ${subject} in full?`}
      consequence="Everything still in transit of each goes into its receiving warehouse’s receiving area, to be put away from there. The stock changes at once."
      okText="Receive"
      act={async (codes) => summarizeReceipts((await mutation.mutateAsync(codes)).results)}
      isPending={mutation.isPending}
      error={mutation.error}
    />
  );
}

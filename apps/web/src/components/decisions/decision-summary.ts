import type { DecisionResult } from '@depot/contracts/receiving';
import type { BulkSummary } from '@/lib/format/active-status-summary.ts';

type Result = DecisionResult['results'][number];
export type DecisionKind = 'approve' | 'reject';
type Kind = DecisionKind;

/**
 * What the screen knows of the records decided: the words of a record's status once it is no
 * longer pending ("approved"), and what approving needs, said when the server gives no reason.
 */
export type DecisionContext = {
  settledStatusOf?: (id: string) => string | undefined;
  approvalNeeds?: string;
};

const done: Record<Kind, string> = { approve: 'approved', reject: 'rejected' };

/** Why one receipt was not decided, in the person's words rather than the outcome's code. */
function refusal(result: Result, kind: Kind, context: DecisionContext) {
  switch (result.outcome) {
    case 'not_found':
      return 'not found: it may have been deleted.';
    case 'wrong_status': {
      // The status the person last saw may be the one that was pending: then it is not named.
      const status = context.settledStatusOf?.(result.id);
      return status
        ? `not pending (${status}).`
        : 'not pending any more: someone has decided on it.';
    }
    case 'forbidden':
      return `you raised it: another person must ${kind} it.`;
    // The server says what is missing or short: a line's count, the stock free to take.
    case 'incomplete':
      return result.message ?? `not complete: approval needs ${context.approvalNeeds ?? 'more'}.`;
    case 'failed':
      return `not ${done[kind]}: the server could not do it just now. Try it again.`;
    default:
      return result.message ?? 'refused by the server.';
  }
}

/**
 * One sentence out of the per-id answer of an approval or rejection, then each refused id with
 * its reason: "2 approved, 2 not approved" and "GRN-000014: you raised it: another person must
 * approve it."
 */
export function summarizeDecision(
  results: readonly Result[],
  kind: Kind,
  context: DecisionContext = {},
): BulkSummary {
  const decided = results.filter((result) => result.outcome === done[kind]);
  const refused = results.filter((result) => result.outcome !== done[kind]);
  const parts: string[] = [];
  if (decided.length > 0) parts.push(`${decided.length} ${done[kind]}`);
  if (refused.length > 0) parts.push(`${refused.length} not ${done[kind]}`);
  return {
    text: parts.length > 0 ? parts.join(', ') : 'Nothing was changed.',
    isComplete: refused.length === 0,
    problems: refused.map((result) => ({
      id: result.id,
      message: refusal(result, kind, context),
    })),
  };
}

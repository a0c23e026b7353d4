import type { ChangeActiveStatusResult } from '@depot/contracts/active-status';

type Outcome = ChangeActiveStatusResult['results'][number];

/** What a bulk action did, said once for all and then per id it could not act on. */
export type BulkSummary = {
  /** "2 deactivated, 1 refused: You cannot deactivate yourself." */
  text: string;
  /** Every id was acted on (or already in the state asked for). */
  isComplete: boolean;
  /** The ids that were not acted on, each with the reason. */
  problems: { id: string; message: string }[];
};

export type ActiveStatusSummary = BulkSummary;

function distinctMessages(outcomes: Outcome[], fallback: string): string {
  return [...new Set(outcomes.map((outcome) => outcome.message ?? fallback))].join(' ');
}

/** One sentence out of the per-id answer of change-active-status. */
export function summarizeActiveStatus(results: Outcome[], isActive: boolean): ActiveStatusSummary {
  const of = (kind: Outcome['outcome']) => results.filter((result) => result.outcome === kind);
  const updated = of('updated');
  const unchanged = of('unchanged');
  const notFound = of('not_found');
  const refused = of('refused');
  const parts: string[] = [];
  if (updated.length > 0) parts.push(`${updated.length} ${isActive ? 'activated' : 'deactivated'}`);
  if (unchanged.length > 0) {
    parts.push(`${unchanged.length} already ${isActive ? 'active' : 'inactive'}`);
  }
  if (notFound.length > 0) parts.push(`${notFound.length} not found`);
  if (refused.length > 0) {
    parts.push(`${refused.length} refused: ${distinctMessages(refused, 'Refused by the server.')}`);
  }
  const problems = [...notFound, ...refused].map((result) => ({
    id: result.id,
    message: result.message ?? (result.outcome === 'refused' ? 'Refused.' : 'Not found.'),
  }));
  return {
    text: parts.length > 0 ? parts.join(', ') : 'Nothing was changed.',
    isComplete: problems.length === 0,
    problems,
  };
}

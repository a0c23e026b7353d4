import type { DecisionResult } from '@depot/contracts/receiving';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { BulkSummaryAlert } from '@/components/bulk-status.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { useConfirm } from '@/components/use-confirm.ts';
import type { BulkSummary } from '@/lib/format/active-status-summary.ts';
import { type DecisionContext, summarizeDecision } from './decision-summary.ts';

// The comment form comes with the controls (a few hundred bytes): they load with the screens
// that decide, and, together, stay a file of their own rather than part of every screen's.
import { RejectDialog } from './reject-dialog.tsx';

export type Decision = { kind: 'approve' } | { kind: 'reject'; comment: string };

/** A mutation that approves or rejects records by id, answered per id. */
export type DecideMutation = UseMutationResult<
  DecisionResult['results'],
  Error,
  { ids: string[]; decision: Decision }
>;

export type DecisionControls = {
  /** Asks to confirm, then approves. `subject`: "2 goods receipts", "GRN-000012". */
  approve: (ids: string[], subject: string) => void;
  /** Opens the comment dialog, then rejects. */
  reject: (ids: string[], subject: string) => void;
  isPending: boolean;
  /** The answer per id, the request's error and the comment dialog, where the screen shows them. */
  feedback: ReactNode;
};

/**
 * Approving and rejecting records, one or many, answered per id: what happened to each is
 * said in words once the server has answered. `onDecided` runs after an answer (to clear a
 * selection, say).
 */
export function useDecisions(options: {
  decide: DecideMutation;
  /** What approving makes final, asked before it is done. */
  approveConsequence: string;
  commentSchema: z.ZodType;
  /** Who is told of a rejection. */
  told: string;
  /** Read once the lists have refreshed after an answer. */
  context?: () => DecisionContext;
  onDecided?: () => void;
}): DecisionControls {
  const { decide, onDecided } = options;
  const { confirm } = useConfirm();
  const [summary, setSummary] = useState<BulkSummary | null>(null);
  const [rejecting, setRejecting] = useState<{ ids: string[]; subject: string } | null>(null);

  async function run(ids: string[], decision: Decision): Promise<boolean> {
    setSummary(null);
    try {
      const results = await decide.mutateAsync({ ids, decision });
      // The lists have been refreshed by now: a record decided meanwhile shows its new status.
      setSummary(summarizeDecision(results, decision.kind, options.context?.() ?? {}));
      onDecided?.();
      return true;
    } catch {
      // The mutation keeps the error; RequestError shows it.
      return false;
    }
  }

  return {
    approve: (ids, subject) =>
      confirm({
        title: 'Approve',
        content: `Approve ${subject}? ${options.approveConsequence}`,
        okText: 'Approve',
        onOk: () => run(ids, { kind: 'approve' }),
      }),
    reject: (ids, subject) => {
      setSummary(null);
      decide.reset();
      setRejecting({ ids, subject });
    },
    isPending: decide.isPending,
    feedback: (
      <>
        {summary && <BulkSummaryAlert summary={summary} onClose={() => setSummary(null)} />}
        {!rejecting && <RequestError error={decide.error} />}
        {rejecting && (
          <RejectDialog
            subject={rejecting.subject}
            commentSchema={options.commentSchema}
            told={options.told}
            loading={decide.isPending}
            error={decide.error}
            onReject={async (comment) => {
              if (await run(rejecting.ids, { kind: 'reject', comment })) setRejecting(null);
            }}
            onClose={() => setRejecting(null)}
          />
        )}
      </>
    ),
  };
}

import type { Receiving, ReceivingStatus } from '@depot/contracts/receiving';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { BulkSummaryAlert } from '@/components/bulk-status.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { useConfirm } from '@/components/use-confirm.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';
import type { BulkSummary } from '@/lib/format/active-status-summary.ts';
import { type Decision, useDecideReceipts } from '../api/receiving.ts';
import { summarizeDecision } from './decision-summary.ts';

// The comment form loads when someone rejects, not with the screen.
const RejectDialog = lazy(() =>
  import('./reject-dialog.tsx').then((module) => ({ default: module.RejectDialog })),
);

/** A receipt's status as the refreshed cache knows it: a list page or the receipt itself. */
function cachedStatus(queryClient: QueryClient, id: string): ReceivingStatus | undefined {
  const receipt = queryClient.getQueryData<Receiving>(queryKeys.receiving.record(id));
  if (receipt) return receipt.status;
  const pages = queryClient.getQueriesData<{ items: Receiving[] }>({
    queryKey: queryKeys.receiving.list(),
    exact: false,
  });
  for (const [, page] of pages) {
    const found = page?.items.find((item) => item.id === id);
    if (found) return found.status;
  }
  return undefined;
}

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
 * Approving and rejecting receipts, one or many, answered per id: what happened to each is
 * said in words once the server has answered. `onDecided` runs after an answer (to clear a
 * selection, say).
 */
export function useDecision(onDecided?: () => void): DecisionControls {
  const decide = useDecideReceipts();
  const queryClient = useQueryClient();
  const { confirm } = useConfirm();
  const [summary, setSummary] = useState<BulkSummary | null>(null);
  const [rejecting, setRejecting] = useState<{ ids: string[]; subject: string } | null>(null);

  async function run(ids: string[], decision: Decision): Promise<boolean> {
    setSummary(null);
    try {
      const results = await decide.mutateAsync({ ids, decision });
      // The lists have been refreshed by now: a receipt decided meanwhile shows its new status.
      setSummary(summarizeDecision(results, decision.kind, (id) => cachedStatus(queryClient, id)));
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
        content: `Approve ${subject}? The counted and rejected quantities become final.`,
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
          <Suspense fallback={null}>
            <RejectDialog
              subject={rejecting.subject}
              loading={decide.isPending}
              error={decide.error}
              onReject={async (comment) => {
                if (await run(rejecting.ids, { kind: 'reject', comment })) setRejecting(null);
              }}
              onClose={() => setRejecting(null)}
            />
          </Suspense>
        )}
      </>
    ),
  };
}

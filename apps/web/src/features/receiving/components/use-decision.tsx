import type { ReceivingStatus } from '@depot/contracts/receiving';
import {
  type Receiving,
  receivingStatusLabels,
  rejectReceivingBodySchema,
} from '@depot/contracts/receiving';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type DecisionControls, useDecisions } from '@/components/decisions/use-decisions.tsx';
import { queryKeys } from '@/lib/api/query-keys.ts';
import { useDecideReceipts } from '../api/receiving.ts';

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

/** Approving and rejecting goods receipts, one or many, answered per id. */
export function useDecision(onDecided?: () => void): DecisionControls {
  const queryClient = useQueryClient();
  return useDecisions({
    decide: useDecideReceipts(),
    approveConsequence: 'The counted and rejected quantities become final.',
    commentSchema: rejectReceivingBodySchema.shape.comment,
    told: 'The people who raised them are told, with this comment.',
    context: () => ({
      settledStatusOf: (id) => {
        const status = cachedStatus(queryClient, id);
        return status && status !== 'pending'
          ? receivingStatusLabels[status].toLowerCase()
          : undefined;
      },
      approvalNeeds: 'every line’s received quantity and the warehouse',
    }),
    ...(onDecided ? { onDecided } : {}),
  });
}

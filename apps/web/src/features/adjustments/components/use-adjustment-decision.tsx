import {
  type Adjustment,
  adjustmentStatusLabels,
  rejectAdjustmentsBodySchema,
} from '@depot/contracts/adjustments';
import { useQueryClient } from '@tanstack/react-query';
import { type DecisionControls, useDecisions } from '@/components/decisions/use-decisions.tsx';
import { adjustmentKeys, useDecideAdjustments } from '../api/adjustments.ts';

/** Approving (posting) and rejecting adjustments, one or many, answered per id. */
export function useAdjustmentDecision(onDecided?: () => void): DecisionControls {
  const queryClient = useQueryClient();
  return useDecisions({
    decide: useDecideAdjustments(),
    approveConsequence: 'Its changes are posted to the stock and cannot be undone.',
    commentSchema: rejectAdjustmentsBodySchema.shape.comment,
    told: 'Whoever raised them sees this comment on the adjustment.',
    context: () => ({
      settledStatusOf: (code) => {
        const status = queryClient.getQueryData<Adjustment>(adjustmentKeys.record(code))?.status;
        return status && status !== 'pending'
          ? adjustmentStatusLabels[status].toLowerCase()
          : undefined;
      },
      approvalNeeds: 'the units to be there',
    }),
    ...(onDecided ? { onDecided } : {}),
  });
}

import { type Count, countStatusLabels, rejectCountsBodySchema } from '@depot/contracts/counts';
import { useQueryClient } from '@tanstack/react-query';
import { type DecisionControls, useDecisions } from '@/components/decisions/use-decisions.tsx';
import { countKeys, useDecideCounts } from '../api/counts.ts';

/** Approving (posting the variances of) and rejecting counts, one or many, answered per id. */
export function useCountDecision(onDecided?: () => void): DecisionControls {
  const queryClient = useQueryClient();
  return useDecisions({
    decide: useDecideCounts(),
    approveConsequence:
      'Its variances are posted to the stock as count corrections and cannot be undone.',
    commentSchema: rejectCountsBodySchema.shape.comment,
    told: 'Whoever began the count sees this comment on it.',
    context: () => ({
      settledStatusOf: (code) => {
        const status = queryClient.getQueryData<Count>(countKeys.record(code))?.status;
        return status && status !== 'review' && status !== 'counting'
          ? countStatusLabels[status].toLowerCase()
          : undefined;
      },
      approvalNeeds: 'the units short to be there still',
    }),
    ...(onDecided ? { onDecided } : {}),
  });
}

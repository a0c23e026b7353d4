import { describe, expect, test } from 'vitest';
import { summarizeDecision } from './decision-summary.ts';

describe('summary of an approval or rejection', () => {
  test('counts the decided and names each refusal in words', () => {
    const summary = summarizeDecision(
      [
        { id: 'GRN-000011', outcome: 'approved' },
        { id: 'GRN-000012', outcome: 'wrong_status' },
        { id: 'GRN-000013', outcome: 'approved' },
        { id: 'GRN-000014', outcome: 'forbidden' },
        { id: 'GRN-000015', outcome: 'incomplete' },
        {
          id: 'GRN-000018',
          outcome: 'incomplete',
          message: 'Choose the warehouse GRN-000018 arrived at before approving it.',
        },
        { id: 'GRN-000016', outcome: 'not_found' },
        { id: 'GRN-000017', outcome: 'failed' },
      ],
      'approve',
      {
        settledStatusOf: (id) => (id === 'GRN-000012' ? 'approved' : undefined),
        approvalNeeds: 'every line’s received quantity and the warehouse',
      },
    );
    expect(summary.text).toBe('2 approved, 6 not approved');
    expect(summary.isComplete).toBe(false);
    expect(summary.problems).toEqual([
      { id: 'GRN-000012', message: 'not pending (approved).' },
      { id: 'GRN-000014', message: 'you raised it: another person must approve it.' },
      {
        id: 'GRN-000015',
        message: 'not complete: approval needs every line’s received quantity and the warehouse.',
      },
      {
        id: 'GRN-000018',
        message: 'Choose the warehouse GRN-000018 arrived at before approving it.',
      },
      { id: 'GRN-000016', message: 'not found: it may have been deleted.' },
      {
        id: 'GRN-000017',
        message: 'not approved: the server could not do it just now. Try it again.',
      },
    ]);
  });

  test('an approver not independent of the raiser is told the server’s reason', () => {
    const message =
      'Member insider (EMP-0012), who created GRN-000018, invited or changed your account in the last 90 days; someone else must approve it.';
    const summary = summarizeDecision(
      [{ id: 'GRN-000018', outcome: 'not_independent', message }],
      'approve',
    );
    expect(summary).toEqual({
      text: '1 not approved',
      isComplete: false,
      problems: [{ id: 'GRN-000018', message }],
    });
  });

  test('a rejection of every id is complete', () => {
    expect(summarizeDecision([{ id: 'GRN-000011', outcome: 'rejected' }], 'reject')).toEqual({
      text: '1 rejected',
      isComplete: true,
      problems: [],
    });
  });
});

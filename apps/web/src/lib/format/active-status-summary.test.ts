import { describe, expect, test } from 'vitest';
import { summarizeActiveStatus } from './active-status-summary.ts';

describe('summary of change-active-status', () => {
  test('counts each outcome and quotes the reasons for refusals', () => {
    const summary = summarizeActiveStatus(
      [
        { id: 'EMP-0001', outcome: 'updated' },
        { id: 'EMP-0002', outcome: 'unchanged' },
        { id: 'EMP-0003', outcome: 'not_found', message: 'No team member has this id.' },
        { id: 'EMP-0004', outcome: 'refused', message: 'You cannot deactivate yourself.' },
      ],
      false,
    );
    expect(summary.text).toBe(
      '1 deactivated, 1 already inactive, 1 not found, 1 refused: You cannot deactivate yourself.',
    );
    expect(summary.isComplete).toBe(false);
    expect(summary.problems.map((problem) => problem.id)).toEqual(['EMP-0003', 'EMP-0004']);
  });

  test('all switched is complete', () => {
    const summary = summarizeActiveStatus([{ id: 'EMP-0001', outcome: 'updated' }], true);
    expect(summary).toEqual({ text: '1 activated', isComplete: true, problems: [] });
  });
});

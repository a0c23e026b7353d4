import { z } from 'zod';
import { text } from './common.ts';

/** change-active-status (docs/BEHAVIOUR.md §10): switch users or team members on or off, answered per id. */
export const changeActiveStatusBodySchema = z.object({
  type: z.enum(['user', 'team']),
  ids: z.array(text(40).min(1)).min(1, 'Choose at least one').max(100, 'Choose at most 100'),
  isActive: z.boolean(),
});
export type ChangeActiveStatusBody = z.infer<typeof changeActiveStatusBodySchema>;
export const activeStatusOutcomes = ['updated', 'unchanged', 'not_found', 'refused'] as const;
export const changeActiveStatusResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      outcome: z.enum(activeStatusOutcomes),
      message: z.string().optional(),
    }),
  ),
});
export type ChangeActiveStatusResult = z.infer<typeof changeActiveStatusResultSchema>;

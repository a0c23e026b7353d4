import { z } from 'zod';
import { recordIdSchema } from './common.ts';

/** Whether a record is in use: a user, a team member, a package or a zone. */
export const activeStatuses = ['active', 'inactive'] as const;
export type ActiveStatus = (typeof activeStatuses)[number];
/** Each in words, wherever the console, an export or History shows one. */
export const activeStatusLabels = {
  active: 'Active',
  inactive: 'Inactive',
} as const satisfies Record<ActiveStatus, string>;

/** change-active-status (docs/BEHAVIOUR.md §10): switch users or team members on or off, answered per id. */
export const changeActiveStatusBodySchema = z.object({
  type: z.enum(['user', 'team']),
  ids: z.array(recordIdSchema).min(1, 'Choose at least one').max(100, 'Choose at most 100'),
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

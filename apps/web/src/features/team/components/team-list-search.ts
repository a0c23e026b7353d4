import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@depot/contracts/common';
import { roleKeySchema } from '@depot/contracts/roles';
import { teamListQuerySchema, teamMemberStatuses } from '@depot/contracts/team';
import { z } from 'zod';

/**
 * The Team list's state as the URL holds it (CONVENTIONS #6). Every field falls back to its
 * default when the URL holds something the server would refuse, so a mistyped or stale link
 * still opens a working list.
 */
export const teamListSearchSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).catch(DEFAULT_PAGE_SIZE),
  sort: teamListQuerySchema.shape.sort.catch(undefined),
  q: z
    .string()
    .trim()
    .max(200)
    .transform((text) => text || undefined)
    .optional()
    .catch(undefined),
  role: roleKeySchema.optional().catch(undefined),
  status: z.enum(teamMemberStatuses).optional().catch(undefined),
});
export type TeamListSearch = z.output<typeof teamListSearchSchema>;

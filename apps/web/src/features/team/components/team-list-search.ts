import { roleKeySchema } from '@depot/contracts/roles';
import { teamListQuerySchema, teamMemberStatuses } from '@depot/contracts/team';
import { z } from 'zod';
import { listSearchFields } from '@/lib/screen/list-search.ts';

/** The Team list's state as the URL holds it; each field falls back as `listSearchFields` do. */
export const teamListSearchSchema = z.object({
  ...listSearchFields,
  sort: teamListQuerySchema.shape.sort.catch(undefined),
  role: roleKeySchema.optional().catch(undefined),
  status: z.enum(teamMemberStatuses).optional().catch(undefined),
});
export type TeamListSearch = z.output<typeof teamListSearchSchema>;

import { teamListQuerySchema } from '@depot/contracts/team';
import type { z } from 'zod';
import { listStateSchema } from '@/lib/screen/list-search.ts';

/** The Team list's state as the URL holds it; a field the server would refuse falls back. */
export const teamListSearchSchema = listStateSchema(teamListQuerySchema);
export type TeamListSearch = z.output<typeof teamListSearchSchema>;

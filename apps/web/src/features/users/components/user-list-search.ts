import { userFiltersSchema } from '@depot/contracts/users';
import type { z } from 'zod';
import { listStateSchema } from '@/lib/screen/list-search.ts';

/** The Users list's state as the URL holds it; a field the server would refuse falls back. */
export const userListSearchSchema = listStateSchema(userFiltersSchema);
export type UserListSearch = z.output<typeof userListSearchSchema>;

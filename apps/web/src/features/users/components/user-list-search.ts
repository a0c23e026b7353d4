import { countryCodeParamSchema } from '@depot/contracts/reference';
import { planStatuses, userFiltersSchema, userStatuses } from '@depot/contracts/users';
import { z } from 'zod';
import { listSearchFields } from '@/lib/screen/list-search.ts';

/** The Users list's state as the URL holds it; each field falls back as `listSearchFields` do. */
export const userListSearchSchema = z.object({
  ...listSearchFields,
  sort: userFiltersSchema.shape.sort.catch(undefined),
  status: z.enum(userStatuses).optional().catch(undefined),
  package: z
    .string()
    .regex(/^[A-Z0-9-]{1,30}$/)
    .optional()
    .catch(undefined),
  planStatus: z.enum(planStatuses).optional().catch(undefined),
  country: countryCodeParamSchema.optional().catch(undefined),
});
export type UserListSearch = z.output<typeof userListSearchSchema>;

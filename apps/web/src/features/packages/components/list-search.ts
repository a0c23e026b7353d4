import { catalogueStatuses } from '@depot/contracts/catalogue';
import { billingCycles, packageFiltersSchema } from '@depot/contracts/packages';
import { countryCodeParamSchema } from '@depot/contracts/reference';
import { zoneFiltersSchema } from '@depot/contracts/zones';
import { z } from 'zod';
import { listSearchFields } from '@/lib/screen/list-search.ts';

/** The tabs of /packages, kept in the URL (`?tab=zones`). */
export const packagesTabs = ['packages', 'zones'] as const;
export type PackagesTab = (typeof packagesTabs)[number];

export const packagesTabSchema = z.object({
  tab: z.enum(packagesTabs).optional().catch(undefined),
});

const listFields = {
  ...listSearchFields,
  status: z.enum(catalogueStatuses).optional().catch(undefined),
};

/** The Packages tab's list state in the URL. */
export const packageListSearchSchema = z.object({
  ...listFields,
  sort: packageFiltersSchema.shape.sort.catch(undefined),
  billingCycle: z.enum(billingCycles).optional().catch(undefined),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional()
    .catch(undefined),
});
export type PackageListSearch = z.output<typeof packageListSearchSchema>;

/** The Zones tab's list state in the URL. */
export const zoneListSearchSchema = z.object({
  ...listFields,
  sort: zoneFiltersSchema.shape.sort.catch(undefined),
  country: countryCodeParamSchema.optional().catch(undefined),
});
export type ZoneListSearch = z.output<typeof zoneListSearchSchema>;

export const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;

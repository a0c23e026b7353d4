import { packageFiltersSchema, packagesArea } from '@depot/contracts/packages';
import { zoneFiltersSchema } from '@depot/contracts/zones';
import { z } from 'zod';
import { statusOptionsOf } from '@/lib/format/status-options.ts';
import { listStateSchema } from '@/lib/screen/list-search.ts';

/** The tabs of /packages, kept in the URL (`?tab=zones`). */
export const packagesTabs = ['packages', 'zones'] as const;
export type PackagesTab = (typeof packagesTabs)[number];

export const packagesTabSchema = z.object({
  tab: z.enum(packagesTabs).optional().catch(undefined),
});

/** The Packages tab's list state in the URL. */
export const packageListSearchSchema = listStateSchema(packageFiltersSchema);
export type PackageListSearch = z.output<typeof packageListSearchSchema>;

/** The Zones tab's list state in the URL. */
export const zoneListSearchSchema = listStateSchema(zoneFiltersSchema);
export type ZoneListSearch = z.output<typeof zoneListSearchSchema>;

export const statusOptions = statusOptionsOf(packagesArea.statuses);

import type { AreaDeclaration } from './area.ts';
import { allAreas } from './areas.ts';
import { auditEndpoints } from './audit.ts';
import { authEndpoints } from './auth.ts';
import { dashboardEndpoints } from './dashboard.ts';
import type { Endpoint } from './endpoint.ts';
import { healthEndpoints } from './health.ts';
import { locationImportEndpoints } from './location-import.ts';
import { notificationsEndpoints } from './notifications.ts';
import { referenceEndpoints } from './reference.ts';
import { rolesEndpoints } from './roles.ts';
import { searchEndpoints } from './search.ts';
import { settingsEndpoints } from './settings.ts';
import { skuImportEndpoints } from './sku-import.ts';
import { userImportEndpoints } from './user-import.ts';
import { userPlansEndpoints } from './user-plans.ts';

/** The groups of no list area, then every area's own groups from its declaration. */
const groups: readonly Readonly<Record<string, Endpoint>>[] = [
  healthEndpoints,
  authEndpoints,
  settingsEndpoints,
  notificationsEndpoints,
  rolesEndpoints,
  auditEndpoints,
  referenceEndpoints,
  userPlansEndpoints,
  userImportEndpoints,
  locationImportEndpoints,
  skuImportEndpoints,
  dashboardEndpoints,
  searchEndpoints,
  ...allAreas.flatMap((area): AreaDeclaration['groups'] => area.groups),
];

/**
 * Every endpoint the API serves, for the checks that must see them all (each is registered,
 * documented with its error codes, and guarded).
 */
export const allEndpoints: Endpoint[] = groups.flatMap((group) => Object.values(group));

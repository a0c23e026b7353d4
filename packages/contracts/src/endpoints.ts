import { auditEndpoints } from './audit.ts';
import { authEndpoints } from './auth.ts';
import { dashboardEndpoints } from './dashboard.ts';
import type { Endpoint } from './endpoint.ts';
import { healthEndpoints } from './health.ts';
import { notificationsEndpoints } from './notifications.ts';
import { ordersEndpoints, reportsEndpoints } from './orders.ts';
import { packagesEndpoints } from './packages.ts';
import { receivingEndpoints } from './receiving.ts';
import { referenceEndpoints } from './reference.ts';
import { rolesEndpoints } from './roles.ts';
import { searchEndpoints } from './search.ts';
import { settingsEndpoints } from './settings.ts';
import { shipmentsEndpoints } from './shipments.ts';
import { teamEndpoints } from './team.ts';
import { transactionsEndpoints } from './transactions.ts';
import { userImportEndpoints } from './user-import.ts';
import { userPlansEndpoints } from './user-plans.ts';
import { usersEndpoints } from './users.ts';
import { zonesEndpoints } from './zones.ts';

/**
 * Every endpoint the API serves, for the checks that must see them all (each is registered,
 * documented with its error codes, and guarded). A new group is added here.
 */
export const allEndpoints: Endpoint[] = [
  healthEndpoints,
  authEndpoints,
  settingsEndpoints,
  notificationsEndpoints,
  rolesEndpoints,
  teamEndpoints,
  auditEndpoints,
  referenceEndpoints,
  zonesEndpoints,
  packagesEndpoints,
  usersEndpoints,
  userPlansEndpoints,
  userImportEndpoints,
  shipmentsEndpoints,
  receivingEndpoints,
  transactionsEndpoints,
  ordersEndpoints,
  reportsEndpoints,
  dashboardEndpoints,
  searchEndpoints,
].flatMap((group) => Object.values(group));

import type { AnyModule } from './lib/modules.ts';
import { adjustmentsModule } from './modules/adjustments/adjustments.routes.ts';
import { auditModule } from './modules/audit/audit.routes.ts';
import { passwordsModule, sessionsModule, tokensModule } from './modules/auth/auth.routes.ts';
import { countsModule } from './modules/counts/counts.routes.ts';
import { dashboardModule } from './modules/dashboard/dashboard.routes.ts';
import { healthModule } from './modules/health/health.routes.ts';
import { notificationSubscriptionsModule } from './modules/notifications/notification-subscriptions.ts';
import { notificationsModule } from './modules/notifications/notifications.routes.ts';
import { ordersModule } from './modules/orders/orders.routes.ts';
import { packagesModule } from './modules/packages/packages.routes.ts';
import { putAwayModule } from './modules/put-away/put-away.routes.ts';
import { receivingModule } from './modules/receiving/receiving.routes.ts';
import { referenceModule } from './modules/reference/reference.routes.ts';
import { reportsModule } from './modules/reports/reports.routes.ts';
import { rolesModule } from './modules/roles/roles.routes.ts';
import { searchModule } from './modules/search/search.routes.ts';
import { accountsModule, preferencesModule } from './modules/settings/settings.routes.ts';
import { shipmentsModule } from './modules/shipments/shipments.routes.ts';
import { skusModule } from './modules/skus/skus.routes.ts';
import { stockModule } from './modules/stock/stock.routes.ts';
import { teamModule } from './modules/team/team.routes.ts';
import { transactionsModule } from './modules/transactions/transactions.routes.ts';
import { transfersModule } from './modules/transfers/transfers.routes.ts';
import { planExpiryModule } from './modules/users/plan-expiry.ts';
import { userImportModule } from './modules/users/user-import.routes.ts';
import { userPlansModule } from './modules/users/user-plans.routes.ts';
import { usersModule } from './modules/users/users.routes.ts';
import { vendorsModule } from './modules/vendors/vendors.routes.ts';
import { locationsModule, warehousesModule } from './modules/warehouses/warehouses.routes.ts';
import { zonesModule } from './modules/zones/zones.routes.ts';

/**
 * Every module of the server, each declared where it lives (`defineModule`). Their endpoints
 * are registered, and documented, in this order, and their sample data loaded in it (a module's
 * sample finds the records of those above it); a module that has neither can go anywhere. A
 * new area adds its module here, and nowhere else in the server.
 */
export const serverModules: readonly AnyModule[] = [
  healthModule,
  sessionsModule,
  preferencesModule,
  notificationsModule,
  rolesModule,
  teamModule,
  auditModule,
  referenceModule,
  zonesModule,
  packagesModule,
  usersModule,
  userImportModule,
  userPlansModule,
  warehousesModule,
  locationsModule,
  vendorsModule,
  // Before receiving and orders: their lines name its SKUs, and their samples its sample's.
  skusModule,
  shipmentsModule,
  stockModule,
  receivingModule,
  // After receiving: its sample corrects the stock the sample receipts brought in.
  adjustmentsModule,
  // After adjustments: its sample puts away what the receipts brought in, but what they correct.
  putAwayModule,
  transfersModule,
  // After put-away and transfers: its sample counts bins they filled.
  countsModule,
  ordersModule,
  searchModule,
  reportsModule,
  transactionsModule,
  dashboardModule,
  tokensModule,
  passwordsModule,
  accountsModule,
  planExpiryModule,
  notificationSubscriptionsModule,
];

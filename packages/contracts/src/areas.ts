import { adjustmentsArea } from './adjustments.ts';
import { countsArea } from './counts.ts';
import { locationsArea } from './locations.ts';
import { ordersArea } from './orders.ts';
import { packagesArea } from './packages.ts';
import { putAwayArea } from './put-away.ts';
import { receivingArea } from './receiving.ts';
import { shipmentsArea } from './shipments.ts';
import { skusArea } from './skus.ts';
import { stockArea, stockLedgerArea } from './stock.ts';
import { teamArea } from './team.ts';
import { transactionsArea } from './transactions.ts';
import { transfersArea } from './transfers.ts';
import { usersArea } from './users.ts';
import { vendorsArea } from './vendors.ts';
import { warehousesArea } from './warehouses.ts';
import { zonesArea } from './zones.ts';

/**
 * Every list area, for what must hold for each of them (the list contract's tests, ids found in
 * any case, permissions). A new area is added here.
 */
export const allAreas = [
  usersArea,
  packagesArea,
  zonesArea,
  warehousesArea,
  locationsArea,
  shipmentsArea,
  receivingArea,
  ordersArea,
  transactionsArea,
  teamArea,
  vendorsArea,
  skusArea,
  stockArea,
  stockLedgerArea,
  putAwayArea,
  adjustmentsArea,
  transfersArea,
  countsArea,
] as const;

import {
  type SearchHit,
  type SearchKind,
  searchKindResource,
  searchKinds,
} from '@depot/contracts/search';
import { type Actor, can } from '../../lib/actor.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PackagesService } from '../packages/packages.service.ts';
import type { ReceivingService } from '../receiving/receiving.service.ts';
import type { ShipmentsService } from '../shipments/shipments.service.ts';
import type { TeamService } from '../team/team.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { LocationsService } from '../warehouses/locations.service.ts';
import type { WarehousesService } from '../warehouses/warehouses.service.ts';
import type { ZonesService } from '../zones/zones.service.ts';

/** "in_transit" → "In transit": a status as a second line shows it. */
function label(status: string): string {
  const words = status.replace(/[_-]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The parts that are there, joined as one line. */
function line(...parts: (string | null | undefined)[]): string | null {
  const present = parts.filter((part): part is string => Boolean(part));
  return present.length > 0 ? present.join(' · ') : null;
}

/** A status worth pointing out: everything but the usual "active". */
const unlessActive = (status: string) => (status === 'active' ? null : label(status));

/**
 * Each module finds its own rows with its list's search (quickSearch on its service); this one
 * only picks the kinds the caller may view and words each hit.
 */
export function createSearchService(deps: {
  users: UsersService;
  team: TeamService;
  packages: PackagesService;
  zones: ZonesService;
  shipments: ShipmentsService;
  receiving: ReceivingService;
  orders: OrdersService;
  warehouses: WarehousesService;
  locations: LocationsService;
}) {
  /** Each kind's hits, with what a person needs to tell one row from another. */
  const searchers: Record<SearchKind, (q: string, limit: number) => Promise<SearchHit[]>> = {
    user: async (q, limit) =>
      (await deps.users.quickSearch(q, limit)).map((row) => ({
        kind: 'user',
        code: row.code,
        title: row.businessName,
        subtitle: line(row.code, row.email, row.taxId, unlessActive(row.status)),
      })),
    team: async (q, limit) =>
      (await deps.team.quickSearch(q, limit)).map((row) => ({
        kind: 'team',
        code: row.employeeId,
        title: row.fullName,
        subtitle: line(row.employeeId, row.email, row.roleName, unlessActive(row.status)),
      })),
    package: async (q, limit) =>
      (await deps.packages.quickSearch(q, limit)).map((row) => ({
        kind: 'package',
        code: row.code,
        title: row.name,
        subtitle: line(row.code, label(row.billingCycle), unlessActive(row.status)),
      })),
    zone: async (q, limit) =>
      (await deps.zones.quickSearch(q, limit)).map((row) => ({
        kind: 'zone',
        code: row.code,
        title: row.name,
        subtitle: line(row.code, unlessActive(row.status)),
      })),
    shipment: async (q, limit) =>
      (await deps.shipments.quickSearch(q, limit)).map((row) => ({
        kind: 'shipment',
        code: row.code,
        title: `${row.code} · ${row.consigneeName}, ${row.city}`,
        subtitle: line(row.businessName, row.reference, row.trackingNumber, label(row.status)),
      })),
    receipt: async (q, limit) =>
      (await deps.receiving.quickSearch(q, limit)).map((row) => ({
        kind: 'receipt',
        code: row.code,
        title: `${row.code} · ${row.supplierName}`,
        subtitle: line(row.businessName, row.reference, label(row.status)),
      })),
    order: async (q, limit) =>
      (await deps.orders.quickSearch(q, limit)).map((row) => ({
        kind: 'order',
        code: row.number,
        title: `${row.number} · ${row.buyerName}`,
        subtitle: line(row.businessName, row.buyerGstin, row.orderDate, label(row.status)),
      })),
    warehouse: async (q, limit) =>
      (await deps.warehouses.quickSearch(q, limit)).map((row) => ({
        kind: 'warehouse',
        code: row.code,
        title: `${row.code} · ${row.name}`,
        subtitle: line(row.city, unlessActive(row.status)),
      })),
    // A location by its code (what its label shows), found in whichever warehouse has it.
    location: async (q, limit) =>
      (await deps.locations.quickSearch(q, limit)).map((row) => ({
        kind: 'location',
        code: row.code,
        title: `${row.code} · ${row.warehouseCode}`,
        subtitle: line(row.name, label(row.kind), unlessActive(row.status)),
      })),
  };

  return {
    /**
     * The kinds the actor may view, searched at once, grouped in searchKinds order. Someone who
     * may view none of them gets an empty list: the palette still lists the screens they open.
     */
    async search(actor: Actor, query: { q: string; limit: number }) {
      const permitted = searchKinds.filter((kind) => can(actor, searchKindResource[kind], 'view'));
      const groups = await Promise.all(
        permitted.map((kind) => searchers[kind](query.q, query.limit)),
      );
      return { items: groups.flat() };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;

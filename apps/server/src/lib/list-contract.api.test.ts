import { type AreaDeclaration, areaName } from '@depot/contracts/area';
import { allAreas } from '@depot/contracts/areas';
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { executeRows } from '../db/client.ts';
import { parseCsv } from '../test/csv.ts';
import {
  createLocation,
  createPackage,
  createReceipt,
  createShipment,
  createSku,
  createTeamMember,
  createUser,
  createVendor,
  createWarehouse,
  createZone,
  stockIn,
} from '../test/factories.ts';
import { fileApp } from '../test/file-app.ts';
import { memberWithRole } from '../test/members.ts';

/**
 * What every list of the console promises, proved once for each area declared, on the sample
 * operator, so that no area proves it again by itself: under every sort it offers, pages walked
 * by the server's cursors hold exactly the records of one long page, once each, whatever ties the
 * sort has (statuses, cities, days), and the last page is reached by its own cursor; the export
 * holds every row of the list in the list's order; nobody without the area's view gets either.
 */
const PAGE_SIZE = 20;
/** Pages walked by cursor, this small, so that the walk crosses nine boundaries inside ties. */
const WALK_PAGE_SIZE = 10;
const PAGES_WALKED = 10;

type Page = {
  items: Record<string, unknown>[];
  total: number;
  cursors?: { prev?: string; next?: string; last?: string };
};

const { app, admin, call } = fileApp({ env: { SEED_DEMO: 'true' }, prefix: '' });

/** Five units of a sample client's SKU received into a bin that holds nothing yet. */
async function receiveIntoEmptyBin() {
  const [place] = (await executeRows(
    app.database.db,
    sql`select u.code as "userCode", s.code as "skuCode", w.code as "warehouseCode",
        l.code as "locationCode"
      from skus s join users u on u.id = s.user_id
      cross join locations l join warehouses w on w.id = l.warehouse_id
      where s.tracking = 'none' and s.kind = 'standard' and l.kind = 'bin'
        and not exists (select 1 from stock_balances b where b.location_id = l.id)
      order by s.id, l.id limit 1`,
  )) as Array<Parameters<typeof stockIn>[1]>;
  if (!place) throw new Error('the sample has no empty bin');
  return stockIn(app, place, 5);
}

/** A sort of each list that puts a record added now first, and how to add one. */
const newestFirst: Record<string, { sort: string; add: () => Promise<unknown> }> = {
  users: { sort: '-code', add: () => createUser(app, admin) },
  packages: { sort: '-code', add: () => createPackage(app, admin, { code: 'ZZ-NEWEST-M' }) },
  zones: { sort: '-code', add: () => createZone(app, admin, { code: 'ZZ-NEWEST' }) },
  warehouses: { sort: '-code', add: () => createWarehouse(app, admin, { code: 'ZZ-NEWEST' }) },
  locations: {
    sort: '-code',
    add: () => createLocation(app, admin, 'BOM-BHW1', { code: 'ZZ-NEWEST' }),
  },
  shipments: { sort: '-id', add: () => createShipment(app, admin, 'USR-000001') },
  receiving: { sort: '-id', add: () => createReceipt(app, admin, 'USR-000001') },
  teams: { sort: '-employeeId', add: () => createTeamMember(app, admin, { roleKey: 'finance' }) },
  vendors: { sort: '-code', add: () => createVendor(app, admin, 'USR-000001') },
  products: { sort: '-id', add: () => createSku(app, admin, 'USR-000001') },
  // A client's SKU received into an empty bin: a balance of its own, the latest to change, and
  // the latest line of the ledger.
  stock: { sort: '-updatedAt', add: () => receiveIntoEmptyBin() },
  'stock-movements': { sort: '-recordedAt', add: () => receiveIntoEmptyBin() },
  // A receipt approved now: its line is the newest task.
  'put-away': {
    sort: '-approvedAt',
    add: async () => {
      const receipt = await createReceipt(app, admin, 'USR-000001');
      const approver = await memberWithRole(app, 'newest-put-away-approver', {
        receiving: { view: true, approve: true },
      });
      const answer = await call(
        'POST',
        '/admin/shipment/receiving/approve',
        { ids: [receipt.id] },
        approver.session,
      );
      expect(answer.json().data.results[0].outcome).toBe('approved');
    },
  },
  // One unit found in a sample bin: small enough to post at once.
  adjustments: {
    sort: '-createdAt',
    add: async () => {
      const [place] = (await executeRows(
        app.database.db,
        sql`select u.code as "userCode", s.code as sku, w.code as "warehouseCode", l.code as location
          from skus s join users u on u.id = s.user_id and u.status = 'active'
          cross join locations l join warehouses w on w.id = l.warehouse_id
          where s.tracking = 'none' and s.kind = 'standard' and s.status = 'active'
            and l.kind = 'bin' and l.status = 'active' and w.status = 'active'
          order by s.id, l.id limit 1`,
      )) as Array<{ userCode: string; sku: string; warehouseCode: string; location: string }>;
      if (!place) throw new Error('the sample has no bin');
      const answer = await call('POST', '/admin/stock/adjustments', {
        userCode: place.userCode,
        warehouseCode: place.warehouseCode,
        reason: 'found',
        lines: [{ sku: place.sku, location: place.location, change: 1 }],
      });
      expect(answer.statusCode, answer.body).toBe(201);
    },
  },
  // Two units of a sample bin moved to its neighbour: done at once, the newest transfer.
  transfers: {
    sort: '-createdAt',
    add: async () => {
      const [place] = (await executeRows(
        app.database.db,
        sql`select u.code as "userCode", s.code as sku, w.code as "warehouseCode",
            l.code as "from", (select e.code from locations e where e.warehouse_id = w.id
              and e.kind = 'bin' and e.status = 'active' and e.id <> l.id order by e.id limit 1) as "to"
          from stock_balances b join users u on u.id = b.user_id
          join skus s on s.id = b.sku_id and s.tracking = 'none'
          join locations l on l.id = b.location_id and l.kind = 'bin'
          join warehouses w on w.id = l.warehouse_id
          where b.on_hand - b.reserved - b.on_hold >= 2 order by b.id limit 1`,
      )) as Array<{
        userCode: string;
        sku: string;
        warehouseCode: string;
        from: string;
        to: string;
      }>;
      if (!place) throw new Error('the sample has no stock in a bin');
      const answer = await call('POST', '/admin/stock/transfers', {
        userCode: place.userCode,
        kind: 'bin',
        fromWarehouseCode: place.warehouseCode,
        lines: [{ sku: place.sku, from: place.from, to: place.to, quantity: 2 }],
      });
      expect(answer.statusCode, answer.body).toBe(201);
    },
  },
  // A count of a bin no other count holds: the newest count.
  counts: {
    sort: '-createdAt',
    add: async () => {
      const [place] = (await executeRows(
        app.database.db,
        sql`select w.code as "warehouseCode", l.code as location from locations l
          join warehouses w on w.id = l.warehouse_id and w.status = 'active'
          where l.kind = 'bin' and not exists (select 1 from stock_count_places p
            join stock_counts c on c.id = p.count_id and c.status in ('counting', 'review')
            where p.location_id = l.id)
          order by l.id limit 1`,
      )) as Array<{ warehouseCode: string; location: string }>;
      if (!place) throw new Error('the sample has no bin');
      const answer = await call('POST', '/admin/stock/counts', {
        warehouseCode: place.warehouseCode,
        locations: [place.location],
      });
      expect(answer.statusCode, answer.body).toBe(201);
    },
  },
  // Orders and invoices come from other areas' work (a client's systems, a plan's sale): a copy
  // of one, under a number after every other.
  orders: {
    sort: '-number',
    add: () =>
      app.database.db.execute(sql`
        insert into b2b_orders (number, user_id, buyer_name, buyer_gstin, buyer_city,
          buyer_state_code, buyer_country_code, buyer_postal_code, order_date, required_by,
          status, quantity, line_count, subtotal, tax, amount, currency)
        select 'ORD-999999', user_id, buyer_name, buyer_gstin, buyer_city, buyer_state_code,
          buyer_country_code, buyer_postal_code, order_date, required_by, status, quantity,
          line_count, subtotal, tax, amount, currency
        from b2b_orders order by id limit 1`),
  },
  transactions: {
    sort: '-invoiceNumber',
    add: () =>
      app.database.db.execute(sql`
        insert into transactions (invoice_number, kind, user_id, package_id, plan_id, amount,
          currency, status, method, reference, period_start, period_end)
        select 'INV-2099-000001', kind, user_id, package_id, plan_id, amount, currency, status,
          method, reference, period_start, period_end
        from transactions order by id limit 1`),
  },
};

describe.each(allAreas.map((area) => [areaName(area), area] as const))(
  'the %s list',
  (name, area) => {
    const endpoints: AreaDeclaration['endpoints'] = area.endpoints;
    const idsOf = (page: Page) => page.items.map((item) => String(item[area.idField]));
    async function pageOf(sort: string, page: number, cursor?: string, size = PAGE_SIZE) {
      const query = new URLSearchParams({ sort, page: String(page), pageSize: String(size) });
      if (cursor) query.set('cursor', cursor);
      const response = await call('GET', `${endpoints.list.path}?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as Page;
    }
    // Each field both ways, alternating, so that every field and both directions are walked.
    const sorts = area.sortFields.map((field, index) => (index % 2 ? `-${field}` : field));

    test.each(sorts)(
      'sorted by %s, pages walked by their cursors are one long page, each record once',
      async (sort) => {
        const long = await pageOf(sort, 1, undefined, WALK_PAGE_SIZE * PAGES_WALKED);
        const first = await pageOf(sort, 1, undefined, WALK_PAGE_SIZE);
        const lastPage = Math.max(1, Math.ceil(first.total / WALK_PAGE_SIZE));
        const walked = idsOf(first);
        let current = first;
        for (let number = 2; number <= Math.min(PAGES_WALKED, lastPage); number++) {
          current = await pageOf(sort, number, current.cursors?.next, WALK_PAGE_SIZE);
          walked.push(...idsOf(current));
        }
        expect(walked).toEqual(idsOf(long));
        expect(new Set(walked).size, 'a record shown twice').toBe(walked.length);
        if (first.cursors?.last && lastPage > 1) {
          const last = await pageOf(sort, lastPage, first.cursors.last, WALK_PAGE_SIZE);
          expect(idsOf(last)).toEqual(
            idsOf(await pageOf(sort, lastPage, undefined, WALK_PAGE_SIZE)),
          );
          expect(last.items.length).toBe(first.total - (lastPage - 1) * WALK_PAGE_SIZE);
        }
      },
    );

    test('its export holds every row of the list, in the list’s order', async (context) => {
      if (!endpoints.export) return context.skip();
      const sort = sorts[0] ?? '';
      const response = await call(
        'GET',
        `${endpoints.export.path}?sort=${encodeURIComponent(sort)}`,
      );
      expect(response.statusCode).toBe(200);
      const rows = parseCsv(response.body).slice(1);
      const first = await pageOf(sort, 1);
      expect(rows).toHaveLength(first.total);
      const second = await pageOf(sort, 2, first.cursors?.next);
      expect(rows.slice(0, 2 * PAGE_SIZE).map((row) => row[0])).toEqual([
        ...idsOf(first),
        ...idsOf(second),
      ]);
    });

    test('a page reached by its cursor follows the row it names, whatever was added before', async () => {
      const newest = newestFirst[name];
      if (!newest) throw new Error(`newestFirst has no way to add to the ${name} list`);
      const { sort, add } = newest;
      const first = await pageOf(sort, 1, undefined, 2);
      const second = await pageOf(sort, 2, first.cursors?.next, 2);
      expect(idsOf(second)).toHaveLength(2);
      await add();
      // By its cursor, the page is the rows after the last one shown: the same two.
      expect(idsOf(await pageOf(sort, 2, first.cursors?.next, 2))).toEqual(idsOf(second));
      // By its number alone, the rows moved down by the one added: the cursor made the difference.
      expect(idsOf(await pageOf(sort, 2, undefined, 2))[0]).toBe(idsOf(first).at(-1));
    });

    test('is refused to a member without its view, even one allowed to export it', async () => {
      const { session } = await memberWithRole(app, `no-${name}-view`, {
        dashboard: { view: true },
        [area.resource]: { export: true },
      });
      for (const endpoint of [endpoints.list, endpoints.export]) {
        if (!endpoint) continue;
        const response = await call('GET', endpoint.path, undefined, session);
        expect(response.statusCode, endpoint.id).toBe(403);
      }
    });
  },
);

import type { StockFilters, StockLedgerFilters, StockTotals } from '@depot/contracts/stock';
import { and, eq, ilike, inArray, lte, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Executor, executeRows, type RowOf, type Selection } from '../../db/client.ts';
import { skuBarcodes, skus } from '../../db/schema/skus.ts';
import {
  stockBalances,
  stockLedger,
  stockLots,
  stockMovements,
  stockPlaceCounts,
} from '../../db/schema/stock.ts';
import { users } from '../../db/schema/users.ts';
import { locations, warehouses } from '../../db/schema/warehouses.ts';
import { filtersOnly, type ListSource, listReadings } from '../../lib/list-pages.ts';
import { type ListSort, likePattern, resolveSort, type SortKey } from '../../lib/lists.ts';
import { operatorDayStart, operatorToday } from '../../lib/operator-calendar.ts';

/**
 * What is free to sell of a balance: on hand less reserved and on hold, at a location that
 * counts toward available stock (received goods do; goods on hold, damaged or packed do not).
 */
const available = sql<number>`(case when ${locations.countsAsAvailable}
  then ${stockBalances.onHand} - ${stockBalances.reserved} - ${stockBalances.onHold} else 0 end)`;

/** A column of the row `id` names in `table`, read beside a row of a page. */
const pick = <T>(column: string, table: string, id: SQLWrapper) =>
  sql<T>`(select ${sql.raw(column)} from ${sql.raw(table)} where id = ${id})`;

/**
 * A balance's columns. Its client's and warehouse's names are read beside the page, as the
 * history's are (see `ledgerColumns`), not joined: the page plans in a fraction of the time.
 */
const levelColumns = {
  id: stockBalances.id,
  userCode: pick<string>('code', 'users', stockBalances.userId),
  userBusinessName: pick<string>('business_name', 'users', stockBalances.userId),
  skuPublicId: skus.publicId,
  skuCode: skus.code,
  skuName: skus.name,
  skuTracking: skus.tracking,
  warehouseCode: pick<string>('code', 'warehouses', stockBalances.warehouseId),
  warehouseName: pick<string>('name', 'warehouses', stockBalances.warehouseId),
  locationPublicId: locations.publicId,
  locationCode: locations.code,
  locationKind: locations.kind,
  locationPurpose: locations.purpose,
  locationPickable: locations.pickable,
  locationCountsAsAvailable: locations.countsAsAvailable,
  lotNumber: stockLots.number,
  lotExpiresOn: stockLots.expiresOn,
  onHand: stockBalances.onHand,
  reserved: stockBalances.reserved,
  onHold: stockBalances.onHold,
  available,
  updatedAt: stockBalances.updatedAt,
};

const sortKeys = {
  sku: { expression: skus.code, type: 'text' },
  location: { expression: locations.code, type: 'text' },
  onHand: { expression: stockBalances.onHand, type: 'integer' },
  available: { expression: available, type: 'integer' },
  expiresOn: { expression: stockLots.expiresOn, type: 'date', nullable: true },
  updatedAt: { expression: stockBalances.updatedAt, type: 'timestamptz' },
} satisfies Record<string, SortKey>;

/**
 * A warehouse's stock is read in SKU order by the balance's own copy of the code, from the
 * warehouse's index; found through the SKUs in code order instead, a warehouse holding a
 * twentieth of the catalogue is read twenty SKUs for every row. A client's stock (or all of
 * it) is read through the SKUs, the client's own in code order.
 */
const warehouseSortKeys = {
  ...sortKeys,
  sku: { expression: stockBalances.skuCode, type: 'text' },
} satisfies Record<string, SortKey>;

const listSort = (filters: StockFilters & { sort?: string | undefined }): ListSort =>
  resolveSort(
    filters.sort,
    filters.warehouse && !filters.user ? warehouseSortKeys : sortKeys,
    'sku',
    {
      idFollowsSort: true,
    },
  );

/** The search: SKU code or name, location code, lot number, or a SKU's barcode exactly. */
function levelSearch(q: string): SQL | undefined {
  const pattern = likePattern(q);
  return or(
    ilike(skus.code, pattern),
    ilike(skus.name, pattern),
    ilike(locations.code, pattern),
    ilike(stockLots.number, pattern),
    inArray(
      stockBalances.skuId,
      sql`(select ${skuBarcodes.skuId} from ${skuBarcodes} where ${skuBarcodes.barcode} = ${q.trim()})`,
    ),
  );
}

/**
 * Whether `place` is the location of this public id or inside it: a location's subtree is the
 * paths under its own, in the same warehouse.
 */
function within(place: { warehouseId: SQLWrapper; path: SQLWrapper }, locationId: string): SQL {
  return sql`exists (select 1 from ${locations} as scope
    where scope.public_id = ${locationId}
      and scope.warehouse_id = ${place.warehouseId}
      and (${place.path} = scope.path or ${place.path} like scope.path || '/%'))`;
}

/**
 * The client and warehouse filters, by code, on a row's own ids: each code is looked up once,
 * and the rows need not join the client or the warehouse.
 */
function ownerFilters(
  filters: { user?: string | undefined; warehouse?: string | undefined },
  userId: SQLWrapper,
  warehouseId: SQLWrapper,
): SQL[] {
  const conditions: SQL[] = [];
  if (filters.user) {
    conditions.push(
      sql`${userId} = (select ${users.id} from ${users} where ${users.code} = ${filters.user})`,
    );
  }
  if (filters.warehouse) {
    conditions.push(
      sql`${warehouseId} = (select ${warehouses.id} from ${warehouses} where ${warehouses.code} = ${filters.warehouse})`,
    );
  }
  return conditions;
}

/** The list's, the totals' and the export's filters as one condition; stock on hand only. */
function filtersOf(filters: StockFilters): SQL | undefined {
  // Written into the statement, not a parameter: the planner then knows it for a prepared page.
  const conditions: SQL[] = [sql`${stockBalances.onHand} > 0`];
  const search = filters.q ? levelSearch(filters.q) : undefined;
  if (search) conditions.push(search);
  conditions.push(...ownerFilters(filters, stockBalances.userId, stockBalances.warehouseId));
  if (filters.sku) conditions.push(eq(skus.publicId, filters.sku));
  if (filters.location) conditions.push(within(locations, filters.location));
  if (filters.purpose) conditions.push(eq(locations.purpose, filters.purpose));
  if (filters.expiringWithinDays !== undefined) {
    conditions.push(
      lte(stockLots.expiresOn, sql`(${operatorToday} + ${filters.expiringWithinDays}::int)`),
    );
  }
  return and(...conditions);
}

/** The balances with what their filters and sorts read: their SKU, location and lot. */
const fromBalances = (db: Executor, selection: Selection) =>
  db
    .select(selection)
    .from(stockBalances)
    .innerJoin(skus, eq(skus.id, stockBalances.skuId))
    .innerJoin(locations, eq(locations.id, stockBalances.locationId))
    .leftJoin(stockLots, eq(stockLots.id, stockBalances.lotId))
    .$dynamic();

/**
 * The balances with only the tables the filters name, for counting them: every balance has its
 * client, SKU and location (the keys are not null), so a join nothing filters on changes no
 * count, and counting a warehouse's 50 000 balances need not look up each one's client and SKU.
 */
function countedBalances(db: Executor, filters: StockFilters) {
  const searching = Boolean(filters.q);
  let query = db.select({ id: stockBalances.id }).from(stockBalances).$dynamic();
  if (searching || filters.sku) query = query.innerJoin(skus, eq(skus.id, stockBalances.skuId));
  if (searching || filters.location || filters.purpose) {
    query = query.innerJoin(locations, eq(locations.id, stockBalances.locationId));
  }
  if (searching || filters.expiringWithinDays !== undefined) {
    query = query.leftJoin(stockLots, eq(stockLots.id, stockBalances.lotId));
  }
  return query.where(filtersOf(filters));
}

const totalRow = z.object({ total: z.coerce.number() });

/**
 * How many balances hold units in the warehouse of this code, or in every warehouse, as the
 * balances' triggers keep the count: exact, and read from a row or two rather than counted.
 */
async function keptPlaces(db: Executor, warehouse: string | undefined): Promise<number> {
  const where = warehouse
    ? sql`where ${stockPlaceCounts.warehouseId} = (select ${warehouses.id} from ${warehouses} where ${warehouses.code} = ${warehouse})`
    : sql``;
  const [row] = await executeRows(
    db,
    sql`select coalesce(sum(${stockPlaceCounts.places}), 0)::bigint as total from ${stockPlaceCounts} ${where}`,
  );
  return totalRow.parse(row).total;
}

/** A balance as read: its lot's columns empty where it has no lot (the lots are left-joined). */
export type StockLevelRow = Omit<RowOf<typeof levelColumns>, 'lotNumber' | 'lotExpiresOn'> & {
  lotNumber: string | null;
  lotExpiresOn: string | null;
};

/**
 * A ledger line's columns. What only names a line (its client, warehouse, places, lot and
 * author) is read row by row beside the page, not joined: joined, the planner weighed nine
 * tables on every page and spent 16 ms doing so, twenty times the page's own reading; read so,
 * it plans in 3 ms (measured on PostgreSQL with 500 000 ledger entries).
 */
const ledgerColumns = {
  id: stockLedger.id,
  movementCode: stockMovements.code,
  movementKind: stockMovements.kind,
  documentCode: stockMovements.documentCode,
  reason: stockMovements.reason,
  note: stockMovements.note,
  recordedAt: stockMovements.recordedAt,
  byName: pick<string | null>('full_name', 'team_members', stockMovements.memberId),
  userCode: pick<string>('code', 'users', stockLedger.userId),
  userBusinessName: pick<string>('business_name', 'users', stockLedger.userId),
  skuPublicId: skus.publicId,
  skuCode: skus.code,
  skuName: skus.name,
  warehouseCode: pick<string>('code', 'warehouses', stockMovements.warehouseId),
  warehouseName: pick<string>('name', 'warehouses', stockMovements.warehouseId),
  fromPublicId: pick<string>('public_id', 'locations', stockLedger.fromLocationId),
  fromCode: pick<string>('code', 'locations', stockLedger.fromLocationId),
  fromKind: pick<(typeof locations.$inferSelect)['kind']>(
    'kind',
    'locations',
    stockLedger.fromLocationId,
  ),
  fromPurpose: pick<(typeof locations.$inferSelect)['purpose']>(
    'purpose',
    'locations',
    stockLedger.fromLocationId,
  ),
  toPublicId: pick<string>('public_id', 'locations', stockLedger.toLocationId),
  toCode: pick<string>('code', 'locations', stockLedger.toLocationId),
  toKind: pick<(typeof locations.$inferSelect)['kind']>(
    'kind',
    'locations',
    stockLedger.toLocationId,
  ),
  toPurpose: pick<(typeof locations.$inferSelect)['purpose']>(
    'purpose',
    'locations',
    stockLedger.toLocationId,
  ),
  lotNumber: pick<string | null>('number', 'stock_lots', stockLedger.lotId),
  lotExpiresOn: pick<string | null>('expires_on::text', 'stock_lots', stockLedger.lotId),
  quantity: stockLedger.quantity,
};

const ledgerSortKeys = {
  recordedAt: { expression: stockMovements.recordedAt, type: 'timestamptz' },
  sku: { expression: skus.code, type: 'text' },
  quantity: { expression: stockLedger.quantity, type: 'integer' },
} satisfies Record<string, SortKey>;

/** The search of the history: movement or document code, SKU code or name, or lot number. */
function ledgerSearch(q: string): SQL | undefined {
  const pattern = likePattern(q);
  return or(
    ilike(stockMovements.code, pattern),
    ilike(stockMovements.documentCode, pattern),
    ilike(skus.code, pattern),
    ilike(skus.name, pattern),
    inArray(
      stockLedger.lotId,
      sql`(select ${stockLots.id} from ${stockLots} where ${stockLots.number} ilike ${pattern})`,
    ),
  );
}

/** Lines into or out of a place at or below the location of this id. */
function ledgerAt(place: SQLWrapper, locationId: string): SQL {
  return sql`exists (select 1 from ${locations} as place
    join ${locations} as scope on scope.public_id = ${locationId}
      and scope.warehouse_id = place.warehouse_id
      and (place.path = scope.path or place.path like scope.path || '/%')
    where place.id = ${place})`;
}

function ledgerFiltersOf(filters: StockLedgerFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const search = filters.q ? ledgerSearch(filters.q) : undefined;
  if (search) conditions.push(search);
  conditions.push(...ownerFilters(filters, stockLedger.userId, stockMovements.warehouseId));
  if (filters.sku) conditions.push(eq(skus.publicId, filters.sku));
  if (filters.location) {
    const into = ledgerAt(stockLedger.toLocationId, filters.location);
    const outOf = ledgerAt(stockLedger.fromLocationId, filters.location);
    conditions.push(sql`(${into} or ${outOf})`);
  }
  if (filters.kind) conditions.push(eq(stockMovements.kind, filters.kind));
  // Days are India's: a movement at 00:30 IST belongs to that day, not the UTC one before.
  if (filters.from) {
    conditions.push(sql`${stockMovements.recordedAt} >= ${operatorDayStart(filters.from)}`);
  }
  if (filters.to) {
    conditions.push(sql`${stockMovements.recordedAt} < ${operatorDayStart(filters.to, 1)}`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The ledger's lines with their movement and SKU, which the filters and sorts read. */
const fromLedger = (db: Executor, selection: Selection) =>
  db
    .select(selection)
    .from(stockLedger)
    .innerJoin(stockMovements, eq(stockMovements.id, stockLedger.movementId))
    .innerJoin(skus, eq(skus.id, stockLedger.skuId))
    .$dynamic();

/**
 * The ledger's lines with only the tables the filters name, for counting them, as
 * `countedBalances` counts balances: every line has its movement, client, SKU and places, so a
 * join nothing filters on changes no count, and each costs the planner time on every page.
 */
function countedLedger(db: Executor, filters: StockLedgerFilters) {
  const searching = Boolean(filters.q);
  let query = db.select({ id: stockLedger.id }).from(stockLedger).$dynamic();
  if (searching || filters.warehouse || filters.kind || filters.from || filters.to) {
    query = query.innerJoin(stockMovements, eq(stockMovements.id, stockLedger.movementId));
  }
  if (searching || filters.sku) query = query.innerJoin(skus, eq(skus.id, stockLedger.skuId));
  return query.where(ledgerFiltersOf(filters));
}

/** A ledger line as read: lot and author empty where there are none. */
export type StockLedgerRow = Omit<
  RowOf<typeof ledgerColumns>,
  'lotNumber' | 'lotExpiresOn' | 'byName'
> & { lotNumber: string | null; lotExpiresOn: string | null; byName: string | null };

/** The movement history: every ledger line, newest first unless sorted otherwise. */
export function createStockLedgerRepository(db: Executor) {
  const listSource = (filters: StockLedgerFilters): ListSource => {
    const where = ledgerFiltersOf(filters);
    return {
      sort: resolveSort(filters.sort ?? '-recordedAt', ledgerSortKeys, 'recordedAt', {
        idFollowsSort: true,
      }),
      id: stockLedger.id,
      columns: ledgerColumns,
      rows: (selection, condition) => fromLedger(db, selection).where(and(where, condition)),
      ids: countedLedger(db, filters),
      preparedAs: 'stock_ledger_page',
    };
  };
  return listReadings<StockLedgerRow, StockLedgerFilters>(db, listSource);
}

/**
 * Reads of the stock for people: what is where, summed and listed. Nothing here writes; the
 * stock repository alone does.
 */
export function createStockLevelsRepository(db: Executor) {
  const listSource = (filters: StockFilters): ListSource => {
    const where = filtersOf(filters);
    return {
      sort: listSort(filters),
      id: stockBalances.id,
      columns: levelColumns,
      rows: (selection, condition) => fromBalances(db, selection).where(and(where, condition)),
      ids: countedBalances(db, filters),
      preparedAs: 'stock_page',
      // A warehouse's stock, or all of it, is counted already.
      ...(filtersOnly(filters, ['warehouse'])
        ? { total: () => keptPlaces(db, filters.warehouse) }
        : {}),
    };
  };

  return {
    /** Stock on hand, its export's count and its export's rows. */
    ...listReadings<StockLevelRow, StockFilters>(db, listSource),

    /** What the filtered balances add up to, in one statement. */
    async totals(filters: StockFilters): Promise<StockTotals> {
      const [row] = await fromBalances(db, {
        balances: sql<number>`count(*)::int`,
        skus: sql<number>`count(distinct ${stockBalances.skuId})::int`,
        onHand: sql<number>`coalesce(sum(${stockBalances.onHand}), 0)::bigint`,
        reserved: sql<number>`coalesce(sum(${stockBalances.reserved}), 0)::bigint`,
        onHold: sql<number>`coalesce(sum(${stockBalances.onHold}), 0)::bigint`,
        available: sql<number>`coalesce(sum(${available}), 0)::bigint`,
      }).where(filtersOf(filters));
      const totals = row as Record<keyof StockTotals, number | string> | undefined;
      return {
        balances: Number(totals?.balances ?? 0),
        skus: Number(totals?.skus ?? 0),
        onHand: Number(totals?.onHand ?? 0),
        reserved: Number(totals?.reserved ?? 0),
        onHold: Number(totals?.onHold ?? 0),
        available: Number(totals?.available ?? 0),
      };
    },
  };
}

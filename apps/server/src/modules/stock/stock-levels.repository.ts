import type { StockFilters, StockTotals } from '@depot/contracts/stock';
import { and, eq, gt, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, RowOfQuery, Selection } from '../../db/client.ts';
import { skuBarcodes, skus } from '../../db/schema/skus.ts';
import { stockBalances, stockLots } from '../../db/schema/stock.ts';
import { users } from '../../db/schema/users.ts';
import { locations, warehouses } from '../../db/schema/warehouses.ts';
import { type ListSource, listReadings } from '../../lib/list-pages.ts';
import { type ListSort, likePattern, resolveSort, type SortKey } from '../../lib/lists.ts';
import { operatorToday } from '../../lib/operator-calendar.ts';

/**
 * What is free to sell of a balance: on hand less reserved and on hold, at a location that
 * counts toward available stock (received goods do; goods on hold, damaged or packed do not).
 */
const available = sql<number>`(case when ${locations.countsAsAvailable}
  then ${stockBalances.onHand} - ${stockBalances.reserved} - ${stockBalances.onHold} else 0 end)`;

const levelColumns = {
  id: stockBalances.id,
  userCode: users.code,
  userBusinessName: users.businessName,
  skuPublicId: skus.publicId,
  skuCode: skus.code,
  skuName: skus.name,
  skuTracking: skus.tracking,
  warehouseCode: warehouses.code,
  warehouseName: warehouses.name,
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

const listSort = (sort: string | undefined): ListSort =>
  resolveSort(sort, sortKeys, 'sku', { idFollowsSort: true });

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

/** The list's, the totals' and the export's filters as one condition; stock on hand only. */
function filtersOf(filters: StockFilters): SQL | undefined {
  const conditions: SQL[] = [gt(stockBalances.onHand, 0)];
  const search = filters.q ? levelSearch(filters.q) : undefined;
  if (search) conditions.push(search);
  if (filters.user) conditions.push(eq(users.code, filters.user));
  if (filters.warehouse) conditions.push(eq(warehouses.code, filters.warehouse));
  if (filters.sku) conditions.push(eq(skus.publicId, filters.sku));
  if (filters.location) {
    // The location and everything below it: its subtree is the paths under its own.
    conditions.push(
      sql`exists (select 1 from ${locations} as place
        where place.public_id = ${filters.location}
          and place.warehouse_id = ${locations.warehouseId}
          and (${locations.path} = place.path or ${locations.path} like place.path || '/%'))`,
    );
  }
  if (filters.purpose) conditions.push(eq(locations.purpose, filters.purpose));
  if (filters.expiringWithinDays !== undefined) {
    conditions.push(
      lte(stockLots.expiresOn, sql`(${operatorToday} + ${filters.expiringWithinDays}::int)`),
    );
  }
  return and(...conditions);
}

/** The balances with what names them: their client, SKU, warehouse, location and lot. */
const fromBalances = (db: Executor, selection: Selection) =>
  db
    .select(selection)
    .from(stockBalances)
    .innerJoin(users, eq(users.id, stockBalances.userId))
    .innerJoin(skus, eq(skus.id, stockBalances.skuId))
    .innerJoin(locations, eq(locations.id, stockBalances.locationId))
    .innerJoin(warehouses, eq(warehouses.id, locations.warehouseId))
    .leftJoin(stockLots, eq(stockLots.id, stockBalances.lotId))
    .$dynamic();

const selectLevels = (db: Executor) =>
  db
    .select(levelColumns)
    .from(stockBalances)
    .innerJoin(users, eq(users.id, stockBalances.userId))
    .innerJoin(skus, eq(skus.id, stockBalances.skuId))
    .innerJoin(locations, eq(locations.id, stockBalances.locationId))
    .innerJoin(warehouses, eq(warehouses.id, locations.warehouseId))
    .leftJoin(stockLots, eq(stockLots.id, stockBalances.lotId));
export type StockLevelRow = RowOfQuery<ReturnType<typeof selectLevels>>;

/**
 * Reads of the stock for people: what is where, summed and listed. Nothing here writes; the
 * stock repository alone does.
 */
export function createStockLevelsRepository(db: Executor) {
  const listSource = (filters: StockFilters): ListSource => {
    const where = filtersOf(filters);
    return {
      sort: listSort(filters.sort),
      id: stockBalances.id,
      columns: levelColumns,
      rows: (selection, condition) => fromBalances(db, selection).where(and(where, condition)),
      ids: fromBalances(db, { id: stockBalances.id }).where(where),
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

import type { OrderFilters } from '@depot/contracts/orders';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, RowOf, RowOfQuery, Statement } from '../../db/client.ts';
import { b2bOrderLines, b2bOrders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { warehouses } from '../../db/schema/warehouses.ts';
import {
  filtersOnlyStatus,
  keptStatusTotal,
  type ListSource,
  listReadings,
} from '../../lib/list-pages.ts';
import {
  exactThenOthers,
  type ListSort,
  likePattern,
  resolveSort,
  type SortKey,
  sortOrder,
} from '../../lib/lists.ts';
import { operatorToday } from '../../lib/operator-calendar.ts';

const orderColumns = {
  id: b2bOrders.id,
  number: b2bOrders.number,
  userCode: users.code,
  userBusinessName: users.businessName,
  warehouseCode: warehouses.code,
  warehouseName: warehouses.name,
  buyerName: b2bOrders.buyerName,
  buyerGstin: b2bOrders.buyerGstin,
  buyerCity: b2bOrders.buyerCity,
  buyerStateCode: b2bOrders.buyerStateCode,
  buyerCountryCode: b2bOrders.buyerCountryCode,
  buyerPostalCode: b2bOrders.buyerPostalCode,
  // As text: drivers differ in how they hand a date over.
  orderDate: sql<string>`${b2bOrders.orderDate}::text`,
  requiredBy: sql<string | null>`${b2bOrders.requiredBy}::text`,
  status: b2bOrders.status,
  quantity: b2bOrders.quantity,
  lineCount: b2bOrders.lineCount,
  subtotal: b2bOrders.subtotal,
  tax: b2bOrders.tax,
  amount: b2bOrders.amount,
  currency: b2bOrders.currency,
  createdAt: b2bOrders.createdAt,
  updatedAt: b2bOrders.updatedAt,
};

/**
 * What the B2B order report reads of each order, no more: a million rows of timestamps and ids
 * it does not write would be parsed for nothing.
 */
const reportColumns = {
  number: orderColumns.number,
  orderDate: orderColumns.orderDate,
  requiredBy: orderColumns.requiredBy,
  status: orderColumns.status,
  userCode: orderColumns.userCode,
  userBusinessName: orderColumns.userBusinessName,
  warehouseCode: orderColumns.warehouseCode,
  buyerName: orderColumns.buyerName,
  buyerGstin: orderColumns.buyerGstin,
  buyerCity: orderColumns.buyerCity,
  buyerStateCode: orderColumns.buyerStateCode,
  buyerCountryCode: orderColumns.buyerCountryCode,
  lineCount: orderColumns.lineCount,
  quantity: orderColumns.quantity,
  subtotal: orderColumns.subtotal,
  tax: orderColumns.tax,
  amount: orderColumns.amount,
  currency: orderColumns.currency,
};
export type OrderReportField = keyof typeof reportColumns;

const orderLineColumns = {
  sku: b2bOrderLines.sku,
  description: b2bOrderLines.description,
  quantity: b2bOrderLines.quantity,
  unitPrice: b2bOrderLines.unitPrice,
  taxRate: b2bOrderLines.taxRate,
  taxAmount: b2bOrderLines.taxAmount,
  lineTotal: b2bOrderLines.lineTotal,
};
export type OrderLineRow = RowOf<typeof orderLineColumns>;

// Each key has an index ending in the id, and the id follows the sort's direction, so a page or
// a report batch reads the index in order, backwards for a descending sort.
const sortKeys = {
  // The number behind ORD-…: ORD-1000000 comes after ORD-999999, which text would not say, and
  // numbers are drawn from a sequence as orders are written, so the id is their order.
  number: { expression: b2bOrders.id, type: 'integer' },
  orderDate: { expression: b2bOrders.orderDate, type: 'date' },
  requiredBy: { expression: b2bOrders.requiredBy, type: 'date', nullable: true },
  status: { expression: b2bOrders.status, type: 'text' },
  amount: { expression: b2bOrders.amount, type: 'numeric' },
} satisfies Record<string, SortKey>;

/** Unsorted, the newest orders come first: the ones a person is working on. */
const listSort = (sort: string | undefined): ListSort =>
  resolveSort(sort ?? '-orderDate', sortKeys, 'orderDate', { idFollowsSort: true });

/** The list's search, also the command palette's: number, buyer name or GSTIN, or a line's SKU. */
function orderSearch(q: string): SQL | undefined {
  const pattern = likePattern(q);
  return or(
    ilike(b2bOrders.number, pattern),
    ilike(b2bOrders.buyerName, pattern),
    ilike(b2bOrders.buyerGstin, pattern),
    // The orders of the lines matching, found first through the lines' own search index: a
    // correlated subquery here would be run for every order.
    sql`${b2bOrders.id} = any(array(select ${b2bOrderLines.orderId} from ${b2bOrderLines} where ${b2bOrderLines.sku} ilike ${pattern}))`,
  );
}

/** The list's and the report's filters as one condition. */
function filtersOf(filters: OrderFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const search = filters.q ? orderSearch(filters.q) : undefined;
  if (search) conditions.push(search);
  if (filters.status) conditions.push(eq(b2bOrders.status, filters.status));
  if (filters.user) conditions.push(eq(users.code, filters.user));
  // By id, through the code's unique index: the count reads no join for it.
  if (filters.warehouse) {
    conditions.push(
      sql`${b2bOrders.warehouseId} = (select ${warehouses.id} from ${warehouses} where ${warehouses.code} = ${filters.warehouse})`,
    );
  }
  // Order dates are the operator's calendar days as stored: compared as dates, no time zone.
  if (filters.from) conditions.push(sql`${b2bOrders.orderDate} >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`${b2bOrders.orderDate} <= ${filters.to}::date`);
  if (filters.minAmount !== undefined) {
    conditions.push(sql`${b2bOrders.amount} >= ${filters.minAmount}::numeric`);
  }
  if (filters.maxAmount !== undefined) {
    conditions.push(sql`${b2bOrders.amount} <= ${filters.maxAmount}::numeric`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Orders with their user and the warehouse they are fulfilled from. */
const selectOrders = (db: Executor) =>
  db
    .select(orderColumns)
    .from(b2bOrders)
    .innerJoin(users, eq(users.id, b2bOrders.userId))
    .leftJoin(warehouses, eq(warehouses.id, b2bOrders.warehouseId));
export type OrderRow = RowOfQuery<ReturnType<typeof selectOrders>>;

export function createOrdersRepository(db: Executor) {
  // One join answers each order's user code and business name: no query per row.
  const select = () => selectOrders(db);

  /** The filtered orders in the list's order, for a page or the report. */
  const listSource = (filters: OrderFilters): ListSource => {
    const sort = listSort(filters.sort);
    const where = filtersOf(filters);
    return {
      sort,
      id: b2bOrders.id,
      columns: orderColumns,
      rows: (selection, condition) =>
        db
          .select(selection)
          .from(b2bOrders)
          .innerJoin(users, eq(users.id, b2bOrders.userId))
          .leftJoin(warehouses, eq(warehouses.id, b2bOrders.warehouseId))
          .where(and(where, condition))
          .$dynamic(),
      // Every order has its user: the join matters to the count only when filtering by one.
      ids: filters.user
        ? db
            .select({ id: b2bOrders.id })
            .from(b2bOrders)
            .innerJoin(users, eq(users.id, b2bOrders.userId))
            .where(where)
        : db.select({ id: b2bOrders.id }).from(b2bOrders).where(where),
      total: filtersOnlyStatus(filters)
        ? () => keptStatusTotal(db, b2bOrders, filters.status)
        : undefined,
    };
  };

  // The report reads through a database cursor (reportStatement), not the export's batches.
  const readings = listReadings<OrderRow, OrderFilters>(db, listSource);

  return {
    /**
     * The command palette's orders: the list's search, an exact number or buyer GSTIN first,
     * then the newest.
     */
    quickSearch(q: string, limit: number) {
      const upper = q.toUpperCase();
      const matches = () =>
        db
          .select({
            number: b2bOrders.number,
            buyerName: b2bOrders.buyerName,
            buyerGstin: b2bOrders.buyerGstin,
            status: b2bOrders.status,
            // As text: drivers differ in how they hand a date over.
            orderDate: sql<string>`${b2bOrders.orderDate}::text`,
            businessName: users.businessName,
          })
          .from(b2bOrders)
          .innerJoin(users, eq(users.id, b2bOrders.userId));
      return exactThenOthers(
        limit,
        (size: number) =>
          matches()
            .where(or(eq(b2bOrders.number, upper), eq(b2bOrders.buyerGstin, upper)))
            .limit(size),
        (size: number) => matches().where(orderSearch(q)).orderBy(desc(b2bOrders.id)).limit(size),
        (row) => row.number,
      );
    },

    /** The B2B orders list: search, filters, a stable sort and one page, with the total. */
    list: readings.list,

    /** How many orders the report would hold, counted no further than `atMost + 1`. */
    reportCount: readings.exportCount,

    /**
     * The report's statement: every filtered order in the list's order, for a database cursor,
     * with the names of its columns in select order.
     */
    reportStatement(filters: OrderFilters): { statement: Statement; fields: OrderReportField[] } {
      const sort = listSort(filters.sort);
      const statement = db
        .select(reportColumns)
        .from(b2bOrders)
        .innerJoin(users, eq(users.id, b2bOrders.userId))
        .leftJoin(warehouses, eq(warehouses.id, b2bOrders.warehouseId))
        .where(filtersOf(filters))
        .orderBy(...sortOrder(sort, b2bOrders.id))
        .toSQL();
      return { statement, fields: Object.keys(reportColumns) as OrderReportField[] };
    },

    async find(number: string): Promise<OrderRow | null> {
      const [row] = await select().where(eq(b2bOrders.number, number));
      return row ?? null;
    },

    /**
     * How many orders a client business placed this calendar month (the operator's), cancelled
     * ones included: a plan's monthly order limit counts orders placed, not orders kept.
     */
    async placedThisMonth(userId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(b2bOrders)
        .where(
          and(
            eq(b2bOrders.userId, userId),
            sql`${b2bOrders.orderDate} >= date_trunc('month', ${operatorToday})::date`,
            sql`${b2bOrders.orderDate} <= ${operatorToday}`,
          ),
        );
      return row?.count ?? 0;
    },

    /** An order's lines, in line order. */
    async lines(orderId: number): Promise<OrderLineRow[]> {
      return db
        .select(orderLineColumns)
        .from(b2bOrderLines)
        .where(eq(b2bOrderLines.orderId, orderId))
        .orderBy(asc(b2bOrderLines.lineNo));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

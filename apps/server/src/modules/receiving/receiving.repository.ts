import type { ReceivingFilters } from '@depot/contracts/receiving';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor, RowOf, RowOfQuery, Selection } from '../../db/client.ts';
import { goodsReceiptLines, goodsReceipts, nextReceiptCode } from '../../db/schema/receiving.ts';
import { skus } from '../../db/schema/skus.ts';
import { teamMembers } from '../../db/schema/team-members.ts';
import { users } from '../../db/schema/users.ts';
import { vendors } from '../../db/schema/vendors.ts';
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
} from '../../lib/lists.ts';

const creators = alias(teamMembers, 'creators');
const deciders = alias(teamMembers, 'deciders');

export type ReceiptTotals = {
  lineCount: number;
  expectedTotal: number;
  /** Null while any line is uncounted. */
  receivedTotal: number | null;
  rejectedTotal: number;
  putAwayTotal: number;
};

export type LineRow = RowOf<typeof lineColumns>;

/** A line as written: its SKU by id, its code kept beside it. */
export type LineValues = Omit<LineRow, 'receiptId' | 'lineNo' | 'putAwayQty' | 'tracking'> & {
  skuId: number;
};

export type ReceiptValues = {
  userId: number;
  vendorId: number | null;
  warehouseId: number | null;
  reference: string;
  supplierName: string;
  supplierTaxId: string | null;
  expectedDate: string;
};

const receiptColumns = {
  id: goodsReceipts.id,
  code: goodsReceipts.code,
  userId: goodsReceipts.userId,
  userCode: users.code,
  userBusinessName: users.businessName,
  reference: goodsReceipts.reference,
  vendorId: goodsReceipts.vendorId,
  vendorCode: vendors.code,
  vendorName: vendors.name,
  supplierName: goodsReceipts.supplierName,
  supplierTaxId: goodsReceipts.supplierTaxId,
  warehouseId: goodsReceipts.warehouseId,
  warehouseCode: warehouses.code,
  warehouseName: warehouses.name,
  // As text: drivers differ in how they hand a date over.
  expectedDate: sql<string>`${goodsReceipts.expectedDate}::text`,
  status: goodsReceipts.status,
  comment: goodsReceipts.comment,
  createdByMemberId: goodsReceipts.createdByMemberId,
  createdByEmployeeId: creators.employeeId,
  createdByFullName: creators.fullName,
  decidedByEmployeeId: deciders.employeeId,
  decidedByFullName: deciders.fullName,
  decidedAt: goodsReceipts.decidedAt,
  createdAt: goodsReceipts.createdAt,
  updatedAt: goodsReceipts.updatedAt,
};

const lineColumns = {
  receiptId: goodsReceiptLines.receiptId,
  lineNo: goodsReceiptLines.lineNo,
  sku: goodsReceiptLines.sku,
  tracking: skus.tracking,
  description: goodsReceiptLines.description,
  expectedQty: goodsReceiptLines.expectedQty,
  receivedQty: goodsReceiptLines.receivedQty,
  rejectedQty: goodsReceiptLines.rejectedQty,
  rejectReason: goodsReceiptLines.rejectReason,
  lot: goodsReceiptLines.lot,
  // As text: drivers differ in how they hand a date over.
  expiresOn: sql<string | null>`${goodsReceiptLines.expiresOn}::text`,
  putAwayQty: goodsReceiptLines.putAwayQty,
};

const sortKeys = {
  // Ids are drawn in the order receipts are raised: the row id sorts them numerically, which
  // the code's text would not once it passes six digits.
  id: { expression: goodsReceipts.id, type: 'integer' },
  reference: { expression: goodsReceipts.reference, type: 'text' },
  expectedDate: { expression: goodsReceipts.expectedDate, type: 'date' },
  status: { expression: goodsReceipts.status, type: 'text' },
  createdAt: { expression: goodsReceipts.createdAt, type: 'timestamptz' },
} satisfies Record<string, SortKey>;

/** Unsorted, the newest receipts come first: the ones a warehouse is working on. */
const listSort = (sort: string | undefined): ListSort =>
  resolveSort(sort ?? '-id', sortKeys, 'id', { idFollowsSort: true });

/** The list's search, also the command palette's: id, reference, supplier or a line's SKU. */
function receiptSearch(q: string): SQL | undefined {
  const pattern = likePattern(q);
  return or(
    ilike(goodsReceipts.code, pattern),
    ilike(goodsReceipts.reference, pattern),
    ilike(goodsReceipts.supplierName, pattern),
    // The receipts of the lines matching, found first through the lines' own search index.
    sql`${goodsReceipts.id} = any(array(select ${goodsReceiptLines.receiptId} from ${goodsReceiptLines} where ${goodsReceiptLines.sku} ilike ${pattern}))`,
  );
}

/** The list's and the export's filters as one condition. */
function filtersOf(filters: ReceivingFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const search = filters.q ? receiptSearch(filters.q) : undefined;
  if (search) conditions.push(search);
  if (filters.status) conditions.push(eq(goodsReceipts.status, filters.status));
  if (filters.user) conditions.push(eq(users.code, filters.user));
  // By id, through the code's unique index: the count reads no join for it.
  if (filters.warehouse) {
    conditions.push(
      sql`${goodsReceipts.warehouseId} = (select ${warehouses.id} from ${warehouses} where ${warehouses.code} = ${filters.warehouse})`,
    );
  }
  if (filters.vendor) {
    conditions.push(
      sql`${goodsReceipts.vendorId} = (select ${vendors.id} from ${vendors} where ${vendors.code} = ${filters.vendor})`,
    );
  }
  if (filters.from) conditions.push(gte(goodsReceipts.expectedDate, filters.from));
  if (filters.to) conditions.push(lte(goodsReceipts.expectedDate, filters.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Each receipt's totals over its lines, in one lateral subquery per row read. */
const totals = new QueryBuilder()
  .select({
    lineCount: sql<number>`count(*)::int`.as('line_count'),
    expectedTotal: sql<number>`coalesce(sum(${goodsReceiptLines.expectedQty}), 0)::int`.as(
      'expected_total',
    ),
    receivedTotal: sql<
      number | null
    >`case when count(*) = count(${goodsReceiptLines.receivedQty}) then coalesce(sum(${goodsReceiptLines.receivedQty}), 0)::int end`.as(
      'received_total',
    ),
    rejectedTotal: sql<number>`coalesce(sum(${goodsReceiptLines.rejectedQty}), 0)::int`.as(
      'rejected_total',
    ),
    putAwayTotal: sql<number>`coalesce(sum(${goodsReceiptLines.putAwayQty}), 0)::int`.as(
      'put_away_total',
    ),
  })
  .from(goodsReceiptLines)
  .where(eq(goodsReceiptLines.receiptId, goodsReceipts.id))
  .as('totals');

const totalColumns = {
  lineCount: totals.lineCount,
  expectedTotal: totals.expectedTotal,
  receivedTotal: totals.receivedTotal,
  rejectedTotal: totals.rejectedTotal,
  putAwayTotal: totals.putAwayTotal,
};

/** A receipt as the list and the export read it: its record, then its totals. */
const listColumns = { ...receiptColumns, ...totalColumns };

/** Receipts with their user, vendor and warehouse, and who raised and decided them. */
const selectReceipts = (db: Executor) =>
  db
    .select(receiptColumns)
    .from(goodsReceipts)
    .innerJoin(users, eq(users.id, goodsReceipts.userId))
    .leftJoin(vendors, eq(vendors.id, goodsReceipts.vendorId))
    .leftJoin(warehouses, eq(warehouses.id, goodsReceipts.warehouseId))
    .leftJoin(creators, eq(creators.id, goodsReceipts.createdByMemberId))
    .leftJoin(deciders, eq(deciders.id, goodsReceipts.decidedByMemberId));
export type ReceiptRow = RowOfQuery<ReturnType<typeof selectReceipts>>;

export function createReceivingRepository(db: Executor) {
  const select = () => selectReceipts(db);

  const selectWithTotals = (selection: Selection) =>
    db
      .select(selection)
      .from(goodsReceipts)
      .innerJoin(users, eq(users.id, goodsReceipts.userId))
      .leftJoin(vendors, eq(vendors.id, goodsReceipts.vendorId))
      .leftJoin(warehouses, eq(warehouses.id, goodsReceipts.warehouseId))
      .leftJoin(creators, eq(creators.id, goodsReceipts.createdByMemberId))
      .leftJoin(deciders, eq(deciders.id, goodsReceipts.decidedByMemberId))
      .leftJoinLateral(totals, sql`true`);

  /** The filtered receipts in the list's order, with their totals, for a page or the export. */
  const listSource = (filters: ReceivingFilters): ListSource => {
    const sort = listSort(filters.sort);
    const where = filtersOf(filters);
    return {
      sort,
      id: goodsReceipts.id,
      columns: listColumns,
      rows: (selection, condition) =>
        selectWithTotals(selection).where(and(where, condition)).$dynamic(),
      // Every receipt has its user: the join matters to the count only when filtering by one.
      ids: filters.user
        ? db
            .select({ id: goodsReceipts.id })
            .from(goodsReceipts)
            .innerJoin(users, eq(users.id, goodsReceipts.userId))
            .where(where)
        : db.select({ id: goodsReceipts.id }).from(goodsReceipts).where(where),
      total: filtersOnlyStatus(filters)
        ? () => keptStatusTotal(db, goodsReceipts, filters.status)
        : undefined,
    };
  };

  return {
    /**
     * The command palette's receipts: the list's search, an exact code or reference first, then
     * the newest.
     */
    quickSearch(q: string, limit: number) {
      const matches = () =>
        db
          .select({
            code: goodsReceipts.code,
            reference: goodsReceipts.reference,
            supplierName: goodsReceipts.supplierName,
            status: goodsReceipts.status,
            businessName: users.businessName,
          })
          .from(goodsReceipts)
          .innerJoin(users, eq(users.id, goodsReceipts.userId));
      return exactThenOthers(
        limit,
        (size: number) =>
          matches()
            .where(or(eq(goodsReceipts.code, q.toUpperCase()), eq(goodsReceipts.reference, q)))
            .limit(size),
        (size: number) =>
          matches().where(receiptSearch(q)).orderBy(desc(goodsReceipts.id)).limit(size),
        (row) => row.code,
      );
    },

    /** The Receiving list, its export's count and its export's rows. */
    ...listReadings<ReceiptRow & ReceiptTotals, ReceivingFilters>(db, listSource),

    /** The lines of these receipts, in one query, each receipt's in its order. */
    async linesOf(receiptIds: number[]): Promise<LineRow[]> {
      if (receiptIds.length === 0) return [];
      const rows = await db
        .select(lineColumns)
        .from(goodsReceiptLines)
        .innerJoin(skus, eq(skus.id, goodsReceiptLines.skuId))
        .where(inArray(goodsReceiptLines.receiptId, receiptIds))
        .orderBy(asc(goodsReceiptLines.receiptId), asc(goodsReceiptLines.lineNo));
      return rows;
    },

    async find(code: string): Promise<ReceiptRow | null> {
      const [row] = await select().where(eq(goodsReceipts.code, code));
      return row ?? null;
    },

    /** A receipt about to be changed or decided on, locked until the transaction ends. */
    async findForChange(code: string): Promise<ReceiptRow | null> {
      const [row] = await select()
        .where(eq(goodsReceipts.code, code))
        .for('update', { of: goodsReceipts });
      return row ?? null;
    },

    /** The approved receipts with a warehouse, oldest first: the goods they brought in. */
    async approvedWithWarehouse() {
      return db
        .select({
          id: goodsReceipts.id,
          code: goodsReceipts.code,
          userId: goodsReceipts.userId,
          warehouseId: goodsReceipts.warehouseId,
          decidedByMemberId: goodsReceipts.decidedByMemberId,
          decidedAt: goodsReceipts.decidedAt,
        })
        .from(goodsReceipts)
        .where(and(eq(goodsReceipts.status, 'approved'), isNotNull(goodsReceipts.warehouseId)))
        .orderBy(asc(goodsReceipts.decidedAt), asc(goodsReceipts.id));
    },

    /** What each line of a receipt brings into stock: its SKU, units received and rejected. */
    async stockLines(receiptId: number) {
      return db
        .select({
          skuId: goodsReceiptLines.skuId,
          lot: goodsReceiptLines.lot,
          expiresOn: sql<string | null>`${goodsReceiptLines.expiresOn}::text`,
          receivedQty: goodsReceiptLines.receivedQty,
          rejectedQty: goodsReceiptLines.rejectedQty,
          rejectReason: goodsReceiptLines.rejectReason,
        })
        .from(goodsReceiptLines)
        .where(eq(goodsReceiptLines.receiptId, receiptId))
        .orderBy(asc(goodsReceiptLines.lineNo));
    },

    /** The SKUs of a receipt's lines whose received quantity is not entered yet. */
    async uncountedSkus(receiptId: number): Promise<string[]> {
      const rows = await db
        .select({ sku: goodsReceiptLines.sku })
        .from(goodsReceiptLines)
        .where(
          and(eq(goodsReceiptLines.receiptId, receiptId), isNull(goodsReceiptLines.receivedQty)),
        )
        .orderBy(asc(goodsReceiptLines.lineNo));
      return rows.map((row) => row.sku);
    },

    async pendingCount(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(goodsReceipts)
        .where(eq(goodsReceipts.status, 'pending'));
      return Number(row?.count ?? 0);
    },

    /** Writes a pending receipt with the next code from the sequence. */
    async insert(
      values: ReceiptValues & { createdByMemberId: number },
    ): Promise<{ id: number; code: string }> {
      const [row] = await db
        .insert(goodsReceipts)
        .values({ ...values, code: nextReceiptCode })
        .returning({ id: goodsReceipts.id, code: goodsReceipts.code });
      if (!row) throw new Error('goods receipt not created');
      return row;
    },

    /** Writes a receipt's lines, numbered 1, 2, 3 … in the order given. */
    async insertLines(receiptId: number, lines: LineValues[]): Promise<void> {
      if (lines.length === 0) return;
      await db
        .insert(goodsReceiptLines)
        .values(lines.map((line, index) => ({ ...line, receiptId, lineNo: index + 1 })));
    },

    async deleteLines(receiptId: number): Promise<void> {
      await db.delete(goodsReceiptLines).where(eq(goodsReceiptLines.receiptId, receiptId));
    },

    async update(receiptId: number, changes: Partial<ReceiptValues>): Promise<void> {
      await db
        .update(goodsReceipts)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(goodsReceipts.id, receiptId));
    },

    async decide(
      receiptId: number,
      decision: { status: 'approved' | 'rejected'; comment: string | null; memberId: number },
    ): Promise<void> {
      await db
        .update(goodsReceipts)
        .set({
          status: decision.status,
          comment: decision.comment,
          decidedByMemberId: decision.memberId,
          decidedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(goodsReceipts.id, receiptId));
    },

    async remove(receiptId: number): Promise<void> {
      // Its lines go with it (on delete cascade).
      await db.delete(goodsReceipts).where(eq(goodsReceipts.id, receiptId));
    },
  };
}

export type ReceivingRepository = ReturnType<typeof createReceivingRepository>;

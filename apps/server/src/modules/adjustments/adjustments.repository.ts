import type { AdjustmentFilters } from '@depot/contracts/adjustments';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, RowOf, Selection } from '../../db/client.ts';
import {
  nextAdjustmentCode,
  stockAdjustmentLines,
  stockAdjustments,
} from '../../db/schema/adjustments.ts';
import { organization } from '../../db/schema/organization.ts';
import { skus } from '../../db/schema/skus.ts';
import { teamMembers } from '../../db/schema/team-members.ts';
import { users } from '../../db/schema/users.ts';
import { locations, warehouses } from '../../db/schema/warehouses.ts';
import { type ListSource, listReadings } from '../../lib/list-pages.ts';
import { likePattern, resolveSort, type SortKey } from '../../lib/lists.ts';
import { operatorDayStart } from '../../lib/operator-calendar.ts';

const creators = alias(teamMembers, 'creators');
const deciders = alias(teamMembers, 'deciders');

const adjustmentColumns = {
  id: stockAdjustments.id,
  code: stockAdjustments.code,
  userId: stockAdjustments.userId,
  userCode: users.code,
  userBusinessName: users.businessName,
  warehouseId: stockAdjustments.warehouseId,
  warehouseCode: warehouses.code,
  warehouseName: warehouses.name,
  reason: stockAdjustments.reason,
  note: stockAdjustments.note,
  status: stockAdjustments.status,
  units: stockAdjustments.units,
  value: stockAdjustments.value,
  createdByMemberId: stockAdjustments.createdByMemberId,
  createdByEmployeeId: creators.employeeId,
  createdByName: creators.fullName,
  decidedByEmployeeId: deciders.employeeId,
  decidedByName: deciders.fullName,
  decidedAt: stockAdjustments.decidedAt,
  decisionComment: stockAdjustments.decisionComment,
  movementCode: stockAdjustments.movementCode,
  countCode: sql<
    string | null
  >`(select code from stock_counts where id = ${stockAdjustments.countId})`,
  createdAt: stockAdjustments.createdAt,
  updatedAt: stockAdjustments.updatedAt,
};

const sortKeys = {
  code: { expression: stockAdjustments.code, type: 'text' },
  units: { expression: stockAdjustments.units, type: 'integer' },
  value: { expression: stockAdjustments.value, type: 'numeric' },
  createdAt: { expression: stockAdjustments.createdAt, type: 'timestamptz' },
} satisfies Record<string, SortKey>;

/** The search: the code, the note, or a SKU code on one of its lines. */
function adjustmentSearch(q: string): SQL | undefined {
  const pattern = likePattern(q);
  return or(
    ilike(stockAdjustments.code, pattern),
    ilike(stockAdjustments.note, pattern),
    inArray(
      stockAdjustments.id,
      sql`(select ${stockAdjustmentLines.adjustmentId} from ${stockAdjustmentLines}
        join ${skus} on ${skus.id} = ${stockAdjustmentLines.skuId}
        where ${skus.code} ilike ${pattern})`,
    ),
  );
}

function filtersOf(filters: AdjustmentFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const search = filters.q ? adjustmentSearch(filters.q) : undefined;
  if (search) conditions.push(search);
  if (filters.status) conditions.push(eq(stockAdjustments.status, filters.status));
  if (filters.reason) conditions.push(eq(stockAdjustments.reason, filters.reason));
  if (filters.user) conditions.push(eq(users.code, filters.user));
  if (filters.warehouse) conditions.push(eq(warehouses.code, filters.warehouse));
  if (filters.from) {
    conditions.push(sql`${stockAdjustments.createdAt} >= ${operatorDayStart(filters.from)}`);
  }
  if (filters.to) {
    conditions.push(sql`${stockAdjustments.createdAt} < ${operatorDayStart(filters.to, 1)}`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const fromAdjustments = (db: Executor, selection: Selection) =>
  db
    .select(selection)
    .from(stockAdjustments)
    .innerJoin(users, eq(users.id, stockAdjustments.userId))
    .innerJoin(warehouses, eq(warehouses.id, stockAdjustments.warehouseId))
    .leftJoin(creators, eq(creators.id, stockAdjustments.createdByMemberId))
    .leftJoin(deciders, eq(deciders.id, stockAdjustments.decidedByMemberId))
    .$dynamic();

type Person = 'createdByEmployeeId' | 'createdByName' | 'decidedByEmployeeId' | 'decidedByName';
/** An adjustment as read: who raised and decided it empty where nobody is (left-joined). */
export type AdjustmentRow = Omit<RowOf<typeof adjustmentColumns>, Person> &
  Record<Person, string | null>;

export type AdjustmentLineValues = {
  skuId: number;
  locationId: number;
  lotNumber: string | null;
  expiresOn: string | null;
  change: number;
};

export function createAdjustmentsRepository(db: Executor) {
  const listSource = (filters: AdjustmentFilters): ListSource => {
    const where = filtersOf(filters);
    return {
      sort: resolveSort(filters.sort ?? '-createdAt', sortKeys, 'createdAt', {
        idFollowsSort: true,
      }),
      id: stockAdjustments.id,
      columns: adjustmentColumns,
      rows: (selection, condition) => fromAdjustments(db, selection).where(and(where, condition)),
      ids: fromAdjustments(db, { id: stockAdjustments.id }).where(where),
    };
  };

  return {
    ...listReadings<AdjustmentRow, AdjustmentFilters>(db, listSource),

    async find(code: string): Promise<AdjustmentRow | null> {
      const [row] = await fromAdjustments(db, adjustmentColumns).where(
        eq(stockAdjustments.code, code),
      );
      return (row as AdjustmentRow | undefined) ?? null;
    },

    /** The adjustment, its row locked until the transaction ends. */
    async findForChange(code: string) {
      const [row] = await db
        .select({
          id: stockAdjustments.id,
          status: stockAdjustments.status,
          userId: stockAdjustments.userId,
          warehouseId: stockAdjustments.warehouseId,
          reason: stockAdjustments.reason,
          note: stockAdjustments.note,
          createdByMemberId: stockAdjustments.createdByMemberId,
        })
        .from(stockAdjustments)
        .where(eq(stockAdjustments.code, code))
        .for('update');
      return row ?? null;
    },

    /** The lines of these adjustments, in their order, with what names them. */
    linesOf(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          adjustmentId: stockAdjustmentLines.adjustmentId,
          skuId: skus.id,
          skuPublicId: skus.publicId,
          skuCode: skus.code,
          skuName: skus.name,
          skuTracking: skus.tracking,
          locationId: locations.id,
          locationPublicId: locations.publicId,
          locationCode: locations.code,
          lot: stockAdjustmentLines.lotNumber,
          expiresOn: stockAdjustmentLines.expiresOn,
          change: stockAdjustmentLines.change,
        })
        .from(stockAdjustmentLines)
        .innerJoin(skus, eq(skus.id, stockAdjustmentLines.skuId))
        .innerJoin(locations, eq(locations.id, stockAdjustmentLines.locationId))
        .where(inArray(stockAdjustmentLines.adjustmentId, [...ids]))
        .orderBy(asc(stockAdjustmentLines.adjustmentId), asc(stockAdjustmentLines.lineNo));
    },

    async insert(values: {
      userId: number;
      warehouseId: number;
      reason: (typeof stockAdjustments.$inferInsert)['reason'];
      note: string | null;
      units: number;
      value: string;
      createdByMemberId: number | null;
      /** The cycle count it posts the variances of, if any. */
      countId?: number;
      /** When it was raised, if not now (the sample's history). */
      createdAt?: Date;
      lines: readonly AdjustmentLineValues[];
    }) {
      const { lines, createdAt, ...adjustment } = values;
      const [created] = await db
        .insert(stockAdjustments)
        .values({
          ...adjustment,
          code: nextAdjustmentCode,
          status: 'pending',
          ...(createdAt ? { createdAt, updatedAt: createdAt } : {}),
        })
        .returning({ id: stockAdjustments.id, code: stockAdjustments.code });
      if (!created) throw new Error('the adjustment was not inserted');
      await db
        .insert(stockAdjustmentLines)
        .values(
          lines.map((line, index) => ({ ...line, adjustmentId: created.id, lineNo: index + 1 })),
        );
      return created;
    },

    /** Posts (with its movement) or rejects a pending adjustment. */
    async decide(
      id: number,
      decision:
        | { status: 'posted'; movementCode: string; memberId: number | null }
        | { status: 'rejected'; comment: string; memberId: number | null },
      at?: Date,
    ) {
      await db
        .update(stockAdjustments)
        .set({
          status: decision.status,
          movementCode: decision.status === 'posted' ? decision.movementCode : null,
          decisionComment: decision.status === 'rejected' ? decision.comment : null,
          decidedByMemberId: decision.memberId,
          decidedAt: at ?? sql`now()`,
          updatedAt: at ?? sql`now()`,
        })
        .where(eq(stockAdjustments.id, id));
    },

    async thresholds() {
      const [row] = await db
        .select({
          units: organization.adjustmentApprovalUnits,
          value: organization.adjustmentApprovalValue,
        })
        .from(organization)
        .where(eq(organization.id, 1));
      return row ?? { units: 50, value: '10000.00' };
    },

    async setThresholds(thresholds: { units: number; value: string }) {
      await db
        .update(organization)
        .set({
          adjustmentApprovalUnits: thresholds.units,
          adjustmentApprovalValue: thresholds.value,
          updatedAt: sql`now()`,
        })
        .where(eq(organization.id, 1));
    },
  };
}

import type { ShipmentFilters, ShipmentStatus } from '@depot/contracts/shipments';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, RowOfQuery } from '../../db/client.ts';
import { nextShipmentCode, shipments } from '../../db/schema/shipments.ts';
import { users } from '../../db/schema/users.ts';
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
import { operatorDayStart } from '../../lib/operator-calendar.ts';

const shipmentColumns = {
  id: shipments.id,
  code: shipments.code,
  userCode: users.code,
  userBusinessName: users.businessName,
  reference: shipments.reference,
  consigneeName: shipments.consigneeName,
  consigneePhone: shipments.consigneePhone,
  consigneePhoneCountry: shipments.consigneePhoneCountry,
  consigneeEmail: shipments.consigneeEmail,
  addressLine1: shipments.addressLine1,
  addressLine2: shipments.addressLine2,
  city: shipments.city,
  stateCode: shipments.stateCode,
  countryCode: shipments.countryCode,
  postalCode: shipments.postalCode,
  boxes: shipments.boxes,
  weightKg: shipments.weightKg,
  lengthCm: shipments.lengthCm,
  widthCm: shipments.widthCm,
  heightCm: shipments.heightCm,
  declaredValue: shipments.declaredValue,
  currency: shipments.currency,
  carrier: shipments.carrier,
  trackingNumber: shipments.trackingNumber,
  status: shipments.status,
  invoiceNumber: shipments.invoiceNumber,
  // As text: drivers differ in how they hand a date over.
  invoiceDate: sql<string | null>`${shipments.invoiceDate}::text`,
  ewayBillNumber: shipments.ewayBillNumber,
  hsnCodes: shipments.hsnCodes,
  contentsDescription: shipments.contentsDescription,
  createdByMemberId: shipments.createdByMemberId,
  dispatchedAt: shipments.dispatchedAt,
  deliveredAt: shipments.deliveredAt,
  createdAt: shipments.createdAt,
  updatedAt: shipments.updatedAt,
};

/** A shipment's fields as written (the code, status and times are the server's). */
export type ShipmentValues = Omit<
  typeof shipments.$inferInsert,
  'id' | 'code' | 'status' | 'createdAt' | 'updatedAt' | 'dispatchedAt' | 'deliveredAt'
>;

const sortKeys = {
  // The number behind the code: SHP-1000000 comes after SHP-999999, which text would not say.
  id: { expression: shipments.id, type: 'integer' },
  reference: { expression: shipments.reference, type: 'text' },
  status: { expression: shipments.status, type: 'text' },
  declaredValue: { expression: shipments.declaredValue, type: 'numeric' },
  weightKg: { expression: shipments.weightKg, type: 'numeric' },
  createdAt: { expression: shipments.createdAt, type: 'timestamptz' },
} satisfies Record<string, SortKey>;

/** Unsorted, the newest shipments come first: the ones a person is working on. */
const listSort = (sort: string | undefined): ListSort =>
  resolveSort(sort ?? '-createdAt', sortKeys, 'createdAt', { idFollowsSort: true });

/** The list's search, also the command palette's: id, reference, consignee, tracking number or city. */
function shipmentSearch(q: string): SQL | undefined {
  const pattern = likePattern(q);
  return or(
    ilike(shipments.code, pattern),
    ilike(shipments.reference, pattern),
    ilike(shipments.consigneeName, pattern),
    ilike(shipments.trackingNumber, pattern),
    ilike(shipments.city, pattern),
  );
}

/** The list's and the export's filters as one condition. */
function filtersOf(filters: ShipmentFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const search = filters.q ? shipmentSearch(filters.q) : undefined;
  if (search) conditions.push(search);
  if (filters.status) conditions.push(eq(shipments.status, filters.status));
  if (filters.user) conditions.push(eq(users.code, filters.user));
  if (filters.carrier) {
    conditions.push(sql`lower(${shipments.carrier}) = lower(${filters.carrier})`);
  }
  // Days are India's: a shipment created at 00:30 IST belongs to that day, not the UTC one before.
  if (filters.from)
    conditions.push(sql`${shipments.createdAt} >= ${operatorDayStart(filters.from)}`);
  if (filters.to) conditions.push(sql`${shipments.createdAt} < ${operatorDayStart(filters.to, 1)}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const selectShipments = (db: Executor) =>
  db.select(shipmentColumns).from(shipments).innerJoin(users, eq(users.id, shipments.userId));
export type ShipmentRow = RowOfQuery<ReturnType<typeof selectShipments>>;

export function createShipmentsRepository(db: Executor) {
  const select = () => selectShipments(db);

  /** The filtered shipments in the list's order, for a page or the export. */
  const listSource = (filters: ShipmentFilters): ListSource => {
    const sort = listSort(filters.sort);
    const where = filtersOf(filters);
    return {
      sort,
      id: shipments.id,
      columns: shipmentColumns,
      rows: (selection, condition) =>
        db
          .select(selection)
          .from(shipments)
          .innerJoin(users, eq(users.id, shipments.userId))
          .where(and(where, condition))
          .$dynamic(),
      // Every shipment has its user: the join matters to the count only when filtering by one.
      ids: filters.user
        ? db
            .select({ id: shipments.id })
            .from(shipments)
            .innerJoin(users, eq(users.id, shipments.userId))
            .where(where)
        : db.select({ id: shipments.id }).from(shipments).where(where),
      total: filtersOnlyStatus(filters)
        ? () => keptStatusTotal(db, shipments, filters.status)
        : undefined,
    };
  };

  return {
    /**
     * The command palette's shipments: the list's search, an exact code, tracking number or
     * reference first, then the newest.
     */
    quickSearch(q: string, limit: number) {
      const upper = q.toUpperCase();
      const matches = () =>
        db
          .select({
            code: shipments.code,
            reference: shipments.reference,
            consigneeName: shipments.consigneeName,
            city: shipments.city,
            trackingNumber: shipments.trackingNumber,
            status: shipments.status,
            businessName: users.businessName,
          })
          .from(shipments)
          .innerJoin(users, eq(users.id, shipments.userId));
      return exactThenOthers(
        limit,
        (size: number) =>
          matches()
            .where(
              or(
                eq(shipments.code, upper),
                eq(shipments.trackingNumber, upper),
                eq(shipments.reference, q),
              ),
            )
            .limit(size),
        (size: number) =>
          matches().where(shipmentSearch(q)).orderBy(desc(shipments.id)).limit(size),
        (row) => row.code,
      );
    },

    /** The Shipments list, its export's count and its export's rows. */
    ...listReadings<ShipmentRow, ShipmentFilters>(db, listSource),

    async find(code: string): Promise<ShipmentRow | null> {
      const [row] = await select().where(eq(shipments.code, code));
      return row ?? null;
    },

    /** A shipment about to be changed, locked until the transaction ends. */
    async findForChange(code: string): Promise<ShipmentRow | null> {
      const [row] = await select().where(eq(shipments.code, code)).for('update', { of: shipments });
      return row ?? null;
    },

    /** Writes a shipment, a draft, with the next code from the sequence. */
    async insert(values: ShipmentValues): Promise<{ id: number; code: string }> {
      const [row] = await db
        .insert(shipments)
        .values({ ...values, code: nextShipmentCode, status: 'draft' })
        .returning({ id: shipments.id, code: shipments.code });
      if (!row) throw new Error('shipment not created');
      return row;
    },

    /** Writes the fields and, when it moves, the status with the time of the move. */
    async update(id: number, values: Partial<ShipmentValues>, status?: ShipmentStatus) {
      await db
        .update(shipments)
        .set({
          ...values,
          ...(status ? { status } : {}),
          ...(status === 'dispatched' ? { dispatchedAt: sql`now()` } : {}),
          ...(status === 'delivered' ? { deliveredAt: sql`now()` } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(shipments.id, id));
    },

    async delete(id: number) {
      await db.delete(shipments).where(eq(shipments.id, id));
    },
  };
}

export type ShipmentsRepository = ReturnType<typeof createShipmentsRepository>;

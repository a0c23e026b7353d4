import type { VendorFilters, VendorStatus } from '@depot/contracts/vendors';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, RowOfQuery } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { nextVendorCode, vendors } from '../../db/schema/vendors.ts';
import { type ListSource, listReadings } from '../../lib/list-pages.ts';
import {
  exactThenOthers,
  type ListSort,
  likePattern,
  resolveSort,
  type SortKey,
} from '../../lib/lists.ts';

const vendorColumns = {
  id: vendors.id,
  code: vendors.code,
  userId: vendors.userId,
  userCode: users.code,
  userBusinessName: users.businessName,
  name: vendors.name,
  contactName: vendors.contactName,
  email: vendors.email,
  phone: vendors.phone,
  phoneCountry: vendors.phoneCountry,
  taxId: vendors.taxId,
  addressLine1: vendors.addressLine1,
  addressLine2: vendors.addressLine2,
  city: vendors.city,
  stateCode: vendors.stateCode,
  countryCode: vendors.countryCode,
  postalCode: vendors.postalCode,
  status: vendors.status,
  createdAt: vendors.createdAt,
  updatedAt: vendors.updatedAt,
};

/** A vendor's fields as written. */
export type VendorValues = Omit<
  typeof vendors.$inferInsert,
  'id' | 'code' | 'status' | 'createdAt' | 'updatedAt'
>;

const sortKeys = {
  code: { expression: vendors.code, type: 'text' },
  name: { expression: vendors.name, type: 'text' },
  contactName: { expression: vendors.contactName, type: 'text' },
  status: { expression: vendors.status, type: 'text' },
  createdAt: { expression: vendors.createdAt, type: 'timestamptz' },
} satisfies Record<string, SortKey>;

const listSort = (sort: string | undefined): ListSort =>
  resolveSort(sort, sortKeys, 'code', { idFollowsSort: true });

/** A query's digits as a phone number's, without a trunk prefix ("098200 …" → "98200…"). */
function phoneDigits(q: string): string | null {
  if (!/^[\d\s+().-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= 4 ? digits : null;
}

/** The list's search: name, code, contact, email, phone or GSTIN. */
function vendorSearch(q: string): SQL | undefined {
  const pattern = likePattern(q);
  const digits = phoneDigits(q);
  return or(
    ilike(vendors.name, pattern),
    ilike(vendors.code, pattern),
    ilike(vendors.contactName, pattern),
    ilike(vendors.email, pattern),
    ilike(vendors.taxId, pattern),
    ilike(vendors.phone, pattern),
    // E.164 is "+" then digits: the typed number's digits fall inside it.
    digits ? sql`${vendors.phone} like ${`%${digits}%`}` : undefined,
  );
}

/** The list's and the export's filters as one condition. */
function filtersOf(filters: VendorFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const search = filters.q ? vendorSearch(filters.q) : undefined;
  if (search) conditions.push(search);
  if (filters.status) conditions.push(eq(vendors.status, filters.status));
  if (filters.user) conditions.push(eq(users.code, filters.user));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const selectVendors = (db: Executor) =>
  db.select(vendorColumns).from(vendors).innerJoin(users, eq(users.id, vendors.userId));
export type VendorRow = RowOfQuery<ReturnType<typeof selectVendors>>;

export function createVendorsRepository(db: Executor) {
  const select = () => selectVendors(db);

  /** The filtered vendors in the list's order, for a page or the export. */
  const listSource = (filters: VendorFilters): ListSource => {
    const sort = listSort(filters.sort);
    const where = filtersOf(filters);
    return {
      sort,
      id: vendors.id,
      columns: vendorColumns,
      rows: (selection, condition) =>
        db
          .select(selection)
          .from(vendors)
          .innerJoin(users, eq(users.id, vendors.userId))
          .where(and(where, condition))
          .$dynamic(),
      // The client's join (every vendor has one: no row more, none fewer) matters only to its filter.
      ids: filters.user
        ? db
            .select({ id: vendors.id })
            .from(vendors)
            .innerJoin(users, eq(users.id, vendors.userId))
            .where(where)
        : db.select({ id: vendors.id }).from(vendors).where(where),
    };
  };

  return {
    /** The Vendors list, its export's count and its export's rows. */
    ...listReadings<VendorRow, VendorFilters>(db, listSource),

    /**
     * A picker's vendors, of one client or all: an exact code or GSTIN first, then by name,
     * matching the name, the code or the GSTIN.
     */
    options(userCode: string | undefined, q: string | undefined, limit: number) {
      const ofClient = userCode ? eq(users.code, userCode) : undefined;
      const matches = () =>
        db
          .select({
            code: vendors.code,
            name: vendors.name,
            taxId: vendors.taxId,
            status: vendors.status,
            userCode: users.code,
            userBusinessName: users.businessName,
          })
          .from(vendors)
          .innerJoin(users, eq(users.id, vendors.userId));
      const byName = (size: number, where?: SQL) =>
        matches()
          .where(and(ofClient, where))
          .orderBy(asc(vendors.name), asc(vendors.id))
          .limit(size);
      if (!q) return byName(limit);
      const pattern = likePattern(q);
      return exactThenOthers(
        limit,
        (size: number) =>
          matches()
            .where(
              and(
                ofClient,
                or(eq(vendors.code, q.toUpperCase()), eq(vendors.taxId, q.toUpperCase())),
              ),
            )
            .limit(size),
        (size: number) =>
          byName(
            size,
            or(
              ilike(vendors.name, pattern),
              ilike(vendors.code, pattern),
              ilike(vendors.taxId, pattern),
            ),
          ),
        (row) => row.code,
      );
    },

    /**
     * A vendor a document is about to name, share-locked until the transaction ends, so it is
     * neither deleted nor deactivated under the write.
     */
    async findSummary(code: string) {
      const [row] = await db
        .select({
          id: vendors.id,
          code: vendors.code,
          userId: vendors.userId,
          name: vendors.name,
          taxId: vendors.taxId,
          status: vendors.status,
        })
        .from(vendors)
        .where(eq(vendors.code, code))
        .for('share');
      return row ?? null;
    },

    async find(code: string): Promise<VendorRow | null> {
      const [row] = await select().where(eq(vendors.code, code));
      return row ?? null;
    },

    /** A vendor about to be changed or deleted, locked until the transaction ends. */
    async findForChange(code: string): Promise<VendorRow | null> {
      const [row] = await select().where(eq(vendors.code, code)).for('update', { of: vendors });
      return row ?? null;
    },

    /** Vendors by code, locked like `findForChange`. */
    async findManyForChange(codes: string[]) {
      if (codes.length === 0) return [];
      return db
        .select({ id: vendors.id, code: vendors.code, status: vendors.status })
        .from(vendors)
        .where(inArray(vendors.code, codes))
        .for('update');
    },

    /** Whether another vendor of the client (not `exceptId`) has this name, whatever its case. */
    async nameTaken(userId: number, name: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: vendors.id })
        .from(vendors)
        .where(
          and(
            eq(vendors.userId, userId),
            sql`lower(${vendors.name}) = lower(${name})`,
            exceptId === undefined ? undefined : sql`${vendors.id} <> ${exceptId}`,
          ),
        );
      return row !== undefined;
    },

    /** Writes a vendor with the next code from the sequence. */
    async insert(values: VendorValues): Promise<{ id: number; code: string }> {
      const [row] = await db
        .insert(vendors)
        .values({ ...values, code: nextVendorCode })
        .returning({ id: vendors.id, code: vendors.code });
      if (!row) throw new Error('vendor not created');
      return row;
    },

    async update(vendorId: number, changes: Partial<VendorValues>) {
      await db
        .update(vendors)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(vendors.id, vendorId));
    },

    async setStatus(vendorId: number, status: VendorStatus) {
      await db
        .update(vendors)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(vendors.id, vendorId));
    },

    async remove(vendorId: number) {
      await db.delete(vendors).where(eq(vendors.id, vendorId));
    },
  };
}

export type VendorsRepository = ReturnType<typeof createVendorsRepository>;

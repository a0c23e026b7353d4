import type { SkuFilters, SkuStatus } from '@depot/contracts/skus';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, executeRows, type RowOfQuery } from '../../db/client.ts';
import {
  nextProductId,
  nextSkuId,
  products,
  skuBarcodes,
  skuComponents,
  skus,
} from '../../db/schema/skus.ts';
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

/**
 * A SKU's barcodes in their order, as one text: a barcode has no spaces, so a space parts them.
 * Read through the barcodes' key (sku_id, position), a few rows a SKU.
 */
const barcodeText = sql<string>`array_to_string(array(select ${skuBarcodes.barcode} from ${skuBarcodes} where ${skuBarcodes.skuId} = ${skus.id} order by ${skuBarcodes.position}), ' ')`;
const componentCount = sql<number>`(select count(*)::int from ${skuComponents} where ${skuComponents.skuId} = ${skus.id})`;

const skuColumns = {
  id: skus.id,
  publicId: skus.publicId,
  userId: skus.userId,
  userCode: users.code,
  userBusinessName: users.businessName,
  productId: skus.productId,
  productCode: products.code,
  productName: products.name,
  productBrand: products.brand,
  productCategory: products.category,
  code: skus.code,
  kind: skus.kind,
  name: skus.name,
  variant: skus.variant,
  hsnCode: skus.hsnCode,
  gstRate: skus.gstRate,
  mrp: sql<string | null>`${skus.mrp}::text`,
  currency: skus.currency,
  unit: skus.unit,
  unitsPerCase: skus.unitsPerCase,
  weightKg: sql<string | null>`${skus.weightKg}::text`,
  lengthCm: sql<string | null>`${skus.lengthCm}::text`,
  widthCm: sql<string | null>`${skus.widthCm}::text`,
  heightCm: sql<string | null>`${skus.heightCm}::text`,
  tracking: skus.tracking,
  shelfLifeDays: skus.shelfLifeDays,
  minShelfLifeDays: skus.minShelfLifeDays,
  status: skus.status,
  createdAt: skus.createdAt,
  updatedAt: skus.updatedAt,
  barcodes: barcodeText,
  componentCount,
};

/** A SKU's own fields as written. */
export type SkuValues = Omit<
  typeof skus.$inferInsert,
  'id' | 'publicId' | 'status' | 'createdAt' | 'updatedAt'
>;

const sortKeys = {
  id: { expression: skus.id, type: 'integer' },
  code: { expression: skus.code, type: 'text' },
  name: { expression: skus.name, type: 'text' },
  status: { expression: skus.status, type: 'text' },
  createdAt: { expression: skus.createdAt, type: 'timestamptz' },
} satisfies Record<string, SortKey>;

const listSort = (sort: string | undefined): ListSort =>
  resolveSort(sort, sortKeys, 'code', { idFollowsSort: true });

/**
 * The SKUs whose code, or one of whose barcodes, is `code` exactly (within one client when
 * `userId` is given): the ids of two index look-ups, one per table. Written as
 * `code = … or id in (…)`, the planner cannot combine the two indexes, guesses that half the
 * SKUs match, and reads the whole table behind the page's LIMIT: 9 s a look-up at 1 000 000 SKUs.
 */
const namedBy = (code: string, userId?: SQL) =>
  sql`${skus.id} in (select ${skus.id} from ${skus} where ${skus.code} = ${code.toUpperCase()}${userId ? sql` and ${skus.userId} = ${userId}` : sql``} union all select ${skuBarcodes.skuId} from ${skuBarcodes} where ${skuBarcodes.barcode} = ${code}${userId ? sql` and ${skuBarcodes.userId} = ${userId}` : sql``})`;

/**
 * The list's search: code, name or variant holding `q` (the trigram index), the SKU's id, or a
 * barcode exactly (the barcodes' index), as one set of ids, for the reason `namedBy` gives.
 */
function skuSearch(q: string): SQL {
  const pattern = likePattern(q);
  const text = or(
    ilike(skus.code, pattern),
    ilike(skus.name, pattern),
    ilike(skus.variant, pattern),
    eq(skus.publicId, q.toUpperCase()),
  );
  return sql`${skus.id} in (select ${skus.id} from ${skus} where ${text} union all select ${skuBarcodes.skuId} from ${skuBarcodes} where ${skuBarcodes.barcode} = ${q})`;
}

const userIdOf = (code: string) =>
  sql`(select ${users.id} from ${users} where ${users.code} = ${code})`;
const productIdOf = (code: string) =>
  sql`(select ${products.id} from ${products} where ${products.code} = ${code})`;

/** The list's and the export's filters as one condition, on the SKU table alone. */
function filtersOf(filters: SkuFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const search = filters.q ? skuSearch(filters.q) : undefined;
  if (search) conditions.push(search);
  if (filters.status) conditions.push(eq(skus.status, filters.status));
  // By the client's id, read once, so that (user_id, …) indexes serve the filter and its sort.
  if (filters.user) conditions.push(sql`${skus.userId} = ${userIdOf(filters.user)}`);
  if (filters.tracking) conditions.push(eq(skus.tracking, filters.tracking));
  if (filters.kind) conditions.push(eq(skus.kind, filters.kind));
  if (filters.product) conditions.push(sql`${skus.productId} = ${productIdOf(filters.product)}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const selectSkus = (db: Executor) =>
  db
    .select(skuColumns)
    .from(skus)
    .innerJoin(users, eq(users.id, skus.userId))
    .innerJoin(products, eq(products.id, skus.productId));
export type SkuRow = RowOfQuery<ReturnType<typeof selectSkus>>;

const productColumns = {
  id: products.id,
  code: products.code,
  userId: products.userId,
  userCode: users.code,
  userBusinessName: users.businessName,
  name: products.name,
  brand: products.brand,
  category: products.category,
  createdAt: products.createdAt,
  skuCount: sql<number>`(select count(*)::int from ${skus} where ${skus.productId} = ${products.id})`,
};
const selectProducts = (db: Executor) =>
  db.select(productColumns).from(products).innerJoin(users, eq(users.id, products.userId));
export type ProductRow = RowOfQuery<ReturnType<typeof selectProducts>>;

/** A product's key within a batch: its client and its name, whatever the case. */
export const productKey = (userId: number, name: string) => `${userId}\u0000${name.toLowerCase()}`;

/** The advisory lock's class for a client's bundles and kits (its key is the client's id). */
const COMPONENTS_LOCK = 5_217;

export type ComponentRow = {
  componentId: number;
  publicId: string;
  code: string;
  name: string;
  kind: 'standard' | 'bundle' | 'kit';
  quantity: number;
};

export function createSkusRepository(db: Executor) {
  const select = () => selectSkus(db);

  /** The filtered SKUs in the list's order, for a page or the export. */
  const listSource = (filters: SkuFilters): ListSource => {
    const sort = listSort(filters.sort);
    const where = filtersOf(filters);
    return {
      sort,
      id: skus.id,
      columns: skuColumns,
      rows: (selection, condition) =>
        db
          .select(selection)
          .from(skus)
          .innerJoin(users, eq(users.id, skus.userId))
          .innerJoin(products, eq(products.id, skus.productId))
          .where(and(where, condition))
          .$dynamic(),
      // Every filter is on the SKU's own columns: the joins add no row and drop none.
      ids: db.select({ id: skus.id }).from(skus).where(where),
      total: filtersOnlyStatus(filters)
        ? () => keptStatusTotal(db, skus, filters.status)
        : undefined,
    };
  };

  return {
    /** The SKU list, its export's count and its export's rows. */
    ...listReadings<SkuRow, SkuFilters>(db, listSource),

    async find(publicId: string): Promise<SkuRow | null> {
      const [row] = await select().where(eq(skus.publicId, publicId));
      return row ?? null;
    },

    /** SKUs by public id, as the list reads them. */
    async findMany(publicIds: string[]): Promise<SkuRow[]> {
      if (publicIds.length === 0) return [];
      return select().where(inArray(skus.publicId, publicIds));
    },

    /** A SKU about to be changed or deleted, locked until the transaction ends. */
    async findForChange(publicId: string): Promise<SkuRow | null> {
      const [row] = await select().where(eq(skus.publicId, publicId)).for('update', { of: skus });
      return row ?? null;
    },

    /** SKUs by public id, locked like `findForChange`. */
    async findManyForChange(publicIds: string[]) {
      if (publicIds.length === 0) return [];
      return db
        .select({ id: skus.id, code: skus.publicId, status: skus.status })
        .from(skus)
        .where(inArray(skus.publicId, publicIds))
        .for('update');
    },

    /** Every SKU whose code, or one of whose barcodes, is `code` exactly: each through an index. */
    async lookup(code: string, userCode: string | undefined, limit: number): Promise<SkuRow[]> {
      const userId = userCode ? userIdOf(userCode) : undefined;
      return select()
        .where(namedBy(code, userId))
        .orderBy(asc(users.code), asc(skus.code))
        .limit(limit);
    },

    /**
     * A document line's picker: the client's SKUs whose code or barcode is `q` exactly first,
     * then those whose code or name holds it, by code.
     */
    options(userCode: string, q: string | undefined, limit: number) {
      const ofClient = sql`${skus.userId} = ${userIdOf(userCode)}`;
      const matches = () =>
        db
          .select({
            publicId: skus.publicId,
            code: skus.code,
            name: skus.name,
            kind: skus.kind,
            status: skus.status,
          })
          .from(skus);
      const byCode = (size: number, where?: SQL) =>
        matches().where(and(ofClient, where)).orderBy(asc(skus.code), asc(skus.id)).limit(size);
      if (!q) return byCode(limit);
      const pattern = likePattern(q);
      return exactThenOthers(
        limit,
        (size: number) =>
          matches()
            .where(and(ofClient, namedBy(q, userIdOf(userCode))))
            .limit(size),
        (size: number) => byCode(size, or(ilike(skus.code, pattern), ilike(skus.name, pattern))),
        (row) => row.publicId,
      );
    },

    /** The client's SKUs by code, for components and document lines: id, kind and code. */
    async byCodes(userId: number, codes: string[]) {
      if (codes.length === 0) return [];
      return db
        .select({
          id: skus.id,
          publicId: skus.publicId,
          code: skus.code,
          kind: skus.kind,
          status: skus.status,
          tracking: skus.tracking,
          mrp: skus.mrp,
        })
        .from(skus)
        .where(and(eq(skus.userId, userId), inArray(skus.code, codes)));
    },

    /**
     * The SKUs of any client with one of the codes, for an import's rows and their components:
     * a code the row's client lacks may be another client's. Locked, in a write, until it ends.
     */
    async withCodes(codes: string[], lock = false) {
      if (codes.length === 0) return [];
      const query = db
        .select({
          id: skus.id,
          userId: skus.userId,
          userCode: users.code,
          code: skus.code,
          kind: skus.kind,
        })
        .from(skus)
        .innerJoin(users, eq(users.id, skus.userId))
        .where(inArray(skus.code, codes));
      return lock ? query.for('share', { of: skus }) : query;
    },

    /** Which of the barcodes SKUs have, client by client: the barcode's owner by code. */
    async barcodesIn(barcodes: string[]) {
      if (barcodes.length === 0) return [];
      return db
        .select({ userId: skuBarcodes.userId, barcode: skuBarcodes.barcode, code: skus.code })
        .from(skuBarcodes)
        .innerJoin(skus, eq(skus.id, skuBarcodes.skuId))
        .where(inArray(skuBarcodes.barcode, barcodes));
    },

    /** New SKUs, each with the next id; answers their ids in the given order. */
    async insertMany(
      values: (SkuValues & { status: SkuStatus })[],
    ): Promise<{ id: number; publicId: string }[]> {
      if (values.length === 0) return [];
      return db
        .insert(skus)
        .values(values.map((value) => ({ ...value, publicId: nextSkuId })))
        .returning({ id: skus.id, publicId: skus.publicId });
    },

    /** The barcodes of new SKUs, in one statement. */
    async insertBarcodes(rows: { skuId: number; userId: number; barcodes: string[] }[]) {
      const values = rows.flatMap((row) =>
        row.barcodes.map((barcode, position) => ({
          skuId: row.skuId,
          userId: row.userId,
          barcode,
          position,
        })),
      );
      if (values.length > 0) await db.insert(skuBarcodes).values(values);
    },

    /** The components of new bundles and kits, in one statement. */
    async insertComponents(
      rows: { skuId: number; components: { componentId: number; quantity: number }[] }[],
    ) {
      const values = rows.flatMap((row) =>
        row.components.map((component, position) => ({
          skuId: row.skuId,
          ...component,
          position,
        })),
      );
      if (values.length > 0) await db.insert(skuComponents).values(values);
    },

    /** The components of several SKUs by code, in their order: an export's batch. */
    async componentsOfMany(skuIds: number[]) {
      if (skuIds.length === 0) return [];
      return db
        .select({ skuId: skuComponents.skuId, code: skus.code, quantity: skuComponents.quantity })
        .from(skuComponents)
        .innerJoin(skus, eq(skus.id, skuComponents.componentId))
        .where(inArray(skuComponents.skuId, skuIds))
        .orderBy(asc(skuComponents.skuId), asc(skuComponents.position));
    },

    /**
     * The client's products of these names, whatever their case, made where the client has
     * none: the products of an import's batch, in two statements. Answers them by client and
     * lower-cased name, with those made marked.
     */
    async productsFor(
      wanted: { userId: number; name: string; brand: string | null; category: string | null }[],
    ): Promise<Map<string, { id: number; code: string; created: boolean }>> {
      const found = new Map<string, { id: number; code: string; created: boolean }>();
      if (wanted.length === 0) return found;
      const made = await db
        .insert(products)
        .values(wanted.map((product) => ({ ...product, code: nextProductId })))
        .onConflictDoNothing()
        .returning({
          id: products.id,
          code: products.code,
          userId: products.userId,
          name: products.name,
        });
      for (const row of made) {
        found.set(productKey(row.userId, row.name), { id: row.id, code: row.code, created: true });
      }
      const rest = wanted.filter((product) => !found.has(productKey(product.userId, product.name)));
      if (rest.length > 0) {
        const rows = await db
          .select({
            id: products.id,
            code: products.code,
            userId: products.userId,
            name: products.name,
          })
          .from(products)
          .where(
            or(
              ...rest.map(
                (product) =>
                  sql`(${products.userId} = ${product.userId} and lower(${products.name}) = lower(${product.name}))`,
              ),
            ),
          );
        for (const row of rows) {
          found.set(productKey(row.userId, row.name), {
            id: row.id,
            code: row.code,
            created: false,
          });
        }
      }
      return found;
    },

    /** Whether another SKU of the client has the code. */
    async codeTaken(userId: number, code: string): Promise<string | null> {
      const [row] = await db
        .select({ publicId: skus.publicId })
        .from(skus)
        .where(and(eq(skus.userId, userId), eq(skus.code, code)));
      return row?.publicId ?? null;
    },

    /** Which of the barcodes another SKU of the client (not `exceptId`) has, and which SKU. */
    async barcodesTaken(userId: number, barcodes: string[], exceptId?: number) {
      if (barcodes.length === 0) return new Map<string, string>();
      const rows = await db
        .select({ barcode: skuBarcodes.barcode, code: skus.code })
        .from(skuBarcodes)
        .innerJoin(skus, eq(skus.id, skuBarcodes.skuId))
        .where(
          and(
            eq(skuBarcodes.userId, userId),
            inArray(skuBarcodes.barcode, barcodes),
            exceptId === undefined ? undefined : sql`${skuBarcodes.skuId} <> ${exceptId}`,
          ),
        );
      return new Map(rows.map((row) => [row.barcode, row.code]));
    },

    async components(skuId: number): Promise<ComponentRow[]> {
      return db
        .select({
          componentId: skuComponents.componentId,
          publicId: skus.publicId,
          code: skus.code,
          name: skus.name,
          kind: skus.kind,
          quantity: skuComponents.quantity,
        })
        .from(skuComponents)
        .innerJoin(skus, eq(skus.id, skuComponents.componentId))
        .where(eq(skuComponents.skuId, skuId))
        .orderBy(asc(skuComponents.position));
    },

    /**
     * Which of `componentIds` contain the SKU `skuId`, directly or through others: each would
     * make the SKU contain itself.
     */
    async containing(skuId: number, componentIds: number[]): Promise<Set<number>> {
      if (componentIds.length === 0) return new Set();
      const rows = await executeRows(
        db,
        sql`
        with recursive reach(root, sku) as (
          select c.id, c.id from ${skus} as c where c.id in (${sql.join(
            componentIds.map((id) => sql`${id}`),
            sql`, `,
          )})
          union
          select reach.root, ${skuComponents.componentId}
          from reach join ${skuComponents} on ${skuComponents.skuId} = reach.sku
        )
        select distinct root from reach where sku = ${skuId}`,
      );
      return new Set(rows.map((row) => Number((row as { root: number }).root)));
    },

    /** Serialises changes to one client's components, so that two edits never close a loop. */
    async lockComponents(userId: number) {
      await executeRows(db, sql`select pg_advisory_xact_lock(${COMPONENTS_LOCK}, ${userId})`);
    },

    /** What refers to the SKU: the bundles and kits it is a component of, by code. */
    async usedIn(skuId: number): Promise<string[]> {
      const rows = await db
        .select({ code: skus.code })
        .from(skuComponents)
        .innerJoin(skus, eq(skus.id, skuComponents.skuId))
        .where(eq(skuComponents.componentId, skuId))
        .orderBy(asc(skus.code))
        .limit(5);
      return rows.map((row) => row.code);
    },

    /** Writes a SKU with the next id from the sequence. */
    async insert(values: SkuValues): Promise<{ id: number; publicId: string }> {
      const [row] = await db
        .insert(skus)
        .values({ ...values, publicId: nextSkuId })
        .returning({ id: skus.id, publicId: skus.publicId });
      if (!row) throw new Error('SKU not created');
      return row;
    },

    async update(skuId: number, changes: Partial<SkuValues>) {
      await db
        .update(skus)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(skus.id, skuId));
    },

    async setBarcodes(skuId: number, userId: number, barcodes: string[]) {
      await db.delete(skuBarcodes).where(eq(skuBarcodes.skuId, skuId));
      if (barcodes.length === 0) return;
      await db
        .insert(skuBarcodes)
        .values(barcodes.map((barcode, position) => ({ skuId, userId, barcode, position })));
    },

    async setComponents(skuId: number, components: { componentId: number; quantity: number }[]) {
      await db.delete(skuComponents).where(eq(skuComponents.skuId, skuId));
      if (components.length === 0) return;
      await db
        .insert(skuComponents)
        .values(components.map((component, position) => ({ skuId, ...component, position })));
    },

    async setStatus(skuId: number, status: SkuStatus) {
      await db.update(skus).set({ status, updatedAt: sql`now()` }).where(eq(skus.id, skuId));
    },

    async remove(skuId: number) {
      await db.delete(skus).where(eq(skus.id, skuId));
    },

    // Products

    async findProduct(code: string): Promise<ProductRow | null> {
      const [row] = await selectProducts(db).where(eq(products.code, code));
      return row ?? null;
    },

    async findProductForChange(code: string): Promise<ProductRow | null> {
      const [row] = await selectProducts(db)
        .where(eq(products.code, code))
        .for('update', { of: products });
      return row ?? null;
    },

    /** The client's product of this name, whatever its case. */
    async productNamed(userId: number, name: string, exceptId?: number) {
      const [row] = await db
        .select({ id: products.id, code: products.code })
        .from(products)
        .where(
          and(
            eq(products.userId, userId),
            sql`lower(${products.name}) = lower(${name})`,
            exceptId === undefined ? undefined : sql`${products.id} <> ${exceptId}`,
          ),
        );
      return row ?? null;
    },

    /**
     * The client's product of this name, made when it has none; a concurrent making of the same
     * name finds the other's row.
     */
    async productFor(
      userId: number,
      product: { name: string; brand: string | null; category: string | null },
    ): Promise<{ id: number; code: string; created: boolean }> {
      const [created] = await db
        .insert(products)
        .values({ userId, code: nextProductId, ...product })
        .onConflictDoNothing()
        .returning({ id: products.id, code: products.code });
      if (created) return { ...created, created: true };
      const existing = await this.productNamed(userId, product.name);
      if (!existing) throw new Error('product neither made nor found');
      return { ...existing, created: false };
    },

    async productOptions(q: string | undefined, userCode: string | undefined, limit: number) {
      const pattern = q ? likePattern(q) : undefined;
      return selectProducts(db)
        .where(
          and(
            userCode ? eq(users.code, userCode) : undefined,
            pattern
              ? or(
                  ilike(products.name, pattern),
                  ilike(products.brand, pattern),
                  ilike(products.category, pattern),
                  eq(products.code, q?.toUpperCase() ?? ''),
                )
              : undefined,
          ),
        )
        .orderBy(asc(products.name), asc(products.id))
        .limit(limit);
    },

    async updateProduct(
      productId: number,
      changes: Partial<{ name: string; brand: string | null; category: string | null }>,
    ) {
      await db
        .update(products)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(products.id, productId));
    },

    /** Deletes a product left without SKUs. */
    async removeProductIfEmpty(productId: number) {
      await executeRows(
        db,
        sql`delete from ${products} where ${products.id} = ${productId} and not exists (select 1 from ${skus} where ${skus.productId} = ${productId})`,
      );
    },
  };
}

export type SkusRepository = ReturnType<typeof createSkusRepository>;

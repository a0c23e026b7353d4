import type { ChangeActiveStatusResult } from '@depot/contracts/active-status';
import type { ChangeCatalogueStatusBody } from '@depot/contracts/catalogue';
import type { ErrorDetail, ListResult } from '@depot/contracts/common';
import { amountDigitsProblem } from '@depot/contracts/money';
import { skuFieldLabels } from '@depot/contracts/sku-fields';
import { componentCell } from '@depot/contracts/sku-import';
import {
  checkSkuRules,
  type createSkuBodySchema,
  PRODUCT_OPTIONS_LIMIT,
  type Product,
  SKU_OPTIONS_LIMIT,
  type Sku,
  type SkuFilters,
  type SkuKind,
  type SkuListItem,
  type SkuListQuery,
  type SkuLookupResult,
  type SkuOption,
  skuKindLabels,
  type skuOptionsQuerySchema,
  skuTrackingLabels,
  skuUnitLabels,
  type UpdateProductBody,
  type updateSkuBodySchema,
} from '@depot/contracts/skus';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, invalidFields } from '../../lib/app-error.ts';
import { auditTrail } from '../../lib/audit.ts';
import { statusLabel, switchCatalogueStatus } from '../../lib/catalogue-status.ts';
import { type CsvFile, type CsvRow, datedFileName, EXPORT_BATCH_SIZE } from '../../lib/csv.ts';
import { isStillReferenced, isUniqueViolation } from '../../lib/database-errors.ts';
import { cellAs, exportColumns } from '../../lib/export-columns.ts';
import { formatAmount, trimMeasure } from '../../lib/money.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { UsersService } from '../users/users.service.ts';
import {
  createSkusRepository,
  type ProductRow,
  type SkuRow,
  type SkusRepository,
  type SkuValues,
} from './skus.repository.ts';

type CreateBody = z.output<typeof createSkuBodySchema>;
type UpdateBody = z.output<typeof updateSkuBodySchema>;

/** Most SKUs a look-up answers: a barcode names one SKU per client. */
const LOOKUP_LIMIT = 20;

const measure = (value: string | null) => (value === null ? null : trimMeasure(value));

export function mapListItem(row: SkuRow): SkuListItem {
  return {
    id: row.publicId,
    code: row.code,
    user: { code: row.userCode, businessName: row.userBusinessName },
    product: {
      id: row.productCode,
      name: row.productName,
      brand: row.productBrand,
      category: row.productCategory,
    },
    kind: row.kind,
    name: row.name,
    variant: row.variant,
    barcodes: row.barcodes === '' ? [] : row.barcodes.split(' '),
    hsnCode: row.hsnCode,
    gstRate: row.gstRate as Sku['gstRate'],
    mrp: row.mrp === null ? null : formatAmount(row.mrp, row.currency),
    currency: row.currency,
    unit: row.unit,
    unitsPerCase: row.unitsPerCase,
    weightKg: measure(row.weightKg),
    lengthCm: measure(row.lengthCm),
    widthCm: measure(row.widthCm),
    heightCm: measure(row.heightCm),
    tracking: row.tracking,
    shelfLifeDays: row.shelfLifeDays,
    minShelfLifeDays: row.minShelfLifeDays,
    status: row.status,
    componentCount: row.componentCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function mapProduct(row: ProductRow): Product {
  return {
    id: row.code,
    user: { code: row.userCode, businessName: row.userBusinessName },
    name: row.name,
    brand: row.brand,
    category: row.category,
    skuCount: row.skuCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A SKU as the audit log keeps it: its client and product by their ids alone. */
export function skuRecord(sku: Sku) {
  const { user, product, updatedAt: _updatedAt, ...record } = sku;
  return {
    ...record,
    user: { code: user.code },
    product: { id: product.id, name: product.name },
    components: sku.components.map((component) => ({
      sku: component.sku.code,
      quantity: component.quantity,
    })),
  };
}

const productRecord = (product: Product) => ({
  id: product.id,
  user: { code: product.user.code },
  name: product.name,
  brand: product.brand,
  category: product.category,
});

/** A batch's bundles and kits by id: their components as one cell. */
type ComponentCells = Map<string, string>;

/** The SKU export: a column for each field, headed by its words, or the reason it has none. */
const skuExport = exportColumns<Sku, SkuListItem, ComponentCells>()(skuFieldLabels, {
  id: (sku) => sku.id,
  code: (sku) => sku.code,
  'user.code': (sku) => sku.user.code,
  'user.businessName': (sku) => sku.user.businessName,
  'product.name': (sku) => sku.product.name,
  'product.brand': (sku) => sku.product.brand ?? '',
  'product.category': (sku) => sku.product.category ?? '',
  kind: (sku) => skuKindLabels[sku.kind],
  name: (sku) => sku.name,
  variant: (sku) => sku.variant ?? '',
  // Several to a SKU, parted as a person would type them back.
  barcodes: (sku) => sku.barcodes.join(', '),
  hsnCode: (sku) => sku.hsnCode ?? '',
  gstRate: (sku) => sku.gstRate ?? '',
  mrp: cellAs.money((sku) => sku.mrp ?? ''),
  currency: (sku) => sku.currency,
  unit: (sku) => skuUnitLabels[sku.unit],
  unitsPerCase: cellAs.count((sku) => sku.unitsPerCase ?? ''),
  weightKg: cellAs.measure((sku) => sku.weightKg ?? ''),
  lengthCm: cellAs.measure((sku) => sku.lengthCm ?? ''),
  widthCm: cellAs.measure((sku) => sku.widthCm ?? ''),
  heightCm: cellAs.measure((sku) => sku.heightCm ?? ''),
  tracking: (sku) => skuTrackingLabels[sku.tracking],
  shelfLifeDays: cellAs.count((sku) => sku.shelfLifeDays ?? ''),
  minShelfLifeDays: cellAs.count((sku) => sku.minShelfLifeDays ?? ''),
  status: (sku) => statusLabel(sku.status),
  createdAt: cellAs.moment((sku) => sku.createdAt),
  // Exported by their parts.
  user: false,
  product: false,
  // As the import reads them back: "BAG-01 × 2; STRAP-02 × 1".
  components: (sku, components) => components.get(sku.id) ?? '',
  updatedAt: false,
});

const notFound = (id: string) => new AppError('NOT_FOUND', `There is no SKU ${id}.`);
const productNotFound = (id: string) => new AppError('NOT_FOUND', `There is no product ${id}.`);
const codeTaken = (code: string, client: string, other: string) =>
  new AppError('CONFLICT', `${client} already has a SKU ${code} (${other}).`, [
    { path: 'code', message: `is already the code of ${other} of ${client}` },
  ]);
const barcodesTaken = (barcodes: string[], taken: Map<string, string>) => {
  const details: ErrorDetail[] = barcodes.flatMap((barcode, index) => {
    const owner = taken.get(barcode);
    return owner
      ? [{ path: `barcodes.${index}`, message: `is already a barcode of ${owner}` }]
      : [];
  });
  return new AppError(
    'CONFLICT',
    `Barcodes are already in use: ${details.map((detail) => detail.message).join('; ')}.`,
    details,
  );
};
const productNameTaken = (name: string, client: string) =>
  new AppError('CONFLICT', `${client} already has a product named ${name}.`, [
    { path: 'name', message: `is already the name of another product of ${client}` },
  ]);

/**
 * The client's SKUs of these codes, line by line, for a document's lines: each one active and
 * able to hold stock (not a bundle); a 400 at `path.N.sku` for each that is not.
 */
async function stockedSkus(db: Executor, userId: number, codes: string[], path: string) {
  const found = new Map(
    (await createSkusRepository(db).byCodes(userId, [...new Set(codes)])).map((row) => [
      row.code,
      row,
    ]),
  );
  const problems: ErrorDetail[] = [];
  const rows = codes.map((code, index) => {
    const row = found.get(code);
    const at = `${path}.${index}.sku`;
    if (!row) {
      problems.push({ path: at, message: `This client has no SKU ${code}: add it first` });
    } else if (row.kind === 'bundle') {
      problems.push({
        path: at,
        message: `${code} is a bundle, which holds no stock: list its components`,
      });
    } else if (row.status !== 'active') {
      problems.push({ path: at, message: `${code} is deactivated: activate it first` });
    }
    return { id: row?.id ?? 0, code, tracking: row?.tracking ?? 'none', mrp: row?.mrp ?? null };
  });
  if (problems.length > 0) throw invalidFields(problems);
  return rows;
}

export function createSkusService(deps: {
  db: Database;
  reference: ReferenceService;
  users: Pick<UsersService, 'activeUser'>;
}) {
  async function requireSku(db: Executor, id: string): Promise<Sku> {
    const repository = createSkusRepository(db);
    const row = await repository.find(id);
    if (!row) throw notFound(id);
    return withComponents(repository, row);
  }

  async function withComponents(repository: SkusRepository, row: SkuRow): Promise<Sku> {
    const { componentCount: _count, ...item } = mapListItem(row);
    const components =
      row.componentCount === 0
        ? []
        : (await repository.components(row.id)).map((component) => ({
            sku: { id: component.publicId, code: component.code, name: component.name },
            quantity: component.quantity,
          }));
    return { ...item, components };
  }

  /** The currency is a real one, and the MRP has no more decimals than it allows. */
  async function moneyProblems(mrp: string | null, currency: string): Promise<ErrorDetail[]> {
    const known = (await deps.reference.currencies()).some((entry) => entry.code === currency);
    if (!known) return [{ path: 'currency', message: `There is no currency ${currency}` }];
    const problem = mrp === null ? null : amountDigitsProblem(mrp, currency);
    return problem ? [{ path: 'mrp', message: problem }] : [];
  }

  /**
   * The components as rows of the client's SKUs: each named SKU must be the client's, and a kit
   * (assembled from stock) cannot take a bundle, which holds none.
   */
  async function resolveComponents(
    repository: SkusRepository,
    userId: number,
    kind: SkuKind,
    components: { sku: string; quantity: number }[],
  ) {
    const found = new Map(
      (
        await repository.byCodes(
          userId,
          components.map((component) => component.sku),
        )
      ).map((row) => [row.code, row]),
    );
    const problems: ErrorDetail[] = [];
    const rows = components.flatMap((component, index) => {
      const row = found.get(component.sku);
      if (!row) {
        problems.push({
          path: `components.${index}.sku`,
          message: `This client has no SKU ${component.sku}`,
        });
        return [];
      }
      if (kind === 'kit' && row.kind === 'bundle') {
        problems.push({
          path: `components.${index}.sku`,
          message: `${row.code} is a bundle, which holds no stock: list its components instead`,
        });
        return [];
      }
      return [{ componentId: row.id, code: row.code, quantity: component.quantity }];
    });
    if (problems.length > 0) throw invalidFields(problems);
    return rows;
  }

  async function checkBarcodesFree(
    repository: SkusRepository,
    userId: number,
    barcodes: string[],
    exceptId?: number,
  ) {
    const taken = await repository.barcodesTaken(userId, barcodes, exceptId);
    if (taken.size > 0) throw barcodesTaken(barcodes, taken);
  }

  /** A write refused by a unique index another request filled first, told as the check would. */
  function conflictOf(error: unknown, sku: { code: string; barcodes?: string[] }, client: string) {
    if (isUniqueViolation(error, 'skus_user_code_unique')) {
      return codeTaken(sku.code, client, 'another SKU');
    }
    if (isUniqueViolation(error, 'sku_barcodes_user_barcode_unique')) {
      return new AppError('CONFLICT', 'A barcode was just given to another SKU; try again.', [
        { path: 'barcodes', message: 'One of these was just given to another SKU' },
      ]);
    }
    return error;
  }

  async function* exportBatches(filters: SkuFilters): AsyncGenerator<CsvRow[]> {
    const repository = createSkusRepository(deps.db);
    for await (const batch of repository.exportBatches(filters, EXPORT_BATCH_SIZE)) {
      // A batch's components in one statement, for its bundles and kits alone.
      const parts = await repository.componentsOfMany(
        batch.filter((row) => row.componentCount > 0).map((row) => row.id),
      );
      const idOf = new Map(batch.map((row) => [row.id, row.publicId]));
      const cells: ComponentCells = new Map();
      for (const part of parts) {
        const id = idOf.get(part.skuId) ?? '';
        const said = componentCell(part.code, part.quantity);
        const before = cells.get(id);
        cells.set(id, before ? `${before}; ${said}` : said);
      }
      yield batch.map((row) => skuExport.row(mapListItem(row), cells));
    }
  }

  return {
    /**
     * The SKUs a document's lines name, by code, each of the document's client: their ids in the
     * lines' order. A code the client has no SKU of, a bundle (which holds no stock) or a
     * deactivated SKU is a 400 at that line's SKU.
     */
    async stockedSkusOf(
      db: Executor,
      userId: number,
      codes: string[],
      path: string,
    ): Promise<number[]> {
      return (await stockedSkus(db, userId, codes, path)).map((sku) => sku.id);
    },

    /** As `stockedSkusOf`, with how each is tracked and its MRP (rupees, as text; null if none). */
    stockedSkuFacts: stockedSkus,

    async list(query: SkuListQuery): Promise<ListResult<SkuListItem>> {
      const { items, ...counted } = await createSkusRepository(deps.db).list(query);
      return {
        items: items.map(mapListItem),
        ...counted,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Every SKU matching the filters as a CSV file or workbook, in the list's order. */
    export(filters: SkuFilters): CsvFile {
      return {
        fileName: datedFileName('skus'),
        columns: skuExport.headers,
        kinds: skuExport.kinds,
        batches: exportBatches(filters),
        countRows: (atMost) => createSkusRepository(deps.db).exportCount(filters, atMost),
      };
    },

    /** The SKUs a barcode or code names exactly, for a scanner at the search box or the dock. */
    async options(query: z.output<typeof skuOptionsQuerySchema>): Promise<SkuOption[]> {
      const rows = await createSkusRepository(deps.db).options(
        query.user,
        query.q,
        SKU_OPTIONS_LIMIT,
      );
      return rows.map((row) => ({
        id: row.publicId,
        code: row.code,
        name: row.name,
        kind: row.kind,
        isActive: row.status === 'active',
      }));
    },

    async lookup(code: string, user: string | undefined): Promise<SkuLookupResult> {
      const rows = await createSkusRepository(deps.db).lookup(code, user, LOOKUP_LIMIT);
      return { items: rows.map(mapListItem) };
    },

    get(id: string): Promise<Sku> {
      return requireSku(deps.db, id);
    },

    /** Adds a SKU of an active client, with the next id; its product is found or made. */
    async create(actor: Actor, body: CreateBody, ip: string): Promise<Sku> {
      const money = await moneyProblems(body.mrp ?? null, body.currency);
      if (money.length > 0) throw invalidFields(money);
      return deps.db.transaction(async (tx) => {
        const repository = createSkusRepository(tx);
        const client = await deps.users.activeUser(tx, body.userCode, 'userCode');
        const other = await repository.codeTaken(client.id, body.code);
        if (other) throw codeTaken(body.code, client.businessName, other);
        await checkBarcodesFree(repository, client.id, body.barcodes);
        const components = await resolveComponents(
          repository,
          client.id,
          body.kind,
          body.components,
        );
        const product = await repository.productFor(client.id, {
          name: body.product.name,
          brand: body.product.brand ?? null,
          category: body.product.category ?? null,
        });
        const values: SkuValues = {
          userId: client.id,
          productId: product.id,
          code: body.code,
          kind: body.kind,
          name: body.name,
          variant: body.variant ?? null,
          hsnCode: body.hsnCode ?? null,
          gstRate: body.gstRate ?? null,
          mrp: body.mrp ?? null,
          currency: body.currency,
          unit: body.unit,
          unitsPerCase: body.unitsPerCase ?? null,
          weightKg: body.weightKg ?? null,
          lengthCm: body.lengthCm ?? null,
          widthCm: body.widthCm ?? null,
          heightCm: body.heightCm ?? null,
          tracking: body.tracking,
          shelfLifeDays: body.shelfLifeDays ?? null,
          minShelfLifeDays: body.minShelfLifeDays ?? null,
        };
        let created: { id: number; publicId: string };
        try {
          created = await repository.insert(values);
          await repository.setBarcodes(created.id, client.id, body.barcodes);
          await repository.setComponents(created.id, components);
        } catch (error) {
          throw conflictOf(error, body, client.businessName);
        }
        const sku = await requireSku(tx, created.publicId);
        const audit = auditTrail(tx, { actor, ip });
        if (product.created) {
          const made = await repository.findProduct(product.code);
          if (made) await audit.created('product', product.code, productRecord(mapProduct(made)));
        }
        await audit.created('sku', sku.id, skuRecord(sku));
        return sku;
      });
    },

    /** Changes the fields sent; the SKU is checked as it would be after the change. */
    async update(actor: Actor, id: string, body: UpdateBody, ip: string): Promise<Sku> {
      return deps.db.transaction(async (tx) => {
        const repository = createSkusRepository(tx);
        const row = await repository.findForChange(id);
        if (!row) throw notFound(id);
        const before = await withComponents(repository, row);
        const pick = <Key extends keyof UpdateBody & keyof Sku>(key: Key) =>
          body[key] === undefined ? before[key] : body[key];
        const after = {
          kind: before.kind,
          code: before.code,
          tracking: pick('tracking'),
          shelfLifeDays: pick('shelfLifeDays'),
          minShelfLifeDays: pick('minShelfLifeDays'),
          lengthCm: pick('lengthCm'),
          widthCm: pick('widthCm'),
          heightCm: pick('heightCm'),
          components:
            body.components ??
            before.components.map((component) => ({
              sku: component.sku.code,
              quantity: component.quantity,
            })),
        };
        const problems: ErrorDetail[] = [];
        checkSkuRules(after, (path, message) => problems.push({ path: path.join('.'), message }));
        problems.push(...(await moneyProblems(pick('mrp'), pick('currency'))));
        if (problems.length > 0) throw invalidFields(problems);
        if (body.barcodes) await checkBarcodesFree(repository, row.userId, body.barcodes, row.id);
        let components: { componentId: number; code: string; quantity: number }[] | undefined;
        if (body.components) {
          await repository.lockComponents(row.userId);
          components = await resolveComponents(repository, row.userId, row.kind, body.components);
          const loops = await repository.containing(
            row.id,
            components.map((component) => component.componentId),
          );
          const loopProblems = components.flatMap((component, index) =>
            loops.has(component.componentId)
              ? [
                  {
                    path: `components.${index}.sku`,
                    message: `${component.code} contains ${row.code}, directly or through others: a SKU cannot contain itself`,
                  },
                ]
              : [],
          );
          if (loopProblems.length > 0) throw invalidFields(loopProblems);
        }
        const { barcodes, components: _components, ...fields } = body;
        const changes = Object.fromEntries(
          Object.entries(fields).filter(([, value]) => value !== undefined),
        ) as Partial<SkuValues>;
        try {
          if (Object.keys(changes).length > 0 || barcodes || components) {
            await repository.update(row.id, changes);
          }
          if (barcodes) await repository.setBarcodes(row.id, row.userId, barcodes);
          if (components) await repository.setComponents(row.id, components);
        } catch (error) {
          throw conflictOf(error, { code: row.code }, row.userBusinessName);
        }
        const updated = await requireSku(tx, row.publicId);
        await auditTrail(tx, { actor, ip }).updated(
          'sku',
          row.publicId,
          skuRecord(before),
          skuRecord(updated),
        );
        return updated;
      });
    },

    /** Switches SKUs on or off by id, answered per id. */
    async changeStatus(
      actor: Actor,
      body: ChangeCatalogueStatusBody,
      ip: string,
    ): Promise<ChangeActiveStatusResult> {
      const results = await deps.db.transaction((tx) => {
        const repository = createSkusRepository(tx);
        return switchCatalogueStatus({
          codes: body.codes,
          isActive: body.isActive,
          lockRows: (ids) => repository.findManyForChange(ids),
          setStatus: (row, status) => repository.setStatus(row.id, status),
          audit: auditTrail(tx, { actor, ip }),
          entity: 'sku',
          notFoundMessage: 'No SKU has this id.',
        });
      });
      return { results };
    },

    /** Deletes a SKU nothing refers to; its History stays, and a product left empty goes. */
    async remove(actor: Actor, id: string, ip: string): Promise<string> {
      return deps.db.transaction(async (tx) => {
        const repository = createSkusRepository(tx);
        const row = await repository.findForChange(id);
        if (!row) throw notFound(id);
        const usedIn = await repository.usedIn(row.id);
        if (usedIn.length > 0) {
          throw new AppError(
            'CONFLICT',
            `${row.code} is a component of ${usedIn.join(', ')}: deactivate it instead.`,
          );
        }
        const sku = await withComponents(repository, row);
        try {
          await repository.remove(row.id);
        } catch (error) {
          if (isStillReferenced(error)) {
            throw new AppError('CONFLICT', `Records refer to ${row.code}; deactivate it instead.`);
          }
          throw error;
        }
        await repository.removeProductIfEmpty(row.productId);
        await auditTrail(tx, { actor, ip }).deleted('sku', row.publicId, skuRecord(sku));
        return row.code;
      });
    },

    /** Products of a client for the picker, by name. */
    async productOptions(q: string | undefined, user: string | undefined) {
      const rows = await createSkusRepository(deps.db).productOptions(
        q,
        user,
        PRODUCT_OPTIONS_LIMIT,
      );
      return { items: rows.map(mapProduct) };
    },

    async getProduct(id: string): Promise<Product> {
      const row = await createSkusRepository(deps.db).findProduct(id);
      if (!row) throw productNotFound(id);
      return mapProduct(row);
    },

    async updateProduct(
      actor: Actor,
      id: string,
      body: UpdateProductBody,
      ip: string,
    ): Promise<Product> {
      return deps.db.transaction(async (tx) => {
        const repository = createSkusRepository(tx);
        const row = await repository.findProductForChange(id);
        if (!row) throw productNotFound(id);
        const before = mapProduct(row);
        const changes = {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.brand !== undefined ? { brand: body.brand ?? null } : {}),
          ...(body.category !== undefined ? { category: body.category ?? null } : {}),
        };
        if (changes.name && (await repository.productNamed(row.userId, changes.name, row.id))) {
          throw productNameTaken(changes.name, row.userBusinessName);
        }
        try {
          await repository.updateProduct(row.id, changes);
        } catch (error) {
          if (isUniqueViolation(error, 'products_user_name_unique') && changes.name) {
            throw productNameTaken(changes.name, row.userBusinessName);
          }
          throw error;
        }
        const updated = await repository.findProduct(id);
        if (!updated) throw productNotFound(id);
        const after = mapProduct(updated);
        await auditTrail(tx, { actor, ip }).updated(
          'product',
          id,
          productRecord(before),
          productRecord(after),
        );
        return after;
      });
    },
  };
}

export type SkusService = ReturnType<typeof createSkusService>;

import { activeStatusLabels } from '@depot/contracts/active-status';
import type { ImportResult } from '@depot/contracts/import';
import { importCell } from '@depot/contracts/import';
import { amountDigitsProblem } from '@depot/contracts/money';
import {
  barcodesOfCell,
  componentsOfCell,
  type SkuImportField,
  type SkuImportRow,
  skuImport,
  type skuImport as skuImportDeclaration,
  skuKindOfCell,
} from '@depot/contracts/sku-import';
import {
  createSkuBodySchema,
  type SkuKind,
  type SkuStatus,
  skuTrackingLabels,
  skuUnitLabels,
} from '@depot/contracts/skus';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditTrail } from '../../lib/audit.ts';
import type { CsvFile } from '../../lib/csv.ts';
import {
  CHECK_ROWS_PER_TURN,
  createImportRunner,
  type ImportWriter,
  type RowProblem,
  RowsChanged,
  rowChecks,
  turn,
  ungrouped,
  VALUES_PER_STATEMENT,
  valueOfWords,
} from '../../lib/imports.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { createSkusRepository, productKey, type SkuValues } from './skus.repository.ts';
import { mapListItem, skuRecord } from './skus.service.ts';

type Field = SkuImportField;
type Problem = RowProblem<Field>;
type ImportBody = Omit<z.output<typeof skuImportDeclaration.bodySchema>, 'skipRejectedRows'> & {
  skipRejectedRows?: boolean;
};

/** A SKU's key within the file and the database: its client's id and its code. */
const keyOf = (userId: number, code: string) => `${userId}\u0000${code}`;

/** A client a row names, as the checks need it: active, or why a row may not name it. */
type Client = { id: number; code: string } | { problem: string };

/** A SKU already there that a row names, as its own code again or as a component. */
type Existing = { id: number; userId: number; userCode: string; code: string; kind: SkuKind };

/** A component as it will be written: a SKU already there, or a row further up the file. */
type CheckedComponent = { code: string; quantity: number } & (
  | { existingId: number }
  | { key: string; row: number }
);

/** A row that passed every check, as it will be written. */
type CheckedRow = {
  index: number;
  row: number;
  key: string;
  client: string;
  values: Omit<SkuValues, 'productId'> & { status: SkuStatus };
  product: { name: string; brand: string | null; category: string | null };
  barcodes: string[];
  components: CheckedComponent[];
};

const unitOfWords = valueOfWords(skuUnitLabels);
const trackingOfWords = valueOfWords(skuTrackingLabels);
const statusOfWords = valueOfWords(activeStatusLabels);
/** A whole number's cell as a number, or its text for the schema to name what is wrong. */
const wholeOf = (value: string | undefined) => {
  if (value === undefined) return null;
  const digits = ungrouped(value);
  return /^\d{1,9}$/.test(digits) ? Number(digits) : digits;
};

/** The column a problem of the creation's body is at. */
function fieldOfPath(path: readonly PropertyKey[]): Field | null {
  const [first, second] = path;
  if (first === 'userCode') return 'client';
  if (first === 'product') return second === 'brand' || second === 'category' ? second : 'product';
  return skuImport.columns.some((column) => column.field === first) ? (first as Field) : null;
}

const codeTaken = (code: string, client: string) => `${client} already has a SKU ${code}`;

/**
 * Adding SKUs from a file's rows, by the rules of adding one through the form (the creation's
 * body schema and its checks): each row names its client by code, its product by name (found
 * or made), its barcodes and its components in a cell each. A component is a SKU of the same
 * client already there, or one a row further up the file makes: in an earlier part of the file
 * (written already, or for a dry run told of in `earlier`) or in this one.
 *
 * A new SKU cannot close a loop of components: nothing contains it yet, and its components are
 * above it. A file that would have one names a row further down, and is refused there.
 */
export function createSkuImportService(deps: {
  db: Database;
  reference: ReferenceService;
  users: Pick<UsersService, 'activeUser'>;
}) {
  const runner = createImportRunner({
    db: deps.db,
    declaration: skuImport,
    taken: {
      nothingImported:
        'Nothing was imported: a SKU with one of the file’s codes or barcodes was added meanwhile. Import the file again to see which.',
      why: 'a SKU with one of their codes or barcodes was added meanwhile',
    },
  });

  /** The clients the rows name, by code. */
  async function clientsOf(executor: Executor, codes: Iterable<string>) {
    const found = new Map<string, Client>();
    for (const code of codes) {
      try {
        found.set(code, await deps.users.activeUser(executor, code, 'client'));
      } catch (error) {
        // Not there, or deactivated: said as the form says it, at each row naming it.
        const said = error instanceof AppError ? error.details?.[0]?.message : undefined;
        if (!said) throw error;
        found.set(code, { problem: said });
      }
    }
    return found;
  }
  const isActive = (client: Client | undefined) => (client && 'id' in client ? client : undefined);

  /** The SKUs of any client with these codes, by key, read some thousands at a time. */
  async function existingOf(executor: Executor, codes: readonly string[], lock = false) {
    const repository = createSkusRepository(executor);
    const found = new Map<string, Existing>();
    const byCode = new Map<string, Existing[]>();
    for (let start = 0; start < codes.length; start += VALUES_PER_STATEMENT) {
      // Others' requests go between reads; a locking read is inside a write's transaction.
      if (start > 0 && !lock) await turn();
      const rows = await repository.withCodes(
        codes.slice(start, start + VALUES_PER_STATEMENT),
        lock,
      );
      for (const row of rows) {
        found.set(keyOf(row.userId, row.code), row);
        byCode.set(row.code, [...(byCode.get(row.code) ?? []), row]);
      }
    }
    return { found, byCode };
  }

  /** The barcodes SKUs already have, by client and barcode: the SKU's code. */
  async function barcodesOf(executor: Executor, barcodes: readonly string[]) {
    const repository = createSkusRepository(executor);
    const found = new Map<string, string>();
    for (let start = 0; start < barcodes.length; start += VALUES_PER_STATEMENT) {
      if (start > 0) await turn();
      const rows = await repository.barcodesIn(barcodes.slice(start, start + VALUES_PER_STATEMENT));
      for (const row of rows) found.set(keyOf(row.userId, row.barcode), row.code);
    }
    return found;
  }

  /** Every row checked: the problems and the rows ready to write. */
  async function checkRows(body: ImportBody) {
    const rows = body.rows as readonly SkuImportRow[];
    const clientCodes = new Set<string>();
    const codes = new Set<string>();
    const barcodes = new Set<string>();
    for (const row of rows) {
      const client = importCell(row.client)?.toUpperCase();
      if (client) clientCodes.add(client);
      const code = importCell(row.code)?.toUpperCase();
      if (code) codes.add(code);
      for (const component of componentsOfCell(row.components)) {
        if (component.sku) codes.add(component.sku);
      }
      for (const barcode of barcodesOfCell(row.barcodes)) barcodes.add(barcode);
    }
    for (const sku of body.earlier) clientCodes.add(sku.client);
    const clients = await clientsOf(deps.db, clientCodes);
    const existing = await existingOf(deps.db, [...codes]);
    const barcodesTaken = await barcodesOf(deps.db, [...barcodes]);
    const currencies = new Set((await deps.reference.currencies()).map((entry) => entry.code));

    /** What earlier parts of the file make (a dry run's `earlier`), by key. */
    const earlier = new Map<string, { row: number; kind: SkuKind }>();
    const earlierBarcodes = new Map<string, number>();
    for (const sku of body.earlier) {
      const client = isActive(clients.get(sku.client));
      if (!client) continue;
      earlier.set(keyOf(client.id, sku.code), { row: sku.row, kind: sku.kind });
      for (const barcode of sku.barcodes) earlierBarcodes.set(keyOf(client.id, barcode), sku.row);
    }

    const problems: Problem[] = [];
    const checked: CheckedRow[] = [];
    /** The first row of each SKU this part makes, to point at one named before it is made. */
    const firstRowOf = new Map<string, number>();
    for (const [index, row] of rows.entries()) {
      const client = isActive(clients.get(importCell(row.client)?.toUpperCase() ?? ''));
      const code = importCell(row.code)?.toUpperCase();
      if (client && code && !firstRowOf.has(keyOf(client.id, code))) {
        firstRowOf.set(keyOf(client.id, code), row.line ?? index + 2);
      }
    }
    /** The SKUs of the rows checked so far, by key: their row, and their kind when sound. */
    const made = new Map<string, { row: number; kind: SkuKind | null }>();
    /** The barcodes of the rows checked so far, by client and barcode: their row. */
    const barcodeRows = new Map<string, number>();

    function checkRow(row: SkuImportRow, index: number, line: number): CheckedRow | null {
      const checks = rowChecks(problems, index, line);
      const { problem } = checks;
      const cell = (field: Field) => importCell(row[field]);

      const kind = skuKindOfCell(row.kind);
      if (!kind) problem('kind', 'Write Standard, Bundle or Kit, or leave it empty');
      const components = componentsOfCell(row.components);
      for (const component of components) {
        if (component.sku === null) {
          problem(
            'components',
            `Cannot read “${component.text}”: write each component as its SKU code and how many, like BAG-01 × 2, parted by semicolons`,
          );
        }
      }
      const gstRate = cell('gstRate')?.replace(/\s*%$/, '');
      const measure = (field: 'weightKg' | 'lengthCm' | 'widthCm' | 'heightCm' | 'mrp') => {
        const text = cell(field);
        return text === undefined ? null : ungrouped(text);
      };
      const unit = cell('unit');
      const tracking = cell('tracking');
      const statusText = cell('status');
      const status = statusText ? statusOfWords(statusText) : 'active';
      if (status !== 'active' && status !== 'inactive') {
        problem('status', 'Write Active or Inactive, or leave it empty');
      }

      // The form's own body and its rules.
      const parsed = createSkuBodySchema.safeParse({
        userCode: cell('client') ?? '',
        code: cell('code') ?? '',
        product: {
          name: cell('product') ?? '',
          brand: cell('brand') ?? null,
          category: cell('category') ?? null,
        },
        kind: kind ?? 'standard',
        name: cell('name') ?? '',
        variant: cell('variant') ?? null,
        barcodes: barcodesOfCell(row.barcodes),
        hsnCode: cell('hsnCode') ?? null,
        gstRate: gstRate ?? null,
        mrp: measure('mrp'),
        currency: cell('currency')?.toUpperCase(),
        unit: unit === undefined ? undefined : unitOfWords(unit),
        unitsPerCase: wholeOf(cell('unitsPerCase')),
        weightKg: measure('weightKg'),
        lengthCm: measure('lengthCm'),
        widthCm: measure('widthCm'),
        heightCm: measure('heightCm'),
        tracking: tracking === undefined ? undefined : trackingOfWords(tracking),
        shelfLifeDays: wholeOf(cell('shelfLifeDays')),
        minShelfLifeDays: wholeOf(cell('minShelfLifeDays')),
        components: components.flatMap((component) =>
          component.sku === null ? [] : [{ sku: component.sku, quantity: component.quantity }],
        ),
      });
      for (const issue of parsed.error?.issues ?? []) {
        const field = fieldOfPath(issue.path);
        // A barcode or a component is named, so that the cell's culprit is found.
        const [first, place] = issue.path;
        const which =
          first === 'barcodes' && typeof place === 'number'
            ? `${barcodesOfCell(row.barcodes)[place]}: `
            : first === 'components' && typeof place === 'number'
              ? `${components.filter((component) => component.sku !== null)[place]?.text}: `
              : '';
        problem(field, `${which}${issue.message}`);
      }
      // The client, unless the schema found its code malformed.
      const named = clients.get(cell('client')?.toUpperCase() ?? '');
      const client = isActive(named);
      if (!client && named && 'problem' in named) problem('client', named.problem);
      const sku = parsed.data;
      if (!sku || !client) return null;
      if (!currencies.has(sku.currency))
        problem('currency', `There is no currency ${sku.currency}`);
      else if (sku.mrp) {
        const wrong = amountDigitsProblem(sku.mrp, sku.currency);
        if (wrong) problem('mrp', wrong);
      }

      const key = keyOf(client.id, sku.code);
      const before = made.get(key) ?? earlier.get(key);
      if (existing.found.has(key)) problem('code', codeTaken(sku.code, client.code));
      else if (before) problem('code', `is the same as row ${before.row}’s`);

      for (const barcode of sku.barcodes) {
        const barcodeKey = keyOf(client.id, barcode);
        const owner = barcodesTaken.get(barcodeKey);
        const rowBefore = barcodeRows.get(barcodeKey) ?? earlierBarcodes.get(barcodeKey);
        if (owner) problem('barcodes', `${barcode} is already a barcode of ${owner}`);
        else if (rowBefore) problem('barcodes', `${barcode} is also a barcode of row ${rowBefore}`);
      }

      // Each component: the client's SKU already there, or a row above this one in the file.
      const checkedComponents: CheckedComponent[] = [];
      for (const component of sku.components) {
        const componentKey = keyOf(client.id, component.sku);
        const there = existing.found.get(componentKey);
        const inPart = made.get(componentKey);
        const inEarlier = earlier.get(componentKey);
        let componentKind: SkuKind | null = null;
        if (there) {
          componentKind = there.kind;
          checkedComponents.push({ ...component, code: component.sku, existingId: there.id });
        } else if (inPart?.kind) {
          componentKind = inPart.kind;
          checkedComponents.push({
            ...component,
            code: component.sku,
            key: componentKey,
            row: inPart.row,
          });
        } else if (inEarlier) {
          // Written by the time this part is; a dry run only checks it.
          componentKind = inEarlier.kind;
        } else if (inPart) {
          problem(
            'components',
            `${component.sku} is made at row ${inPart.row}, which has problems`,
          );
        } else {
          const later = firstRowOf.get(componentKey);
          const others = existing.byCode.get(component.sku) ?? [];
          problem(
            'components',
            later !== undefined
              ? later === line
                ? `${component.sku}: A SKU cannot contain itself`
                : `${component.sku} is made further down, at row ${later}: put it above the bundles and kits it is in`
              : others.length > 0
                ? `${component.sku} is a SKU of ${others.map((other) => other.userCode).join(', ')}, not of ${client.code}: a component is of the same client`
                : `${client.code} has no SKU ${component.sku}, nor is it made above this row in the file`,
          );
        }
        if (sku.kind === 'kit' && componentKind === 'bundle') {
          problem(
            'components',
            `${component.sku} is a bundle, which holds no stock: list its components instead`,
          );
        }
      }
      if (checks.any || (status !== 'active' && status !== 'inactive')) return null;
      return {
        index,
        row: line,
        key,
        client: client.code,
        values: {
          userId: client.id,
          code: sku.code,
          kind: sku.kind,
          name: sku.name,
          variant: sku.variant ?? null,
          hsnCode: sku.hsnCode ?? null,
          gstRate: sku.gstRate ?? null,
          mrp: sku.mrp ?? null,
          currency: sku.currency,
          unit: sku.unit,
          unitsPerCase: sku.unitsPerCase ?? null,
          weightKg: sku.weightKg ?? null,
          lengthCm: sku.lengthCm ?? null,
          widthCm: sku.widthCm ?? null,
          heightCm: sku.heightCm ?? null,
          tracking: sku.tracking,
          shelfLifeDays: sku.shelfLifeDays ?? null,
          minShelfLifeDays: sku.minShelfLifeDays ?? null,
          status,
        },
        product: {
          name: sku.product.name,
          brand: sku.product.brand ?? null,
          category: sku.product.category ?? null,
        },
        barcodes: sku.barcodes,
        components: checkedComponents,
      };
    }

    for (const [index, row] of rows.entries()) {
      if (index > 0 && index % CHECK_ROWS_PER_TURN === 0) await turn();
      const line = row.line ?? index + 2;
      const ready = checkRow(row, index, line);
      if (ready) {
        checked.push(ready);
        for (const barcode of ready.barcodes) {
          const barcodeKey = keyOf(ready.values.userId, barcode);
          if (!barcodeRows.has(barcodeKey)) barcodeRows.set(barcodeKey, line);
        }
      }
      // The first row of a code is the one bundles and kits below refer to, sound or not.
      const client = isActive(clients.get(importCell(row.client)?.toUpperCase() ?? ''));
      const code = importCell(row.code)?.toUpperCase();
      const key = ready?.key ?? (client && code ? keyOf(client.id, code) : null);
      if (key && !made.has(key)) made.set(key, { row: line, kind: ready?.values.kind ?? null });
    }
    return { problems, checked };
  }

  return {
    /** Checks, then writes in batches (`lib/imports.ts`); each SKU audited as one made alone. */
    import(
      actor: ImportWriter,
      body: ImportBody,
      ip: string,
      log?: FastifyBaseLogger,
    ): Promise<ImportResult> {
      // What an import is told of earlier parts it reads from the database instead.
      const sent = body.dryRun ? body : { ...body, earlier: [] };
      /** The SKUs of the file written so far, by key, for the bundles and kits below them. */
      const written = new Map<string, number>();
      /** Rows left out as they were about to be written, by key, so bundles of them go too. */
      const dropped = new Set<string>();

      async function writeBatch(rows: CheckedRow[], skipRejected: boolean) {
        return deps.db.transaction(async (tx) => {
          // Checked again, locked: what was added or deleted since the check.
          const codes = new Set<string>();
          for (const row of rows) {
            codes.add(row.values.code);
            for (const component of row.components) codes.add(component.code);
          }
          const { found } = await existingOf(tx, [...codes], true);
          const taken = await barcodesOf(
            tx,
            rows.flatMap((row) => row.barcodes),
          );
          const changed: Problem[] = [];
          const kept: CheckedRow[] = [];
          for (const row of rows) {
            const at = { index: row.index, row: row.row };
            const owner = row.barcodes
              .map((barcode) => [barcode, taken.get(keyOf(row.values.userId, barcode))] as const)
              .find(([, code]) => code !== undefined);
            const gone = row.components.find((component) =>
              'existingId' in component
                ? !found.has(keyOf(row.values.userId, component.code))
                : dropped.has(component.key),
            );
            if (found.has(row.key)) {
              changed.push({
                ...at,
                field: 'code',
                message: codeTaken(row.values.code, row.client),
              });
            } else if (owner) {
              changed.push({
                ...at,
                field: 'barcodes',
                message: `${owner[0]} is already a barcode of ${owner[1]}`,
              });
            } else if (gone) {
              changed.push({
                ...at,
                field: 'components',
                message:
                  'existingId' in gone
                    ? `${gone.code} was deleted meanwhile`
                    : `row ${gone.row}, which makes ${gone.code}, was not imported`,
              });
            } else {
              kept.push(row);
              continue;
            }
            dropped.add(row.key);
          }
          if (changed.length > 0 && !skipRejected) throw new RowsChanged(changed);

          const repository = createSkusRepository(tx);
          const wantedProducts = new Map<string, CheckedRow['product'] & { userId: number }>();
          for (const row of kept) {
            const productKeyOfRow = productKey(row.values.userId, row.product.name);
            if (!wantedProducts.has(productKeyOfRow)) {
              wantedProducts.set(productKeyOfRow, { userId: row.values.userId, ...row.product });
            }
          }
          const productsOf = await repository.productsFor([...wantedProducts.values()]);
          const inserted = await repository.insertMany(
            kept.map((row) => {
              const product = productsOf.get(productKey(row.values.userId, row.product.name));
              if (!product)
                throw new Error(`the product of row ${row.row} was neither made nor found`);
              return { ...row.values, productId: product.id };
            }),
          );
          inserted.forEach((sku, place) => {
            const row = kept[place];
            if (row) written.set(row.key, sku.id);
          });
          await repository.insertBarcodes(
            kept.map((row, place) => ({
              skuId: inserted[place]?.id ?? 0,
              userId: row.values.userId,
              barcodes: row.barcodes,
            })),
          );
          await repository.insertComponents(
            kept.map((row, place) => ({
              skuId: inserted[place]?.id ?? 0,
              components: row.components.map((component) => {
                const componentId =
                  'existingId' in component ? component.existingId : written.get(component.key);
                if (componentId === undefined) {
                  throw new Error(`a component of row ${row.row} was not written`);
                }
                return { componentId, quantity: component.quantity };
              }),
            })),
          );

          // Audited as the form's creation is: the products made, then each SKU.
          const audit = auditTrail(tx, { actor, ip });
          const madeProducts = [...wantedProducts.entries()].flatMap(([key, wanted]) => {
            const product = productsOf.get(key);
            return product?.created ? [{ product, wanted }] : [];
          });
          const clientOf = new Map(kept.map((row) => [row.values.userId, row.client]));
          await audit.createdMany(
            'product',
            madeProducts.map(({ product, wanted }) => ({
              entityId: product.code,
              after: {
                id: product.code,
                user: { code: clientOf.get(wanted.userId) },
                name: wanted.name,
                brand: wanted.brand,
                category: wanted.category,
              },
            })),
          );
          const ids = inserted.map((sku) => sku.publicId);
          const readBack = new Map(
            (await repository.findMany(ids)).map((sku) => [sku.publicId, sku]),
          );
          await audit.createdMany(
            'sku',
            kept.map((row, place) => {
              const id = ids[place] ?? '';
              const sku = readBack.get(id);
              if (!sku) throw new Error(`imported SKU ${id} not read back`);
              const { componentCount: _count, ...item } = mapListItem(sku);
              return {
                entityId: id,
                after: skuRecord({
                  ...item,
                  components: row.components.map((component) => ({
                    sku: { id: '', code: component.code, name: '' },
                    quantity: component.quantity,
                  })),
                }),
              };
            }),
          );
          return { created: ids.map((code) => ({ code })), changed };
        });
      }

      return runner.run(actor, sent, { check: () => checkRows(sent), writeBatch }, log);
    },

    /** The file to fill in: the columns' headers and one example row. */
    template: (): CsvFile => runner.template(),
  };
}
export type SkuImportService = ReturnType<typeof createSkuImportService>;

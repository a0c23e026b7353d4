import { z } from 'zod';
import { text } from './common.ts';
import { defineImport, importCell, MAX_CHUNKED_IMPORT_ROWS, MAX_IMPORT_ROWS } from './import.ts';
import { skuFieldLabels } from './sku-fields.ts';
import { skuKindLabels, skuKinds } from './skus.ts';

/**
 * The columns of a SKUs import file, in the template's order, headed by the SKU's field labels
 * (`sku-fields.ts`) as the export heads them, so that an export is imported back as it is. One
 * row a SKU: its barcodes in one cell, parted by spaces, commas or semicolons; its components in
 * one cell, "BAG-01 × 2; STRAP-02", each a SKU code of the same client with how many units
 * (1 when not said), a SKU already there or a row further up the file.
 */
export const skuImportColumns = [
  { field: 'client', header: skuFieldLabels['user.code'], required: true, example: 'USR-000001' },
  { field: 'code', header: skuFieldLabels.code, required: true, example: 'HF-JUT-MOJ-7' },
  {
    field: 'product',
    header: skuFieldLabels['product.name'],
    required: true,
    example: 'Jute mojari',
  },
  { field: 'brand', header: skuFieldLabels['product.brand'], required: false, example: 'Hastkala' },
  {
    field: 'category',
    header: skuFieldLabels['product.category'],
    required: false,
    example: 'Footwear',
  },
  { field: 'kind', header: skuFieldLabels.kind, required: false, example: 'Standard' },
  { field: 'name', header: skuFieldLabels.name, required: true, example: 'Jute mojari, tan, UK 7' },
  { field: 'variant', header: skuFieldLabels.variant, required: false, example: 'Tan, UK 7' },
  { field: 'barcodes', header: skuFieldLabels.barcodes, required: false, example: '8901234567892' },
  { field: 'hsnCode', header: skuFieldLabels.hsnCode, required: false, example: '6404' },
  { field: 'gstRate', header: skuFieldLabels.gstRate, required: false, example: '5' },
  { field: 'mrp', header: skuFieldLabels.mrp, required: false, example: '1499.00' },
  { field: 'currency', header: skuFieldLabels.currency, required: false, example: 'INR' },
  { field: 'unit', header: skuFieldLabels.unit, required: false, example: 'Pair' },
  { field: 'unitsPerCase', header: skuFieldLabels.unitsPerCase, required: false, example: '12' },
  { field: 'weightKg', header: skuFieldLabels.weightKg, required: false, example: '0.45' },
  { field: 'lengthCm', header: skuFieldLabels.lengthCm, required: false, example: '30' },
  { field: 'widthCm', header: skuFieldLabels.widthCm, required: false, example: '12' },
  { field: 'heightCm', header: skuFieldLabels.heightCm, required: false, example: '10' },
  { field: 'tracking', header: skuFieldLabels.tracking, required: false, example: 'None' },
  { field: 'shelfLifeDays', header: skuFieldLabels.shelfLifeDays, required: false, example: '' },
  {
    field: 'minShelfLifeDays',
    header: skuFieldLabels.minShelfLifeDays,
    required: false,
    example: '',
  },
  { field: 'components', header: skuFieldLabels.components, required: false, example: '' },
  { field: 'status', header: skuFieldLabels.status, required: false, example: 'Active' },
] as const;
export type SkuImportField = (typeof skuImportColumns)[number]['field'];

/** The sign between a component's code and its quantity as the export writes it. */
export const COMPONENT_TIMES = '×';

/** A component as a file writes it: "BAG-01 × 2". */
export const componentCell = (code: string, quantity: number) =>
  `${code} ${COMPONENT_TIMES} ${quantity}`;

/**
 * The barcodes of a cell: parted by spaces (none is in a barcode), commas or semicolons, as the
 * export writes them ("8901234567892, 012345678905") or a person types them.
 */
export function barcodesOfCell(value: string | undefined): string[] {
  const cell = importCell(value);
  return cell ? cell.split(/[\s,;]+/).filter((barcode) => barcode !== '') : [];
}

/** One component of a cell, or its text as written when it cannot be read. */
export type ComponentOfCell =
  | { sku: string; quantity: number; text: string }
  | { sku: null; quantity: null; text: string };

// "BAG-01 × 2", "BAG-01×2", "BAG-01 * 2", "BAG-01 x 2" (an x between spaces: codes have letters),
// or "BAG-01" alone for one unit.
const COMPONENT_PATTERN = /^(\S+?)(?:\s*[×*]\s*|\s+[xX]\s+)(\d{1,9})$|^(\S+)$/;

/** The components of a cell, parted by semicolons or line breaks, in their order. */
export function componentsOfCell(value: string | undefined): ComponentOfCell[] {
  const cell = importCell(value);
  if (!cell) return [];
  return cell
    .split(/[;\n]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((text) => {
      const match = COMPONENT_PATTERN.exec(text);
      if (!match) return { sku: null, quantity: null, text };
      const code = (match[1] ?? match[3] ?? '').toUpperCase();
      return { sku: code, quantity: match[2] === undefined ? 1 : Number(match[2]), text };
    });
}

/** "Bundle", "bundle" → bundle; the type a row makes, undefined when its cell is no type. */
export function skuKindOfCell(value: string | undefined) {
  const cell = importCell(value)?.toLowerCase();
  if (cell === undefined) return 'standard' as const;
  return skuKinds.find((kind) => kind === cell || skuKindLabels[kind].toLowerCase() === cell);
}

/** Most SKUs of earlier parts one part's dry run is told of. */
export const MAX_EARLIER_SKUS = 100_000;

/**
 * A SKU an earlier part of the file makes, sound in its own dry run, that this part's rows name:
 * as a component, as their own code again, or by one of its barcodes. A dry run writes nothing,
 * so the parts after the first learn of the file's rows above them from the console.
 */
export const earlierSkuSchema = z.object({
  row: z.number().int().min(2).max(10_000_000),
  client: text(40).toUpperCase(),
  code: text(60).toUpperCase(),
  kind: z.enum(skuKinds),
  /** Those of its barcodes this part's rows also give. */
  barcodes: z.array(text(60)).max(20).default([]),
});
export type EarlierSku = z.input<typeof earlierSkuSchema>;

/**
 * Adding a client business's SKUs, bundles and kits from a file, with the rules of adding one
 * through the form; held by those who may add products. A file of up to 100 000 rows is sent in
 * consecutive parts of 10 000, each checked, then each imported, in the file's order.
 */
export const skuImport = defineImport({
  area: 'skus',
  noun: { one: 'SKU', many: 'SKUs' },
  access: { resource: 'products', action: 'import' },
  columns: skuImportColumns,
  errors: { invalid: 'IMPORT_INVALID', taken: 'CONFLICT', incomplete: 'IMPORT_INCOMPLETE' },
  maxRows: MAX_IMPORT_ROWS,
  maxFileRows: MAX_CHUNKED_IMPORT_ROWS,
  body: {
    /**
     * For a dry run of a part after the first: the SKUs the file's rows above it make that this
     * part names. An import reads them from the database, where the earlier parts are written.
     */
    earlier: z
      .array(earlierSkuSchema)
      .max(MAX_EARLIER_SKUS, `At most ${MAX_EARLIER_SKUS} earlier SKUs`)
      .default([]),
  },
});

export const skuImportEndpoints = skuImport.endpoints;
export type SkuImportRow = z.input<typeof skuImport.rowSchema>;
export type SkuImportBody = z.input<typeof skuImport.bodySchema>;

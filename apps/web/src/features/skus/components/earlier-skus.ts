import { importCell } from '@depot/contracts/import';
import {
  barcodesOfCell,
  componentsOfCell,
  type EarlierSku,
  type SkuImportRow,
  skuKindOfCell,
} from '@depot/contracts/sku-import';

const keyOf = (client: string, value: string) => `${client}\u0000${value}`;

/**
 * What the dry run of one part of a file is told of the parts above it, which a dry run does
 * not write: the sound rows' SKUs that this part's rows name, as a component, as their own code
 * again, or by a barcode. A row with problems is left out, as its import would leave it.
 */
export function earlierSkusOf(
  rows: readonly SkuImportRow[],
  before: readonly SkuImportRow[],
  rejected: ReadonlySet<number>,
): EarlierSku[] {
  const byCode = new Map<string, EarlierSku>();
  const byBarcode = new Map<string, EarlierSku>();
  for (const [index, row] of before.entries()) {
    const line = row.line ?? index + 2;
    const client = importCell(row.client)?.toUpperCase();
    const code = importCell(row.code)?.toUpperCase();
    const kind = skuKindOfCell(row.kind);
    if (rejected.has(line) || !client || !code || !kind) continue;
    const key = keyOf(client, code);
    if (byCode.has(key)) continue;
    const sku = { row: line, client, code, kind, barcodes: barcodesOfCell(row.barcodes) };
    byCode.set(key, sku);
    for (const barcode of sku.barcodes) byBarcode.set(keyOf(client, barcode), sku);
  }
  const named = new Map<string, EarlierSku>();
  const shared = new Map<EarlierSku, Set<string>>();
  for (const row of rows) {
    const client = importCell(row.client)?.toUpperCase();
    if (!client) continue;
    const codes = [
      importCell(row.code)?.toUpperCase(),
      ...componentsOfCell(row.components).map((component) => component.sku),
    ];
    for (const code of codes) {
      const sku = code ? byCode.get(keyOf(client, code)) : undefined;
      if (sku) named.set(keyOf(client, sku.code), sku);
    }
    for (const barcode of barcodesOfCell(row.barcodes)) {
      const sku = byBarcode.get(keyOf(client, barcode));
      if (!sku) continue;
      named.set(keyOf(client, sku.code), sku);
      shared.set(sku, (shared.get(sku) ?? new Set()).add(barcode));
    }
  }
  // Of its barcodes, those this part gives again: the rest are no business of its check.
  return [...named.values()].map((sku) => ({ ...sku, barcodes: [...(shared.get(sku) ?? [])] }));
}

import { skuFieldLabels as labels } from '@depot/contracts/sku-fields';
import {
  type SkuListItem,
  skuKindLabels,
  skuSortFields,
  skuTrackingLabels,
  skuUnitLabels,
} from '@depot/contracts/skus';
import { Link } from 'react-router';
import { fieldColumns } from '@/components/field-columns.ts';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { formatDimension, formatMoney, formatWeight, NO_VALUE } from '@/lib/format/format.ts';
import { formatDateTime } from '@/lib/format/format-date.ts';
import { SkuStatusTag } from './sku-status-tag.tsx';

/** The SKU table's name on the server, for the column chooser. */
export const SKUS_TABLE_KEY = 'skus';

/** "8906001234562 +1": the first barcode, and how many more the SKU has. */
function barcodesOf(sku: SkuListItem): string {
  const [first, ...more] = sku.barcodes;
  if (first === undefined) return NO_VALUE;
  return more.length > 0 ? `${first} +${more.length}` : first;
}

/**
 * The columns a person may move and hide; those past a laptop's width start hidden (the product
 * and the type among them: the name says the one, the code often the other).
 */
export const skuColumns: readonly ChoosableColumn<SkuListItem>[] = fieldColumns(
  {
    labels,
    sortFields: skuSortFields,
    leftOut: [
      // Read on the SKU's own screen.
      'currency',
      'components',
      'updatedAt',
      // In the one Dimensions column, with the length.
      'widthCm',
      'heightCm',
    ],
  },
  [
    {
      key: 'code',
      kind: 'code',
      render: (sku) => <Link to={paths.skus.view(sku.id)}>{sku.code}</Link>,
    },
    { key: 'name', render: (sku) => sku.name },
    { key: 'variant', render: (sku) => sku.variant ?? NO_VALUE },
    { key: 'client', field: 'user', render: (sku) => sku.user.businessName },
    {
      key: 'product',
      field: 'product.name',
      render: (sku) => sku.product.name,
      hiddenByDefault: true,
    },
    { key: 'barcodes', kind: 'code', render: barcodesOf },
    { key: 'tracking', render: (sku) => skuTrackingLabels[sku.tracking] },
    { key: 'kind', render: (sku) => skuKindLabels[sku.kind], hiddenByDefault: true },
    { key: 'mrp', align: 'end', render: (sku) => formatMoney(sku.mrp, sku.currency) },
    { key: 'status', render: (sku) => <SkuStatusTag status={sku.status} /> },
    { key: 'id', kind: 'code', render: (sku) => sku.id, hiddenByDefault: true },
    {
      key: 'brand',
      field: 'product.brand',
      render: (sku) => sku.product.brand ?? NO_VALUE,
      hiddenByDefault: true,
    },
    {
      key: 'category',
      field: 'product.category',
      render: (sku) => sku.product.category ?? NO_VALUE,
      hiddenByDefault: true,
    },
    { key: 'hsnCode', render: (sku) => sku.hsnCode ?? NO_VALUE, hiddenByDefault: true },
    {
      key: 'gstRate',
      render: (sku) => (sku.gstRate === null ? NO_VALUE : `${sku.gstRate}%`),
      hiddenByDefault: true,
    },
    { key: 'unit', render: (sku) => skuUnitLabels[sku.unit], hiddenByDefault: true },
    { key: 'unitsPerCase', render: (sku) => sku.unitsPerCase ?? NO_VALUE, hiddenByDefault: true },
    {
      key: 'weightKg',
      render: (sku) => formatWeight(sku.weightKg === null ? null : Number(sku.weightKg)),
      hiddenByDefault: true,
    },
    {
      key: 'dimensions',
      field: 'lengthCm',
      title: 'Dimensions',
      render: (sku) => dimensionsOf(sku),
      hiddenByDefault: true,
    },
    { key: 'shelfLifeDays', render: (sku) => sku.shelfLifeDays ?? NO_VALUE, hiddenByDefault: true },
    {
      key: 'minShelfLifeDays',
      render: (sku) => sku.minShelfLifeDays ?? NO_VALUE,
      hiddenByDefault: true,
    },
    {
      key: 'createdAt',
      kind: 'date',
      render: (sku) => formatDateTime(sku.createdAt),
      hiddenByDefault: true,
    },
  ],
);

/** "30 × 12 × 10 cm" in the person's unit, or a dash while any side is unknown. */
export function dimensionsOf(sku: Pick<SkuListItem, 'lengthCm' | 'widthCm' | 'heightCm'>) {
  const sides = [sku.lengthCm, sku.widthCm, sku.heightCm];
  return sides.every((side) => side !== null) ? formatDimension(sides.map(Number)) : NO_VALUE;
}

import { type SkuImportRow, skuImport } from '@depot/contracts/sku-import';
import { ImportDialog } from '@/components/import/import-dialog.tsx';
import type { DataColumn } from '@/components/list/data-table.tsx';
import { useImportSkus } from '../api/skus.ts';
import { earlierSkusOf } from './earlier-skus.ts';

const previewColumns: DataColumn<SkuImportRow>[] = [
  { key: 'line', title: 'Row', align: 'end', render: (row) => row.line },
  { key: 'client', title: skuImport.headerOf('client'), render: (row) => row.client },
  { key: 'code', title: skuImport.headerOf('code'), render: (row) => row.code },
  { key: 'name', title: skuImport.headerOf('name'), render: (row) => row.name },
  { key: 'kind', title: skuImport.headerOf('kind'), render: (row) => row.kind || 'Standard' },
  { key: 'barcodes', title: skuImport.headerOf('barcodes'), render: (row) => row.barcodes || '—' },
  {
    key: 'components',
    title: skuImport.headerOf('components'),
    render: (row) => row.components || '—',
  },
];

/**
 * Import of SKUs from a file, by the shared import dialog: each row checked with the rules of
 * adding one through the form. A file of more than one request's rows goes in parts, each
 * checked first, then each imported; a part's dry run is told of the SKUs the parts above it
 * make, which its rows may name.
 */
export function SkuImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const importSkus = useImportSkus();
  return (
    <ImportDialog<SkuImportRow>
      open={open}
      onClose={onClose}
      declaration={skuImport}
      rowIs="SKU"
      note="Client is the client's user code; Product is found by name or made. Barcodes are parted by commas or spaces; Components, of a bundle or kit, by semicolons, each its SKU code and how many, like BAG-01 × 2: a SKU already there or a row further up the file. An export of SKUs imports back as it is."
      previewColumns={previewColumns}
      send={(body, onUploadProgress) => importSkus.mutateAsync({ body, onUploadProgress })}
      earlier={(part, rejected) => ({ earlier: earlierSkusOf(part.rows, part.before, rejected) })}
    />
  );
}

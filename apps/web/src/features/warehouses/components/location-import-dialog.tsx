import { type LocationImportRow, locationImport } from '@depot/contracts/location-import';
import { ImportDialog } from '@/components/import/import-dialog.tsx';
import type { DataColumn } from '@/components/list/data-table.tsx';
import { useImportLocations } from '../api/locations.ts';

const previewColumns: DataColumn<LocationImportRow>[] = [
  { key: 'line', title: 'Row', align: 'end', render: (row) => row.line },
  { key: 'warehouse', title: locationImport.headerOf('warehouse'), render: (row) => row.warehouse },
  { key: 'code', title: locationImport.headerOf('code'), render: (row) => row.code },
  { key: 'parent', title: locationImport.headerOf('parent'), render: (row) => row.parent || '—' },
  { key: 'kind', title: locationImport.headerOf('kind'), render: (row) => row.kind },
  { key: 'name', title: locationImport.headerOf('name'), render: (row) => row.name || '—' },
];

/**
 * Import of locations from a file, by the shared import dialog: each row checked with the rules
 * of adding one through the form, its parent a location already there or a row above it.
 */
export function LocationImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const importLocations = useImportLocations();
  return (
    <ImportDialog<LocationImportRow>
      open={open}
      onClose={onClose}
      declaration={locationImport}
      rowIs="location"
      note="Inside names the parent by its code in the warehouse: a location already there, or a row further up the file. Type is Area, Rack, Shelf or Bin; an area says its purpose, and what is inside it takes the area's. Pickable and Counts toward available are Yes or No, the purpose's default when empty."
      previewColumns={previewColumns}
      send={(body, onUploadProgress) => importLocations.mutateAsync({ body, onUploadProgress })}
    />
  );
}

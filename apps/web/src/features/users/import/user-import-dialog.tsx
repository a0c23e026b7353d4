import { type UserImportRow, userImport } from '@depot/contracts/user-import';
import { ImportDialog } from '@/components/import/import-dialog.tsx';
import type { DataColumn } from '@/components/list/data-table.tsx';
import { useImportUsers } from './import-users.ts';

const previewColumns: DataColumn<UserImportRow>[] = [
  { key: 'line', title: 'Row', align: 'end', render: (row) => row.line },
  { key: 'businessName', title: 'Business name', render: (row) => row.businessName },
  { key: 'email', title: 'Email', render: (row) => row.email },
  { key: 'city', title: 'City', render: (row) => row.city },
  { key: 'state', title: 'State', render: (row) => row.state },
  { key: 'packageCode', title: 'Package', render: (row) => row.packageCode || '—' },
];

/**
 * Import of client businesses from a file, by the shared import dialog: checked by the server
 * with the form's rules, written in batches once it has no problem.
 */
export function UserImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const importUsers = useImportUsers();
  return (
    <ImportDialog<UserImportRow>
      open={open}
      onClose={onClose}
      declaration={userImport}
      rowIs="client business"
      note="State and country may be names or codes; a new business on a package starts today."
      previewColumns={previewColumns}
      send={(body, onUploadProgress) => importUsers.mutateAsync({ body, onUploadProgress })}
    />
  );
}

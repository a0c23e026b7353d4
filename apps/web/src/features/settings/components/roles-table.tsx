import type { RoleSummary } from '@depot/contracts/roles';
import { Flex, Tag } from 'antd';
import { Link } from 'react-router';
import { ColumnChooser } from '@/components/column-chooser.tsx';
import { DataTable } from '@/components/list/data-table.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { type ChoosableColumn, useArrangedColumns } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { useRoles } from '@/lib/api/roles.ts';
import { formatDateTime } from '@/lib/format/format-date.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { DeleteRoleAction } from './delete-role-action.tsx';
import { isChangeableRole } from './role-lock-note.tsx';

const ROLES_TABLE_KEY = 'roles';

const roleColumns: ChoosableColumn<RoleSummary>[] = [
  {
    key: 'name',
    title: 'Name',
    render: (role) => <Link to={paths.settings.privileges.view(role.key)}>{role.name}</Link>,
  },
  { key: 'key', title: 'Key', render: (role) => role.key, hiddenByDefault: true },
  { key: 'description', title: 'Description', render: (role) => role.description || '—' },
  { key: 'memberCount', title: 'Members', render: (role) => role.memberCount, align: 'end' },
  {
    key: 'type',
    title: 'Type',
    render: (role) => (role.isBuiltIn ? <Tag color="purple">Built-in</Tag> : 'Custom'),
  },
  { key: 'updatedAt', title: 'Last changed', render: (role) => formatDateTime(role.updatedAt) },
];

/** Every role with its member count; built-in roles offer neither Edit nor Delete. */
export function RolesTable() {
  const roles = useRoles();
  const can = useCan();
  const columns = useArrangedColumns(ROLES_TABLE_KEY, roleColumns);
  const actionsColumn: ChoosableColumn<RoleSummary> = {
    key: 'actions',
    title: 'Actions',
    render: (role) => (
      <Flex gap={4}>
        <StandardAction
          action="view"
          size="small"
          subject={role.name}
          to={paths.settings.privileges.view(role.key)}
        />
        {can('roles', 'edit') && isChangeableRole(role) && (
          <StandardAction
            action="edit"
            size="small"
            subject={role.name}
            to={paths.settings.privileges.edit(role.key)}
          />
        )}
        {can('roles', 'delete') && isChangeableRole(role) && (
          <DeleteRoleAction role={role} size="small" />
        )}
      </Flex>
    ),
  };

  return (
    <>
      <Flex gap={8} wrap justify="flex-end" style={{ marginBottom: 16 }}>
        <StandardAction
          action="refresh"
          loading={roles.isFetching && !roles.isPending}
          onClick={() => roles.refetch()}
        />
        <ColumnChooser
          tableKey={ROLES_TABLE_KEY}
          tableLabel="the roles list"
          columns={roleColumns}
        />
        {can('roles', 'add') && (
          <StandardAction
            action="new"
            label="New role"
            type="primary"
            to={paths.settings.privileges.create}
          />
        )}
      </Flex>
      <RequestError error={roles.error} />
      <DataTable<RoleSummary>
        label="Roles"
        rowKey={(role) => role.key}
        columns={[...columns, actionsColumn]}
        rows={roles.data}
        loading={roles.isPending && roles.fetchStatus !== 'idle'}
        empty="No roles yet."
      />
    </>
  );
}

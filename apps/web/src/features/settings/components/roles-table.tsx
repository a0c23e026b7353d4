import type { RoleSummary } from '@depot/contracts/roles';
import { ListScreen } from '@/components/list/list-screen.tsx';
import { unpagedQuery } from '@/components/list/unpaged-list.ts';
import { useListScreen } from '@/components/list/use-list-screen.ts';
import { StandardAction } from '@/components/standard-action.tsx';
import { paths } from '@/config/paths.ts';
import { rolesQueryOptions } from '@/lib/api/roles.ts';
import { DeleteRoleAction } from './delete-role-action.tsx';
import {
  ROLES_TABLE_KEY,
  roleColumns,
  roleListRules,
  roleListSearchSchema,
} from './role-columns.tsx';
import { isChangeableRole } from './role-lock-note.tsx';

const rolesArea = { resource: 'roles', noun: { one: 'role', many: 'roles' } } as const;

/** Every role, asked once; each search, sort and page is made from them here. */
const rolesListQuery = unpagedQuery(rolesQueryOptions(), roleListRules);

/** A role's View or Edit, to its screen. */
function RoleLink({ action, role }: { action: 'view' | 'edit'; role: RoleSummary }) {
  const to = paths.settings.privileges[action](role.key);
  return <StandardAction action={action} size="small" subject={role.name} to={to} />;
}

/**
 * Every role with its member count, searched, sorted and paged from the URL; built-in roles and
 * those above the person offer neither Edit nor Delete.
 */
export function RolesTable() {
  const list = useListScreen({
    area: rolesArea,
    schema: roleListSearchSchema,
    query: rolesListQuery,
    label: 'the roles list',
    table: { key: ROLES_TABLE_KEY, columns: roleColumns },
  });

  return (
    <ListScreen
      list={list}
      search={{ label: 'Search roles', placeholder: 'Name, key or description' }}
      actions={{ create: { label: 'New role', to: paths.settings.privileges.create } }}
      table={{
        label: 'Roles',
        rowKey: (role) => role.key,
        empty: list.search.q ? 'No role matches.' : 'No roles yet.',
        rowActions: (role) => (
          <>
            <RoleLink action="view" role={role} />
            {list.can('edit') && isChangeableRole(role) && <RoleLink action="edit" role={role} />}
            {list.can('delete') && isChangeableRole(role) && (
              <DeleteRoleAction role={role} size="small" />
            )}
          </>
        ),
      }}
    />
  );
}

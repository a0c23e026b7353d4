import { sortSchema } from '@depot/contracts/common';
import { roleFieldLabels } from '@depot/contracts/role-fields';
import type { RoleSummary } from '@depot/contracts/roles';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { z } from 'zod';
import { fieldColumns } from '@/components/field-columns.ts';
import type { UnpagedRules } from '@/components/list/unpaged-list.ts';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format/format-date.ts';
import { listStateSchema } from '@/lib/screen/list-search.ts';

/** The roles table's name on the server, for the column chooser. */
export const ROLES_TABLE_KEY = 'roles';

/**
 * The endpoint answers every role at once, in name order: the list searches and sorts them
 * itself, by what its columns show.
 */
export const roleListRules: UnpagedRules<RoleSummary> = {
  searchIn: (role) => [role.name, role.key, role.description],
  sortBy: {
    name: (role) => role.name,
    key: (role) => role.key,
    memberCount: (role) => role.memberCount,
    type: (role) => (role.isBuiltIn ? 'Built-in' : 'Custom'),
    updatedAt: (role) => Date.parse(role.updatedAt),
  },
};

/** The roles list's state in the URL; a sort it does not know falls back to the server's order. */
export const roleListSearchSchema = listStateSchema(
  z.object({ sort: sortSchema(Object.keys(roleListRules.sortBy)) }),
);

/** The columns a person may move and hide; those with a sort rule sort on a press. */
export const roleColumns: readonly ChoosableColumn<RoleSummary>[] = fieldColumns(
  {
    labels: roleFieldLabels,
    sortFields: Object.keys(roleListRules.sortBy),
    // The matrix is read on the role's own screen; a role beyond the person's shows as locked.
    leftOut: ['permissions', 'canChange'],
  },
  [
    {
      key: 'name',
      render: (role) => <Link to={paths.settings.privileges.view(role.key)}>{role.name}</Link>,
    },
    { key: 'key', kind: 'code', render: (role) => role.key, hiddenByDefault: true },
    { key: 'description', render: (role) => role.description || '—' },
    { key: 'memberCount', render: (role) => role.memberCount, align: 'end' },
    {
      key: 'type',
      field: 'isBuiltIn',
      title: 'Type',
      render: (role) => (role.isBuiltIn ? <Tag color="purple">Built-in</Tag> : 'Custom'),
    },
    {
      key: 'updatedAt',
      kind: 'date',
      render: (role) => formatDateTime(role.updatedAt),
      hiddenByDefault: true,
    },
  ],
);

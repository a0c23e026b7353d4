import { parseSort } from '@depot/contracts/common';
import { type TeamMember, teamSortFields } from '@depot/contracts/team';
import { Link } from 'react-router';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format/format-date.ts';
import { MemberStatusTags } from './member-status-tags.tsx';

/** The Team table's name on the server, for the column chooser. */
export const TEAM_TABLE_KEY = 'team';

const sortable = new Set<string>(teamSortFields);
const NONE = '—';

/** The columns a person may move and hide, each sorted on the server when it can be. */
export function teamColumns(sort: string | undefined): ChoosableColumn<TeamMember>[] {
  const current = parseSort(sort);
  const columns: ChoosableColumn<TeamMember>[] = [
    {
      key: 'employeeId',
      title: 'Employee id',
      render: (_, member) => (
        <Link to={paths.team.view(member.employeeId)}>{member.employeeId}</Link>
      ),
    },
    { key: 'fullName', title: 'Full name', dataIndex: 'fullName' },
    { key: 'email', title: 'Email', dataIndex: 'email' },
    {
      key: 'phone',
      title: 'Phone',
      render: (_, member) => member.phone ?? NONE,
      hiddenByDefault: true,
    },
    { key: 'role', title: 'Role', render: (_, member) => member.role.name },
    { key: 'designation', title: 'Designation', render: (_, member) => member.designation ?? NONE },
    {
      key: 'department',
      title: 'Department',
      render: (_, member) => member.department ?? NONE,
      hiddenByDefault: true,
    },
    { key: 'status', title: 'Status', render: (_, member) => <MemberStatusTags member={member} /> },
    { key: 'joinedAt', title: 'Joined', render: (_, member) => formatDateTime(member.joinedAt) },
    {
      key: 'lastSignInAt',
      title: 'Last sign-in',
      render: (_, member) => formatDateTime(member.lastSignInAt),
    },
  ];
  // The server sorts (sort=field|-field); the table only shows which way.
  return columns.map((column) =>
    sortable.has(column.key)
      ? {
          ...column,
          sorter: true,
          sortOrder:
            current?.field === column.key
              ? current.direction === 'desc'
                ? 'descend'
                : 'ascend'
              : null,
        }
      : column,
  );
}

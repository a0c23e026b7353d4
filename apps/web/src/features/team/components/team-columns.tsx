import { type TeamMember, teamSortFields } from '@depot/contracts/team';
import { teamMemberFieldLabels as labels } from '@depot/contracts/team-fields';
import { Link } from 'react-router';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format/format-date.ts';
import { MemberStatusTags } from './member-status-tags.tsx';

/** The Team table's name on the server, for the column chooser. */
export const TEAM_TABLE_KEY = 'team';

const sortable = new Set<string>(teamSortFields);
const NONE = '—';

const columns: ChoosableColumn<TeamMember>[] = [
  {
    key: 'employeeId',
    title: labels.employeeId,
    render: (member) => <Link to={paths.team.view(member.employeeId)}>{member.employeeId}</Link>,
  },
  { key: 'fullName', title: labels.fullName, render: (member) => member.fullName },
  { key: 'email', title: labels.email, render: (member) => member.email },
  {
    key: 'phone',
    title: labels.phone,
    render: (member) => member.phone ?? NONE,
    hiddenByDefault: true,
  },
  { key: 'role', title: labels.role, render: (member) => member.role.name },
  { key: 'designation', title: labels.designation, render: (member) => member.designation ?? NONE },
  {
    key: 'department',
    title: labels.department,
    render: (member) => member.department ?? NONE,
    hiddenByDefault: true,
  },
  { key: 'status', title: labels.status, render: (member) => <MemberStatusTags member={member} /> },
  { key: 'joinedAt', title: labels.joinedAt, render: (member) => formatDateTime(member.joinedAt) },
  {
    key: 'lastSignInAt',
    title: labels.lastSignInAt,
    render: (member) => formatDateTime(member.lastSignInAt),
  },
];

/** The columns a person may move and hide; the server sorts those it can (sort=field|-field). */
export const teamColumns: readonly ChoosableColumn<TeamMember>[] = columns.map((column) => ({
  ...column,
  sortable: sortable.has(column.key),
}));

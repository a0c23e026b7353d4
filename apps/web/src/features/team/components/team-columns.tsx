import { type TeamMember, teamSortFields } from '@depot/contracts/team';
import { teamMemberFieldLabels as labels } from '@depot/contracts/team-fields';
import { Link } from 'react-router';
import { fieldColumns } from '@/components/field-columns.ts';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format/format-date.ts';
import { MemberStatusTags } from './member-status-tags.tsx';

/** The Team table's name on the server, for the column chooser. */
export const TEAM_TABLE_KEY = 'team';

const NONE = '—';

/** The columns a person may move and hide; the server sorts those it can (sort=field|-field). */
export const teamColumns: readonly ChoosableColumn<TeamMember>[] = fieldColumns(
  {
    labels,
    sortFields: teamSortFields,
    // A pending invitation shows in the status; whether a member may be changed, in the actions.
    leftOut: ['invitationPending', 'canChange'],
  },
  [
    {
      key: 'employeeId',
      kind: 'code',
      render: (member) => <Link to={paths.team.view(member.employeeId)}>{member.employeeId}</Link>,
    },
    { key: 'fullName', render: (member) => member.fullName },
    { key: 'email', render: (member) => member.email },
    {
      key: 'phone',
      render: (member) => member.phone ?? NONE,
      hiddenByDefault: true,
    },
    { key: 'role', render: (member) => member.role.name },
    // Read on the member's own screen, or shown through the column chooser.
    {
      key: 'designation',
      render: (member) => member.designation ?? NONE,
      hiddenByDefault: true,
    },
    {
      key: 'department',
      render: (member) => member.department ?? NONE,
      hiddenByDefault: true,
    },
    { key: 'status', render: (member) => <MemberStatusTags member={member} /> },
    {
      key: 'joinedAt',
      kind: 'date',
      render: (member) => formatDateTime(member.joinedAt),
      hiddenByDefault: true,
    },
    {
      key: 'lastSignInAt',
      kind: 'date',
      render: (member) => formatDateTime(member.lastSignInAt),
      hiddenByDefault: true,
    },
  ],
);

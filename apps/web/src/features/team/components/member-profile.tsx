import type { TeamMember } from '@depot/contracts/team';
import { teamMemberFieldLabels as labels } from '@depot/contracts/team-fields';
import { Descriptions } from 'antd';
import { formatDateTime } from '@/lib/format/format-date.ts';
import { MemberStatusTags } from './member-status-tags.tsx';

const NONE = '—';

/** The member's details as read-only label/value pairs. */
export function MemberProfile({ member }: { member: TeamMember }) {
  return (
    <Descriptions
      bordered
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'employeeId', label: labels.employeeId, children: member.employeeId },
        { key: 'fullName', label: labels.fullName, children: member.fullName },
        { key: 'email', label: labels.email, children: member.email },
        { key: 'phone', label: labels.phone, children: member.phone ?? NONE },
        { key: 'role', label: labels.role, children: member.role.name },
        { key: 'designation', label: labels.designation, children: member.designation ?? NONE },
        { key: 'department', label: labels.department, children: member.department ?? NONE },
        { key: 'status', label: labels.status, children: <MemberStatusTags member={member} /> },
        { key: 'joinedAt', label: labels.joinedAt, children: formatDateTime(member.joinedAt) },
        {
          key: 'lastSignInAt',
          label: labels.lastSignInAt,
          children: formatDateTime(member.lastSignInAt),
        },
      ]}
    />
  );
}

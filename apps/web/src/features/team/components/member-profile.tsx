import type { TeamMember } from '@depot/contracts/team';
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
        { key: 'employeeId', label: 'Employee id', children: member.employeeId },
        { key: 'fullName', label: 'Full name', children: member.fullName },
        { key: 'email', label: 'Email', children: member.email },
        { key: 'phone', label: 'Phone', children: member.phone ?? NONE },
        { key: 'role', label: 'Role', children: member.role.name },
        { key: 'designation', label: 'Designation', children: member.designation ?? NONE },
        { key: 'department', label: 'Department', children: member.department ?? NONE },
        { key: 'status', label: 'Status', children: <MemberStatusTags member={member} /> },
        { key: 'joinedAt', label: 'Joined', children: formatDateTime(member.joinedAt) },
        {
          key: 'lastSignInAt',
          label: 'Last sign-in',
          children: formatDateTime(member.lastSignInAt),
        },
      ]}
    />
  );
}

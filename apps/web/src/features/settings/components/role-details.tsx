import type { Role } from '@depot/contracts/roles';
import { Descriptions, Flex, Tag } from 'antd';
import { PermissionMatrix } from '@/components/permission-matrix.tsx';
import { formatDateTime } from '@/lib/format/format-date.ts';
import { RoleLockNote } from './role-lock-note.tsx';

/** A role read-only: its details and its matrix, with the note saying why it is locked, if it is. */
export function RoleDetails({ role }: { role: Role }) {
  return (
    <Flex vertical gap={16}>
      <RoleLockNote role={role} />
      <Descriptions
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'name', label: 'Name', children: role.name },
          { key: 'key', label: 'Key', children: role.key },
          { key: 'description', label: 'Description', children: role.description || '—' },
          { key: 'members', label: 'Members', children: role.memberCount },
          {
            key: 'type',
            label: 'Type',
            children: role.isBuiltIn ? <Tag color="purple">Built-in</Tag> : 'Custom',
          },
          { key: 'updatedAt', label: 'Last changed', children: formatDateTime(role.updatedAt) },
        ]}
      />
      <PermissionMatrix value={role.permissions} readOnly label={`Permissions of ${role.name}`} />
    </Flex>
  );
}

import { roleFieldLabels } from '@depot/contracts/role-fields';
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
          { key: 'name', label: roleFieldLabels.name, children: role.name },
          { key: 'key', label: roleFieldLabels.key, children: role.key },
          {
            key: 'description',
            label: roleFieldLabels.description,
            children: role.description || '—',
          },
          { key: 'members', label: roleFieldLabels.memberCount, children: role.memberCount },
          {
            key: 'type',
            label: 'Type',
            children: role.isBuiltIn ? <Tag color="purple">Built-in</Tag> : 'Custom',
          },
          {
            key: 'updatedAt',
            label: roleFieldLabels.updatedAt,
            children: formatDateTime(role.updatedAt),
          },
        ]}
      />
      <PermissionMatrix value={role.permissions} readOnly label={`Permissions of ${role.name}`} />
    </Flex>
  );
}

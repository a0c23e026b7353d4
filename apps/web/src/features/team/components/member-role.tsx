import { Alert, Flex, Spin, Typography } from 'antd';
import { PermissionMatrix } from '@/components/permission-matrix.tsx';
import { useRole } from '@/lib/api/roles.ts';
import { apiErrorMessage } from '@/lib/api-client.ts';

type MemberRoleProps = { roleKey: string | undefined };

/** What a role lets its members do: the role's matrix, read-only (changed under Privileges). */
export function MemberRole({ roleKey }: MemberRoleProps) {
  const role = useRole(roleKey);
  if (!roleKey)
    return (
      <Typography.Text type="secondary">Choose a role to see its permissions.</Typography.Text>
    );
  if (role.isError) return <Alert type="warning" showIcon title={apiErrorMessage(role.error)} />;
  if (!role.data) {
    return (
      <Flex justify="center">
        <span role="status" aria-label="Loading the role">
          <Spin />
        </span>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph style={{ margin: 0 }}>
        <Typography.Text strong>{role.data.name}</Typography.Text>
        {role.data.description && ` — ${role.data.description}`}
      </Typography.Paragraph>
      <PermissionMatrix
        value={role.data.permissions}
        readOnly
        label={`Permissions of ${role.data.name}`}
      />
    </Flex>
  );
}

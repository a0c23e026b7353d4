import { Alert, Flex, Spin, Typography } from 'antd';
import { PermissionMatrix } from '@/components/permission-matrix.tsx';
import { apiErrorMessage } from '@/lib/api/api-client.ts';
import { useRolePermissions } from '../api/get-role-permissions.ts';

/** The member's own role (view, teams.view), or the role picked in the form (edit, teams.edit). */
type MemberRoleProps = { employeeId: string } | { roleKey: string | undefined };

/** What a role lets its members do: the role's matrix, read-only (changed under Privileges). */
export function MemberRole(props: MemberRoleProps) {
  const role = useRolePermissions(props);
  if ('roleKey' in props && !props.roleKey)
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
  const { role: about, permissions } = role.data;
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph style={{ margin: 0 }}>
        <Typography.Text strong>{about.name}</Typography.Text>
        {about.description && ` — ${about.description}`}
      </Typography.Paragraph>
      <PermissionMatrix value={permissions} readOnly label={`Permissions of ${about.name}`} />
    </Flex>
  );
}

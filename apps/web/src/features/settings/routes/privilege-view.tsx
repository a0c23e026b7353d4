import type { Role } from '@depot/contracts/roles';
import { Flex } from 'antd';
import { useNavigate } from 'react-router';
import { HistoryAction } from '@/components/history-action.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { paths } from '@/config/paths.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { roleHistoryQueryOptions } from '../api/get-role-history.ts';
import { DeleteRoleAction } from '../components/delete-role-action.tsx';
import { RoleDetails } from '../components/role-details.tsx';
import { isChangeableRole } from '../components/role-lock-note.tsx';
import { RoleScreenState } from '../components/role-screen-state.tsx';

function RoleView({ role }: { role: Role }) {
  const can = useCan();
  const navigate = useNavigate();
  return (
    <>
      <ScreenHeader
        title={`Role ${role.name}`}
        description="The permissions this role grants, resource by resource."
      />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        {can('roles', 'edit') && isChangeableRole(role) && (
          <StandardAction
            action="edit"
            type="primary"
            to={paths.settings.privileges.edit(role.key)}
          />
        )}
        {can('roles', 'delete') && isChangeableRole(role) && (
          <DeleteRoleAction
            role={role}
            onDeleted={() => navigate(paths.settings.privileges.list)}
          />
        )}
        <HistoryAction
          title={`History of ${role.name}`}
          query={roleHistoryQueryOptions(role.key)}
        />
        <StandardAction action="close" to={paths.settings.privileges.list} />
      </Flex>
      <RoleDetails role={role} />
    </>
  );
}

/** /setting/privileges/{role}/view */
export function PrivilegeViewRoute() {
  return <RoleScreenState>{(role) => <RoleView role={role} />}</RoleScreenState>;
}

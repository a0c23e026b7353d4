import type { Role } from '@depot/contracts/roles';
import { useNavigate } from 'react-router';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { useNotice } from '@/components/use-notice.ts';
import { paths } from '@/config/paths.ts';
import { useUpdateRole } from '../api/update-role.ts';
import { RoleDetails } from '../components/role-details.tsx';
import { RoleForm, type RoleFormValues } from '../components/role-form.tsx';
import { isChangeableRole } from '../components/role-lock-note.tsx';
import { RoleScreenState } from '../components/role-screen-state.tsx';

function RoleEdit({ role }: { role: Role }) {
  const update = useUpdateRole();
  const navigate = useNavigate();
  const notice = useNotice();
  const viewPath = paths.settings.privileges.view(role.key);

  async function submit({ name, description, permissions }: RoleFormValues) {
    const saved = await update.mutateAsync({
      key: role.key,
      body: { name, description, permissions },
    });
    notice.success(`The role "${saved.name}" is saved.`);
    await navigate(viewPath);
  }

  return (
    <>
      <ScreenHeader
        title={`Edit role ${role.name}`}
        description="Change the role's name, description and permissions."
      />
      {!isChangeableRole(role) ? (
        // The server refuses to change it (ROLE_BUILT_IN, ROLE_BEYOND_YOURS); show it as it is.
        <>
          <RoleDetails role={role} />
          <StandardAction action="close" to={viewPath} style={{ marginTop: 16 }} />
        </>
      ) : (
        <RoleForm
          mode="edit"
          initialValues={{
            name: role.name,
            description: role.description,
            permissions: role.permissions,
          }}
          onSubmit={submit}
          error={update.error}
          isPending={update.isPending}
          cancelTo={viewPath}
        />
      )}
    </>
  );
}

/** /setting/privileges/{role}/edit */
export function PrivilegeEditRoute() {
  return <RoleScreenState>{(role) => <RoleEdit role={role} />}</RoleScreenState>;
}

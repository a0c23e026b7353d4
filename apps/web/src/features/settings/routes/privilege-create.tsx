import { useNavigate } from 'react-router';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { useNotice } from '@/components/use-notice.ts';
import { paths } from '@/config/paths.ts';
import { useCreateRole } from '../api/create-role.ts';
import { RoleForm, type RoleFormValues } from '../components/role-form.tsx';
import { settingsHeadings } from '../screens.ts';

/** /setting/privileges/new */
export function PrivilegeCreateRoute() {
  const create = useCreateRole();
  const navigate = useNavigate();
  const notice = useNotice();

  async function submit(values: RoleFormValues) {
    const role = await create.mutateAsync(values);
    notice.success(`The role "${role.name}" is created.`);
    await navigate(paths.settings.privileges.view(role.key));
  }

  return (
    <>
      <ScreenHeader {...settingsHeadings.privilegeCreate} />
      <RoleForm
        mode="create"
        onSubmit={submit}
        error={create.error}
        isPending={create.isPending}
        cancelTo={paths.settings.privileges.list}
      />
    </>
  );
}

import type { User } from '@depot/contracts/users';
import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/form-actions.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { Tabs } from '@/components/tabs/tabs.tsx';
import { useLeaveGuard } from '@/components/use-leave-guard.ts';
import { useNotice } from '@/components/use-notice.ts';
import { paths } from '@/config/paths.ts';
import { useCountryCodes } from '@/lib/reference/reference-data.tsx';
import { useUpdateUser } from '../api/users.ts';
import {
  showUserErrors,
  UserForm,
  type UserFormValues,
  userBody,
} from '../components/user-form.tsx';
import { UserScreenState } from '../components/user-screen-state.tsx';
import { type UserSection, userSectionLabels } from '../components/user-sections.ts';

// What an edit can change: activity is read-only, and the plan's own calls change the package.
const editable = ['profile', 'address', 'plan'] as const;
type EditableSection = (typeof editable)[number];
const editLabels: Record<EditableSection, string> = {
  profile: userSectionLabels.profile,
  address: userSectionLabels.address,
  plan: 'Billing',
};

function UserEdit({ user, section }: { user: User; section: UserSection }) {
  const [form] = Form.useForm<UserFormValues>();
  const update = useUpdateUser();
  const navigate = useNavigate();
  const guard = useLeaveGuard({ within: paths.users.edit(user.code) });
  const notice = useNotice();
  const countryCodes = useCountryCodes();
  const open: EditableSection = editable.find((key) => key === section) ?? 'profile';

  function onFinish(values: UserFormValues) {
    if (update.isPending) return;
    const { packageCode: _packageCode, ...body } = userBody(values, countryCodes);
    update.mutate(
      { code: user.code, body },
      {
        onSuccess: () => {
          guard.release();
          notice.success(`${user.businessName} is saved.`);
          void navigate(paths.users.view(user.code, open));
        },
        onError: (error) => showUserErrors(form, error),
      },
    );
  }

  return (
    <>
      <ScreenHeader
        title={`Edit ${user.businessName}`}
        description={`${user.code} · ${user.contactName}`}
      />
      <Tabs
        activeKey={open}
        items={editable.map((key) => ({ key, label: editLabels[key], children: null }))}
        onChange={(key) => void navigate(paths.users.edit(user.code, key), { replace: true })}
      />
      <div style={{ maxWidth: 960 }}>
        <UserForm
          form={form}
          mode="edit"
          section={open}
          initialValues={{
            businessName: user.businessName,
            contactName: user.contactName,
            email: user.email,
            phone: user.phone,
            taxId: user.taxId,
            address: user.address,
            timezone: user.timezone,
            currency: user.currency,
          }}
          onFinish={onFinish}
          onChanged={guard.markChanged}
          error={update.error}
          actions={
            <FormActions saving={update.isPending} cancelTo={paths.users.view(user.code, open)} />
          }
        />
      </div>
    </>
  );
}

/** /users/edit/{userId}/{section?}: a client business's profile, address or billing. */
export function UserEditRoute() {
  return (
    <UserScreenState>
      {(user, section) => <UserEdit user={user} section={section} />}
    </UserScreenState>
  );
}

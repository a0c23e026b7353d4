import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/form-actions.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { useLeaveGuard } from '@/components/use-leave-guard.ts';
import { useNotice } from '@/components/use-notice.ts';
import { paths } from '@/config/paths.ts';
import { useCountryCodes } from '@/lib/reference/reference-data.tsx';
import { useCreateUser } from '../api/users.ts';
import {
  showUserErrors,
  UserForm,
  type UserFormValues,
  userBody,
} from '../components/user-form.tsx';
import { usersHeadings } from '../screens.ts';

// India is the console's home market: a new business starts there, in rupees, on IST.
const NEW_USER: Partial<UserFormValues> = {
  address: { country: 'IN', line1: '', city: '', state: '', postalCode: '' },
  timezone: 'Asia/Kolkata',
  currency: 'INR',
};

/** /users/new: a client business, optionally on a package from today. */
export function UserCreateRoute() {
  const [form] = Form.useForm<UserFormValues>();
  const create = useCreateUser();
  const navigate = useNavigate();
  const guard = useLeaveGuard();
  const notice = useNotice();
  const countryCodes = useCountryCodes();

  function onFinish(values: UserFormValues) {
    if (create.isPending) return;
    create.mutate(userBody(values, countryCodes), {
      onSuccess: (user) => {
        guard.release();
        notice.success(`${user.businessName} is added as ${user.code}.`);
        void navigate(paths.users.view(user.code));
      },
      onError: (error) => showUserErrors(form, error),
    });
  }

  return (
    <>
      <ScreenHeader {...usersHeadings.userCreate} />
      <div style={{ maxWidth: 960 }}>
        <UserForm
          form={form}
          mode="create"
          initialValues={NEW_USER}
          onFinish={onFinish}
          onChanged={guard.markChanged}
          error={create.error}
          actions={
            <FormActions
              saveLabel="Add user"
              saving={create.isPending}
              cancelTo={paths.users.list}
            />
          }
        />
      </div>
    </>
  );
}

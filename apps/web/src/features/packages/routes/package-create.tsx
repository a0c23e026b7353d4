import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/form-actions.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { useLeaveGuard } from '@/components/use-leave-guard.ts';
import { useNotice } from '@/components/use-notice.ts';
import { paths } from '@/config/paths.ts';
import { useCreatePackage } from '../api/save-package.ts';
import {
  NEW_PACKAGE_VALUES,
  PackageForm,
  type PackageFormValues,
  showPackageErrors,
} from '../components/package-form.tsx';
import { packagesHeadings } from '../screens.ts';

/** /packages/new: a package in one form — details, limits, features and per-zone rates. */
export function PackageCreateRoute() {
  const [form] = Form.useForm<PackageFormValues>();
  const create = useCreatePackage();
  const navigate = useNavigate();
  const guard = useLeaveGuard();
  const notice = useNotice();

  function onFinish(values: PackageFormValues) {
    if (create.isPending) return;
    create.mutate(values, {
      onSuccess: (created) => {
        guard.release();
        notice.success(`The package ${created.name} (${created.code}) is added.`);
        void navigate(paths.packages.view(created.code));
      },
      onError: (error) => showPackageErrors(form, error),
    });
  }

  return (
    <>
      <ScreenHeader {...packagesHeadings.packageCreate} />
      <div style={{ maxWidth: 960 }}>
        <PackageForm
          form={form}
          mode="create"
          initialValues={NEW_PACKAGE_VALUES}
          onFinish={onFinish}
          onChanged={guard.markChanged}
          error={create.error}
          actions={
            <FormActions
              saveLabel="Add package"
              saving={create.isPending}
              cancelTo={paths.packages.list}
            />
          }
        />
      </div>
    </>
  );
}

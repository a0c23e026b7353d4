import { Form } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { FormActions } from '@/components/form-actions.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { useLeaveGuard } from '@/components/use-leave-guard.ts';
import { useNotice } from '@/components/use-notice.ts';
import { paths } from '@/config/paths.ts';
import { useCountryCodes } from '@/lib/reference/reference-data.tsx';
import { useCreateVendor } from '../api/vendors.ts';
import {
  showVendorErrors,
  VendorForm,
  type VendorFormValues,
  vendorBody,
} from '../components/vendor-form.tsx';
import { vendorsHeadings } from '../screens.ts';

/** /vendors/new: a supplier of one client business (?user= picks the client ahead). */
export function VendorCreateRoute() {
  const [form] = Form.useForm<VendorFormValues>();
  const create = useCreateVendor();
  const navigate = useNavigate();
  const guard = useLeaveGuard();
  const notice = useNotice();
  const countryCodes = useCountryCodes();
  const [search] = useSearchParams();
  // India is the console's home market: a new vendor's address starts there.
  const initialValues: Partial<VendorFormValues> = {
    userCode: search.get('user') ?? undefined,
    address: { country: 'IN', line1: '', city: '', state: '', postalCode: '' },
  };

  function onFinish(values: VendorFormValues) {
    if (create.isPending) return;
    create.mutate(vendorBody(values, countryCodes), {
      onSuccess: (vendor) => {
        guard.release();
        notice.success(`${vendor.name} is added as ${vendor.code}.`);
        void navigate(paths.vendors.view(vendor.code));
      },
      onError: (error) => showVendorErrors(form, error),
    });
  }

  return (
    <>
      <ScreenHeader {...vendorsHeadings.vendorCreate} />
      <div style={{ maxWidth: 960 }}>
        <VendorForm
          form={form}
          initialValues={initialValues}
          onFinish={onFinish}
          onChanged={guard.markChanged}
          error={create.error}
          actions={
            <FormActions
              saveLabel="Add vendor"
              saving={create.isPending}
              cancelTo={paths.vendors.list}
            />
          }
        />
      </div>
    </>
  );
}

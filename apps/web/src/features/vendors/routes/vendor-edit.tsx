import type { Vendor } from '@depot/contracts/vendors';
import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/form-actions.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { useLeaveGuard } from '@/components/use-leave-guard.ts';
import { useNotice } from '@/components/use-notice.ts';
import { paths } from '@/config/paths.ts';
import { useCountryCodes } from '@/lib/reference/reference-data.tsx';
import { useUpdateVendor } from '../api/vendors.ts';
import {
  showVendorErrors,
  VendorForm,
  type VendorFormValues,
  vendorBody,
} from '../components/vendor-form.tsx';
import { VendorScreenState } from '../components/vendor-screen-state.tsx';

function VendorEdit({ vendor }: { vendor: Vendor }) {
  const [form] = Form.useForm<VendorFormValues>();
  const update = useUpdateVendor();
  const navigate = useNavigate();
  const guard = useLeaveGuard();
  const notice = useNotice();
  const countryCodes = useCountryCodes();

  function onFinish(values: VendorFormValues) {
    if (update.isPending) return;
    // The client is fixed: it is not sent.
    const { userCode: _userCode, ...body } = vendorBody(
      { ...values, userCode: vendor.user.code },
      countryCodes,
    );
    update.mutate(
      { code: vendor.code, body },
      {
        onSuccess: () => {
          guard.release();
          notice.success(`${vendor.name} is saved.`);
          void navigate(paths.vendors.view(vendor.code));
        },
        onError: (error) => showVendorErrors(form, error),
      },
    );
  }

  return (
    <>
      <ScreenHeader
        title={`Edit ${vendor.name}`}
        description={`${vendor.code} · a vendor of ${vendor.user.businessName}`}
      />
      <div style={{ maxWidth: 960 }}>
        <VendorForm
          form={form}
          vendor={vendor}
          initialValues={{
            userCode: vendor.user.code,
            name: vendor.name,
            contactName: vendor.contactName,
            email: vendor.email,
            phone: vendor.phone,
            taxId: vendor.taxId,
            address: vendor.address,
          }}
          onFinish={onFinish}
          onChanged={guard.markChanged}
          error={update.error}
          actions={
            <FormActions saving={update.isPending} cancelTo={paths.vendors.view(vendor.code)} />
          }
        />
      </div>
    </>
  );
}

/** /vendors/edit/{vendorId}: a vendor's details; its client is fixed. */
export function VendorEditRoute() {
  return <VendorScreenState>{(vendor) => <VendorEdit vendor={vendor} />}</VendorScreenState>;
}

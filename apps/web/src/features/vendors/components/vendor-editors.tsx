import type { Vendor } from '@depot/contracts/vendors';
import { Form } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { FormActions } from '@/components/form-actions.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { useLeaveGuard } from '@/components/use-leave-guard.ts';
import { useNotice } from '@/components/use-notice.ts';
import { paths } from '@/config/paths.ts';
import { useCountryCodes } from '@/lib/reference/reference-data.tsx';
import { useCreateVendor, useUpdateVendor } from '../api/vendors.ts';
import { vendorsHeadings } from '../screens.ts';
import { showVendorErrors, VendorForm, type VendorFormValues, vendorBody } from './vendor-form.tsx';
import { VendorScreenState } from './vendor-screen-state.tsx';

// The two screens that fill in the vendor form, loaded by their route (routes/vendor-editor.tsx)
// once opened. Imported by a screen itself, antd's form would count as shared by a twelfth screen
// and join the code every screen of the console loads (apps/web/chunk-plan.ts), the dashboard
// past its budget.

/** /vendors/new: a supplier of one client business (?user= picks the client ahead). */
export function VendorCreateScreen() {
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
    address: EMPTY_ADDRESS,
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

/** An address to fill in, in India unless the person picks another country. */
const EMPTY_ADDRESS: VendorFormValues['address'] = {
  country: 'IN',
  line1: '',
  city: '',
  state: '',
  postalCode: '',
};

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
            // A vendor made from a typed supplier has these to complete.
            contactName: vendor.contactName ?? undefined,
            email: vendor.email ?? undefined,
            phone: vendor.phone ?? undefined,
            taxId: vendor.taxId,
            address: vendor.address ?? EMPTY_ADDRESS,
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
export function VendorEditScreen() {
  return <VendorScreenState>{(vendor) => <VendorEdit vendor={vendor} />}</VendorScreenState>;
}

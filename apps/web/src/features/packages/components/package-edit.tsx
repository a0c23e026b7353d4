import type { Package } from '@depot/contracts/packages';
import { Form } from 'antd';
import { FormActions } from '@/components/form-actions.tsx';
import { useNotice } from '@/components/use-notice.ts';
import { useUpdatePackage } from '../api/save-package.ts';
import { PackageForm, type PackageFormValues, showPackageErrors } from './package-form.tsx';

/** The package's form in place of its details, under packages.edit. */
export function PackageEdit({ pkg, onDone }: { pkg: Package; onDone: () => void }) {
  const [form] = Form.useForm<PackageFormValues>();
  const update = useUpdatePackage();
  const notice = useNotice();

  function onFinish({ code: _code, ...values }: PackageFormValues) {
    if (update.isPending) return;
    update.mutate(
      { code: pkg.code, body: values },
      {
        onSuccess: () => {
          notice.success(`The package ${pkg.code} is saved.`);
          onDone();
        },
        onError: (error) => showPackageErrors(form, error),
      },
    );
  }

  return (
    <div style={{ maxWidth: 960 }}>
      <PackageForm
        form={form}
        mode="edit"
        initialValues={
          {
            // Every field of the body: one added to it fails to compile until it is loaded here.
            code: pkg.code,
            name: pkg.name,
            description: pkg.description,
            currency: pkg.currency,
            price: pkg.price,
            billingCycle: pkg.billingCycle,
            limits: pkg.limits,
            features: pkg.features,
            rates: pkg.rates.map((rate) => ({
              zoneCode: rate.zone.code,
              perShipment: rate.perShipment,
              perKg: rate.perKg,
            })),
          } satisfies Required<PackageFormValues>
        }
        pricedZones={pkg.rates.map((rate) => rate.zone.code)}
        onFinish={onFinish}
        error={update.error}
        actions={<FormActions saving={update.isPending} onCancel={onDone} />}
      />
    </div>
  );
}

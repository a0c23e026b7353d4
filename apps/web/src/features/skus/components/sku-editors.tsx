import type { Sku } from '@depot/contracts/skus';
import { Form } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormActions } from '@/components/form-actions.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { useLeaveGuard } from '@/components/use-leave-guard.ts';
import { useNotice } from '@/components/use-notice.ts';
import { paths } from '@/config/paths.ts';
import { useEntryUnits } from '@/lib/theme/entry-units.ts';
import { useCreateSku, useUpdateSku } from '../api/skus.ts';
import { skusHeadings } from '../screens.ts';
import {
  createSkuBody,
  SkuForm,
  type SkuFormValues,
  showSkuErrors,
  skuFormValues,
  updateSkuBody,
} from './sku-form.tsx';
import { SkuScreenState } from './sku-screen-state.tsx';

// The two screens that fill in the SKU form, loaded by their route (routes/sku-editor.tsx) once
// opened, as the vendors' are: imported by a screen itself, antd's form would count as shared by
// more screens and join the code every screen of the console loads (apps/web/chunk-plan.ts).

/** /skus/new: a SKU, bundle or kit of one client business (?user= picks the client ahead). */
export function SkuCreateScreen() {
  const [form] = Form.useForm<SkuFormValues>();
  const create = useCreateSku();
  const navigate = useNavigate();
  const guard = useLeaveGuard();
  const notice = useNotice();
  const units = useEntryUnits();
  const [search] = useSearchParams();
  const initialValues: SkuFormValues = {
    userCode: search.get('user') ?? undefined,
    kind: 'standard',
    unit: 'each',
    tracking: 'none',
    barcodes: [''],
    components: [],
  };

  function onFinish(values: SkuFormValues) {
    if (create.isPending) return;
    const body = createSkuBody(form, values, units);
    if (!body) return;
    create.mutate(body, {
      onSuccess: (sku) => {
        guard.release();
        notice.success(`${sku.code} is added as ${sku.id}.`);
        void navigate(paths.skus.view(sku.id));
      },
      onError: (error) => showSkuErrors(form, error),
    });
  }

  return (
    <>
      <ScreenHeader {...skusHeadings.skuCreate} />
      <div style={{ maxWidth: 960 }}>
        <SkuForm
          form={form}
          initialValues={initialValues}
          onFinish={onFinish}
          onChanged={guard.markChanged}
          error={create.error}
          actions={
            <FormActions saveLabel="Add SKU" saving={create.isPending} cancelTo={paths.skus.list} />
          }
        />
      </div>
    </>
  );
}

function SkuEdit({ sku }: { sku: Sku }) {
  const [form] = Form.useForm<SkuFormValues>();
  const update = useUpdateSku();
  const navigate = useNavigate();
  const guard = useLeaveGuard();
  const notice = useNotice();
  const units = useEntryUnits();
  const opened = useMemo(() => skuFormValues(sku, units), [sku, units]);

  function onFinish(values: SkuFormValues) {
    if (update.isPending) return;
    const body = updateSkuBody(form, values, opened, sku, units);
    if (!body) return;
    update.mutate(
      { id: sku.id, body },
      {
        onSuccess: () => {
          guard.release();
          notice.success(`${sku.code} is saved.`);
          void navigate(paths.skus.view(sku.id));
        },
        onError: (error) => showSkuErrors(form, error),
      },
    );
  }

  return (
    <>
      <ScreenHeader
        title={`Edit ${sku.code}`}
        description={`${sku.id} · ${sku.name} · a SKU of ${sku.user.businessName}`}
      />
      <div style={{ maxWidth: 960 }}>
        <SkuForm
          form={form}
          sku={sku}
          initialValues={opened}
          onFinish={onFinish}
          onChanged={guard.markChanged}
          error={update.error}
          actions={<FormActions saving={update.isPending} cancelTo={paths.skus.view(sku.id)} />}
        />
      </div>
    </>
  );
}

/** /skus/{skuId}/edit: a SKU's details; its client, code, product and kind are fixed. */
export function SkuEditScreen() {
  return <SkuScreenState>{(sku) => <SkuEdit sku={sku} />}</SkuScreenState>;
}

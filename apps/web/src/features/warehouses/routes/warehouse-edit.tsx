import type { Warehouse } from '@depot/contracts/warehouses';
import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/form-actions.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { useLeaveGuard } from '@/components/use-leave-guard.ts';
import { useNotice } from '@/components/use-notice.ts';
import { paths } from '@/config/paths.ts';
import { useCountryCodes } from '@/lib/reference/reference-data.tsx';
import { useUpdateWarehouse } from '../api/warehouses.ts';
import {
  showWarehouseErrors,
  WarehouseForm,
  type WarehouseFormValues,
  warehouseBody,
} from '../components/warehouse-form.tsx';
import { WarehouseScreenState } from '../components/warehouse-screen-state.tsx';

function WarehouseEdit({ warehouse }: { warehouse: Warehouse }) {
  const [form] = Form.useForm<WarehouseFormValues>();
  const update = useUpdateWarehouse();
  const navigate = useNavigate();
  const guard = useLeaveGuard();
  const notice = useNotice();
  const countryCodes = useCountryCodes();

  function onFinish(values: WarehouseFormValues) {
    if (update.isPending) return;
    // The code is fixed, and the standard areas are a new warehouse's alone.
    const {
      code: _code,
      standardAreas: _standardAreas,
      ...body
    } = warehouseBody(values, countryCodes);
    update.mutate(
      { code: warehouse.code, body },
      {
        onSuccess: () => {
          guard.release();
          notice.success(`${warehouse.name} is saved.`);
          void navigate(paths.warehouses.view(warehouse.code));
        },
        onError: (error) => showWarehouseErrors(form, error),
      },
    );
  }

  return (
    <>
      <ScreenHeader title={`Edit ${warehouse.name}`} description={warehouse.code} />
      <div style={{ maxWidth: 960 }}>
        <WarehouseForm
          form={form}
          mode="edit"
          initialValues={{
            code: warehouse.code,
            name: warehouse.name,
            address: warehouse.address,
            gstin: warehouse.gstin,
            timezone: warehouse.timezone,
            contactName: warehouse.contactName,
            phone: warehouse.phone,
            email: warehouse.email,
          }}
          onFinish={onFinish}
          onChanged={guard.markChanged}
          error={update.error}
          actions={
            <FormActions
              saving={update.isPending}
              cancelTo={paths.warehouses.view(warehouse.code)}
            />
          }
        />
      </div>
    </>
  );
}

/** /warehouses/edit/{code}: a warehouse's name, address, GSTIN and contact. */
export function WarehouseEditRoute() {
  return (
    <WarehouseScreenState>
      {(warehouse) => <WarehouseEdit warehouse={warehouse} />}
    </WarehouseScreenState>
  );
}

import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/form-actions.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { useLeaveGuard } from '@/components/use-leave-guard.ts';
import { useNotice } from '@/components/use-notice.ts';
import { paths } from '@/config/paths.ts';
import { useCountryCodes } from '@/lib/reference/reference-data.tsx';
import { useCreateWarehouse } from '../api/warehouses.ts';
import {
  showWarehouseErrors,
  WarehouseForm,
  type WarehouseFormValues,
  warehouseBody,
} from '../components/warehouse-form.tsx';
import { warehousesHeadings } from '../screens.ts';

// The operator's warehouses are in India, on IST, and most start with the standard areas.
const NEW_WAREHOUSE: Partial<WarehouseFormValues> = {
  address: { country: 'IN', line1: '', city: '', state: '', postalCode: '' },
  timezone: 'Asia/Kolkata',
  standardAreas: true,
};

/** /warehouses/new: a warehouse, with its virtual locations and, if asked, its standard areas. */
export function WarehouseCreateRoute() {
  const [form] = Form.useForm<WarehouseFormValues>();
  const create = useCreateWarehouse();
  const navigate = useNavigate();
  const guard = useLeaveGuard();
  const notice = useNotice();
  const countryCodes = useCountryCodes();

  function onFinish(values: WarehouseFormValues) {
    if (create.isPending) return;
    create.mutate(warehouseBody(values, countryCodes), {
      onSuccess: (warehouse) => {
        guard.release();
        notice.success(`${warehouse.name} is added as ${warehouse.code}.`);
        void navigate(paths.warehouses.view(warehouse.code));
      },
      onError: (error) => showWarehouseErrors(form, error),
    });
  }

  return (
    <>
      <ScreenHeader {...warehousesHeadings.warehouseCreate} />
      <div style={{ maxWidth: 960 }}>
        <WarehouseForm
          form={form}
          mode="create"
          initialValues={NEW_WAREHOUSE}
          onFinish={onFinish}
          onChanged={guard.markChanged}
          error={create.error}
          actions={
            <FormActions
              saveLabel="Add warehouse"
              saving={create.isPending}
              cancelTo={paths.warehouses.list}
            />
          }
        />
      </div>
    </>
  );
}

import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/form-actions.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { useLeaveGuard } from '@/components/use-leave-guard.ts';
import { useNotice } from '@/components/use-notice.ts';
import { paths } from '@/config/paths.ts';
import { useCountryCodes } from '@/lib/reference/reference-data.tsx';
import { useEntryUnits } from '@/lib/theme/entry-units.ts';
import { useCreateShipment } from '../api/shipments.ts';
import {
  ShipmentForm,
  type ShipmentFormValues,
  shipmentBody,
  showShipmentErrors,
} from '../components/shipment-form.tsx';
import { shipmentsHeadings } from '../screens.ts';

// Most shipments go to an Indian consignee, valued in rupees.
const NEW_SHIPMENT: Partial<ShipmentFormValues> = {
  consignee: {
    name: '',
    phone: '',
    address: { country: 'IN', line1: '', city: '', state: '', postalCode: '' },
  },
  boxes: 1,
  currency: 'INR',
};

/** /shipments/new: a draft shipment; its additional details follow on its own step. */
export function ShipmentCreateRoute() {
  const [form] = Form.useForm<ShipmentFormValues>();
  const create = useCreateShipment();
  const navigate = useNavigate();
  const guard = useLeaveGuard();
  const notice = useNotice();
  const units = useEntryUnits();
  const countryCodes = useCountryCodes();

  function onFinish(values: ShipmentFormValues) {
    if (create.isPending) return;
    create.mutate(shipmentBody(values, units, countryCodes), {
      onSuccess: (shipment) => {
        guard.release();
        notice.success(`Shipment ${shipment.id} is drafted. Add its additional details next.`);
        void navigate(paths.shipments.edit(shipment.id, 'additional-details'));
      },
      onError: (error) => showShipmentErrors(form, error),
    });
  }

  return (
    <>
      <ScreenHeader {...shipmentsHeadings.shipmentCreate} />
      <div style={{ maxWidth: 960 }}>
        <ShipmentForm
          form={form}
          mode="create"
          initialValues={NEW_SHIPMENT}
          onFinish={onFinish}
          onChanged={guard.markChanged}
          error={create.error}
          actions={
            <FormActions
              saveLabel="Save draft"
              saving={create.isPending}
              cancelTo={paths.shipments.list}
            />
          }
        />
      </div>
    </>
  );
}

import type { Shipment } from '@depot/contracts/shipments';
import { Alert, Form } from 'antd';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/form-actions.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { Tabs } from '@/components/tabs/tabs.tsx';
import { useNotice } from '@/components/use-notice.ts';
import { paths } from '@/config/paths.ts';
import { useCountryCodes } from '@/lib/reference/reference-data.tsx';
import { useEntryUnits } from '@/lib/theme/entry-units.ts';
import { useUpdateShipment } from '../api/shipments.ts';
import {
  AdditionalDetailsForm,
  type DetailsFormValues,
  detailsBody,
  detailsFieldErrors,
} from '../components/additional-details-form.tsx';
import {
  ShipmentForm,
  type ShipmentFormValues,
  shipmentChanges,
  shipmentFormValues,
  showShipmentErrors,
} from '../components/shipment-form.tsx';
import { ShipmentScreenState } from '../components/shipment-screen-state.tsx';

type EditSection = 'details' | 'additional-details';

function ShipmentEdit({ shipment, section }: { shipment: Shipment; section: EditSection }) {
  const [form] = Form.useForm<ShipmentFormValues>();
  const [detailsForm] = Form.useForm<DetailsFormValues>();
  const update = useUpdateShipment();
  const navigate = useNavigate();
  const notice = useNotice();
  const units = useEntryUnits();
  const countryCodes = useCountryCodes();
  // Past ready, the particulars are fixed: only the tracking number moves, from the view.
  const editable = shipment.status === 'draft' || shipment.status === 'ready';

  function saveDetails(values: ShipmentFormValues) {
    if (update.isPending) return;
    update.mutate(
      {
        id: shipment.id,
        changes: shipmentChanges(values, shipmentFormValues(shipment, units), units, countryCodes),
      },
      {
        onSuccess: () => {
          notice.success(`Shipment ${shipment.id} is saved.`);
          void navigate(paths.shipments.view(shipment.id));
        },
        onError: (error) => showShipmentErrors(form, error),
      },
    );
  }

  function savePapers(values: DetailsFormValues) {
    if (update.isPending) return;
    update.mutate(
      { id: shipment.id, changes: { additionalDetails: detailsBody(values) } },
      {
        onSuccess: (saved) => {
          notice.success(
            saved.missingDetails.length === 0
              ? `The additional details of ${shipment.id} are complete.`
              : `The additional details of ${shipment.id} are saved.`,
          );
          void navigate(paths.shipments.view(shipment.id, 'additional-details'));
        },
        onError: (error) => detailsForm.setFields(detailsFieldErrors(error) as never),
      },
    );
  }

  const actions = (label: string) => (
    <FormActions
      saveLabel={label}
      saving={update.isPending}
      cancelTo={paths.shipments.view(shipment.id, section)}
    />
  );

  return (
    <>
      <ScreenHeader
        title={`Edit shipment ${shipment.id}`}
        description={`${shipment.reference} · ${shipment.user.businessName} → ${shipment.consignee.name}`}
      />
      {!editable && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`A ${shipment.status} shipment cannot be changed.`}
        />
      )}
      <Tabs
        activeKey={section}
        onChange={(key) => void navigate(paths.shipments.edit(shipment.id, key))}
        items={[
          {
            key: 'details',
            label: 'Details',
            children: (
              <div style={{ maxWidth: 960 }}>
                <ShipmentForm
                  form={form}
                  mode="edit"
                  initialValues={shipmentFormValues(shipment, units)}
                  onFinish={saveDetails}
                  error={update.error}
                  actions={editable ? actions('Save') : null}
                />
              </div>
            ),
          },
          {
            key: 'additional-details',
            label: 'Additional details',
            children: (
              <div style={{ maxWidth: 720 }}>
                <AdditionalDetailsForm
                  shipment={shipment}
                  form={detailsForm}
                  onFinish={savePapers}
                  error={update.error}
                  actions={editable ? actions('Save details') : null}
                />
              </div>
            ),
          },
        ]}
      />
    </>
  );
}

/** /shipments/edit/{shipmentId}/{section?}: the particulars, or the additional details. */
export function ShipmentEditRoute() {
  return (
    <ShipmentScreenState>
      {(shipment, section) => (
        <ShipmentEdit
          shipment={shipment}
          section={section === 'additional-details' ? 'additional-details' : 'details'}
        />
      )}
    </ShipmentScreenState>
  );
}

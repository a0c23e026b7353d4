import { knownCarriers, type Shipment, shipmentChangesSchema } from '@depot/contracts/shipments';
import { AutoComplete, Form, Input, Modal } from 'antd';
import { useNotice } from '@/components/use-notice.ts';
import { requestErrorMessage } from '@/lib/forms/form-errors.ts';
import { nestedFieldErrors } from '@/lib/forms/nested-field-errors.ts';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';
import { useUpdateShipment } from '../api/shipments.ts';

const { shape } = shipmentChangesSchema;
const FIELDS = ['carrier', 'trackingNumber'];
const required = (message: string) => ({ required: true, whitespace: true, message });

/**
 * Hands a ready shipment to its carrier (`dispatch`), or corrects a dispatched one's tracking
 * number (`tracking`): the carrier and its tracking number are what a dispatch needs.
 */
export function DispatchDialog({
  shipment,
  mode,
  onClose,
}: {
  shipment: Shipment;
  mode: 'dispatch' | 'tracking';
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ carrier?: string; trackingNumber?: string }>();
  const update = useUpdateShipment();
  const notice = useNotice();

  function onFinish(values: { carrier?: string; trackingNumber?: string }) {
    if (update.isPending) return;
    const changes =
      mode === 'dispatch'
        ? {
            carrier: values.carrier,
            trackingNumber: values.trackingNumber,
            status: 'dispatched' as const,
          }
        : { trackingNumber: values.trackingNumber };
    update.mutate(
      { id: shipment.id, changes },
      {
        onSuccess: (saved) => {
          notice.success(
            mode === 'dispatch'
              ? `${saved.id} is dispatched with ${saved.carrier}, tracking ${saved.trackingNumber}.`
              : `The tracking number of ${saved.id} is now ${saved.trackingNumber}.`,
          );
          onClose();
        },
        onError: (error) => form.setFields(nestedFieldErrors(error, FIELDS).fields as never),
      },
    );
  }

  const message = requestErrorMessage(update.error, FIELDS);
  return (
    <Modal
      open
      title={mode === 'dispatch' ? `Dispatch ${shipment.id}` : `Tracking of ${shipment.id}`}
      okText={mode === 'dispatch' ? 'Dispatch' : 'Save tracking'}
      okButtonProps={{ loading: update.isPending }}
      cancelText="Close"
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="shipment-dispatch"
        initialValues={{
          carrier: shipment.carrier ?? undefined,
          trackingNumber: shipment.trackingNumber ?? undefined,
        }}
        onFinish={onFinish}
      >
        {mode === 'dispatch' && (
          <Form.Item
            label="Carrier"
            name="carrier"
            rules={[required('Name the carrier'), zodRule(shape.carrier)]}
          >
            <AutoComplete options={knownCarriers.map((carrier) => ({ value: carrier }))} />
          </Form.Item>
        )}
        <Form.Item
          label="Tracking number"
          name="trackingNumber"
          rules={[required('Enter the tracking number'), zodRule(shape.trackingNumber)]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        {message && <p role="alert">{message}</p>}
      </Form>
    </Modal>
  );
}

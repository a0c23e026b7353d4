import {
  additionalDetailLabels,
  type Shipment,
  type ShipmentStatus,
  shipmentStatusLabels,
  shipmentTransitions,
} from '@depot/contracts/shipments';
import { Button, Descriptions, Flex } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { HistoryTimeline } from '@/components/history-drawer.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { Tabs } from '@/components/tabs/tabs.tsx';
import { useConfirm } from '@/components/use-confirm.ts';
import { useNotice } from '@/components/use-notice.ts';
import { paths } from '@/config/paths.ts';
import { apiErrorMessage } from '@/lib/api/api-client.ts';
import { formatDimension, formatMoney, formatWeight } from '@/lib/format/format.ts';
import { formatDate, formatDateTime } from '@/lib/format/format-date.ts';
import { formatPhone } from '@/lib/format/phone.ts';
import { useCountries, useCountryCodes, useStates } from '@/lib/reference/reference-data.tsx';
import { useCan } from '@/lib/session/use-can.ts';
import {
  shipmentHistoryQueryOptions,
  useDeleteShipment,
  useUpdateShipment,
} from '../api/shipments.ts';
import { ReadinessNotice, useShipmentReadiness } from '../components/readiness-notice.tsx';
import {
  ShipmentScreenState,
  type ShipmentSection,
  shipmentSectionLabels,
  shipmentSections,
} from '../components/shipment-screen-state.tsx';
import { ShipmentStatusTag } from '../components/shipment-status.tsx';

// The dispatch dialog and its form load when someone opens it.
const DispatchDialog = lazy(() =>
  import('../components/dispatch-dialog.tsx').then((module) => ({
    default: module.DispatchDialog,
  })),
);

const NONE = '—';

function ShipmentDetails({ shipment }: { shipment: Shipment }) {
  const { countryOf } = useCountries();
  const countryCodes = useCountryCodes();
  const { address } = shipment.consignee;
  const states = useStates(address.country);
  const state =
    states.data?.find((entry) => entry.isoCode === address.state)?.name ?? address.state;
  return (
    <Descriptions
      bordered
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'reference', label: 'Reference', children: shipment.reference },
        {
          key: 'user',
          label: 'User',
          children: `${shipment.user.businessName} (${shipment.user.code})`,
        },
        { key: 'consignee', label: 'Consignee', children: shipment.consignee.name },
        {
          key: 'phone',
          label: 'Consignee phone',
          children: formatPhone(
            shipment.consignee.phone,
            countryCodes,
            shipment.consignee.phoneCountry,
          ),
        },
        { key: 'email', label: 'Consignee email', children: shipment.consignee.email ?? NONE },
        {
          key: 'address',
          label: 'Address',
          span: 'filled',
          children: [
            address.line1,
            address.line2,
            address.city,
            `${state} ${address.postalCode}`,
            countryOf(address.country)?.name ?? address.country,
          ]
            .filter(Boolean)
            .join(', '),
        },
        { key: 'boxes', label: 'Boxes', children: shipment.boxes },
        { key: 'weight', label: 'Weight', children: formatWeight(Number(shipment.weightKg)) },
        {
          key: 'dimensions',
          label: 'Length × width × height',
          children: formatDimension(
            [shipment.lengthCm, shipment.widthCm, shipment.heightCm].map(Number),
          ),
        },
        {
          key: 'value',
          label: 'Declared value',
          children: formatMoney(shipment.declaredValue, shipment.currency),
        },
        { key: 'carrier', label: 'Carrier', children: shipment.carrier ?? NONE },
        { key: 'tracking', label: 'Tracking number', children: shipment.trackingNumber ?? NONE },
        { key: 'created', label: 'Created', children: formatDateTime(shipment.createdAt) },
        {
          key: 'dispatched',
          label: 'Dispatched',
          children: shipment.dispatchedAt ? formatDateTime(shipment.dispatchedAt) : NONE,
        },
        {
          key: 'delivered',
          label: 'Delivered',
          children: shipment.deliveredAt ? formatDateTime(shipment.deliveredAt) : NONE,
        },
      ]}
    />
  );
}

function PapersView({ shipment }: { shipment: Shipment }) {
  const details = shipment.additionalDetails;
  return (
    <Descriptions
      bordered
      column={1}
      items={[
        {
          key: 'invoiceNumber',
          label: additionalDetailLabels.invoiceNumber,
          children: details.invoiceNumber ?? NONE,
        },
        {
          key: 'invoiceDate',
          label: additionalDetailLabels.invoiceDate,
          children: details.invoiceDate ? formatDate(details.invoiceDate) : NONE,
        },
        {
          key: 'ewayBillNumber',
          label: additionalDetailLabels.ewayBillNumber,
          children: details.ewayBillNumber ?? NONE,
        },
        {
          key: 'hsnCodes',
          label: additionalDetailLabels.hsnCodes,
          children: details.hsnCodes.length > 0 ? details.hsnCodes.join(', ') : NONE,
        },
        {
          key: 'contentsDescription',
          label: additionalDetailLabels.contentsDescription,
          children: details.contentsDescription ?? NONE,
        },
      ]}
    />
  );
}

/** The moves the status may make from here, as buttons, each checked again by the server. */
function StatusActions({
  shipment,
  onDispatch,
}: {
  shipment: Shipment;
  onDispatch: (mode: 'dispatch' | 'tracking') => void;
}) {
  const update = useUpdateShipment();
  const notice = useNotice();
  const { confirm } = useConfirm();
  const readiness = useShipmentReadiness(shipment);
  const next = shipmentTransitions[shipment.status];

  function move(status: ShipmentStatus, question?: string) {
    const run = () =>
      update.mutateAsync({ id: shipment.id, changes: { status } }).then(
        () => notice.success(`${shipment.id} is ${shipmentStatusLabels[status].toLowerCase()}.`),
        (error: unknown) => notice.error(apiErrorMessage(error)),
      );
    if (question) confirm({ title: question, onOk: run });
    else void run();
  }

  const buttons: ReactNode[] = [];
  if (next.includes('ready')) {
    buttons.push(
      readiness.isFilled ? (
        <Button key="ready" type="primary" onClick={() => move('ready')} loading={update.isPending}>
          Mark ready
        </Button>
      ) : (
        <Link key="ready" to={paths.shipments.edit(shipment.id, 'additional-details')}>
          Complete the additional details to make it ready
        </Link>
      ),
    );
  }
  if (next.includes('dispatched')) {
    buttons.push(
      <Button key="dispatch" type="primary" onClick={() => onDispatch('dispatch')}>
        Dispatch
      </Button>,
    );
  }
  if (next.includes('delivered')) {
    buttons.push(
      <Button
        key="delivered"
        type="primary"
        onClick={() => move('delivered', `Mark ${shipment.id} as delivered?`)}
      >
        Mark delivered
      </Button>,
      <Button key="tracking" onClick={() => onDispatch('tracking')}>
        Change tracking
      </Button>,
    );
  }
  if (next.includes('draft')) {
    buttons.push(
      <Button key="draft" onClick={() => move('draft')}>
        Back to draft
      </Button>,
    );
  }
  if (next.includes('cancelled')) {
    buttons.push(
      <Button
        key="cancel"
        danger
        onClick={() => move('cancelled', `Cancel shipment ${shipment.id}? It cannot be undone.`)}
      >
        Cancel shipment
      </Button>,
    );
  }
  return <>{buttons}</>;
}

function ShipmentView({ shipment, section }: { shipment: Shipment; section: ShipmentSection }) {
  const can = useCan();
  const navigate = useNavigate();
  const notice = useNotice();
  const { confirm } = useConfirm();
  const remove = useDeleteShipment();
  const [dialog, setDialog] = useState<'dispatch' | 'tracking' | null>(null);
  const editable = shipment.status === 'draft' || shipment.status === 'ready';

  function deleteShipment() {
    confirm({
      title: `Delete shipment ${shipment.id}?`,
      content: 'It has not left the warehouse; the record is removed.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(shipment.id).then(
          () => {
            notice.success(`Shipment ${shipment.id} is deleted.`);
            void navigate(paths.shipments.list);
          },
          (error: unknown) => notice.error(apiErrorMessage(error)),
        ),
    });
  }

  const content: Record<ShipmentSection, ReactNode> = {
    details: <ShipmentDetails shipment={shipment} />,
    'additional-details': <PapersView shipment={shipment} />,
    timeline: <HistoryTimeline query={shipmentHistoryQueryOptions(shipment.id)} />,
  };
  return (
    <>
      <ScreenHeader
        title={`Shipment ${shipment.id}`}
        description={`${shipment.reference} · ${shipment.user.businessName} → ${shipment.consignee.name}, ${shipment.consignee.address.city}`}
      />
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <ShipmentStatusTag status={shipment.status} />
        {can('shipments', 'edit') && (
          <StatusActions shipment={shipment} onDispatch={(mode) => setDialog(mode)} />
        )}
        {can('shipments', 'edit') && editable && (
          <StandardAction
            action="edit"
            to={paths.shipments.edit(
              shipment.id,
              section === 'additional-details' ? 'additional-details' : 'details',
            )}
          />
        )}
        {can('shipments', 'delete') && editable && (
          <StandardAction action="delete" onClick={deleteShipment} loading={remove.isPending} />
        )}
        <StandardAction action="close" to={paths.shipments.list} />
      </Flex>
      <ReadinessNotice shipment={shipment} style={{ marginBottom: 16 }} />
      <Tabs
        activeKey={section}
        items={shipmentSections.map((key) => ({
          key,
          label: shipmentSectionLabels[key],
          children: content[key],
        }))}
        onChange={(key) => void navigate(paths.shipments.view(shipment.id, key))}
      />
      {dialog && (
        <Suspense fallback={null}>
          <DispatchDialog shipment={shipment} mode={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </>
  );
}

/** /shipments/view/{shipmentId}/{section?}: details, additional details and the timeline. */
export function ShipmentViewRoute() {
  return (
    <ShipmentScreenState>
      {(shipment, section) => <ShipmentView shipment={shipment} section={section} />}
    </ShipmentScreenState>
  );
}

import type { Receiving } from '@depot/contracts/receiving';
import { receivingFieldLabels as labels } from '@depot/contracts/receiving-fields';
import { Alert, Descriptions, Flex, Typography } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { HistoryAction } from '@/components/history-action.tsx';
import { Panel } from '@/components/panel.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { useConfirm } from '@/components/use-confirm.ts';
import { useNotice } from '@/components/use-notice.ts';
import { paths } from '@/config/paths.ts';
import { formatDate, formatDateTime } from '@/lib/format/format-date.ts';
import { useIsSignedInPerson } from '@/lib/session/session-store.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { receiptHistoryQueryOptions, useDeleteReceipt } from '../api/receiving.ts';
import { CountWithGap, count, ReceiptLines } from '../components/receipt-lines.tsx';
import type { ReceiptPlace } from '../components/receipt-place-picker.tsx';
import { ReceiptScreenState } from '../components/receiving-screen-state.tsx';
import { ReceivingStatusTag } from '../components/receiving-status-tag.tsx';
import { useDecision } from '../components/use-decision.tsx';

// The counts form (antd's Form, number inputs and select) loads for those who may count only.
const ReceiptCountsForm = lazy(() =>
  import('../components/receipt-counts-form.tsx').then((module) => ({
    default: module.ReceiptCountsForm,
  })),
);

// The picker of a receipt recorded before vendors and warehouses loads for such a receipt only.
const ReceiptPlacePicker = lazy(() =>
  import('../components/receipt-place-picker.tsx').then((module) => ({
    default: module.ReceiptPlacePicker,
  })),
);

const NONE = '—';

function member(person: Receiving['createdBy']): string {
  return person ? `${person.fullName} (${person.employeeId})` : NONE;
}

/** Who decided, when, and the comment of a rejection. */
function DecisionNote({ receipt }: { receipt: Receiving }) {
  if (receipt.status === 'pending') return null;
  const verb = receipt.status === 'approved' ? 'Approved' : 'Rejected';
  const who = receipt.decidedBy ? ` by ${member(receipt.decidedBy)}` : '';
  const when = receipt.decidedAt ? ` on ${formatDateTime(receipt.decidedAt)}` : '';
  return (
    <Alert
      type={receipt.status === 'approved' ? 'success' : 'error'}
      showIcon
      title={`${verb}${who}${when}.`}
      description={receipt.comment ? `Comment: ${receipt.comment}` : undefined}
      style={{ marginBottom: 16 }}
    />
  );
}

/**
 * The receipt's vendor or warehouse, linked for whoever may open it. One a receipt recorded
 * before either was kept lacks is said, and chosen here by whoever may edit a pending receipt.
 */
function Place({
  receipt,
  place,
  linkTo,
}: {
  receipt: Receiving;
  place: ReceiptPlace;
  linkTo: ((code: string) => string) | null;
}) {
  const can = useCan();
  const named = receipt[place];
  if (named) {
    const words = `${named.name} (${named.code})`;
    return linkTo ? <Link to={linkTo(named.code)}>{words}</Link> : words;
  }
  const lacking: ReactNode = (
    <Typography.Text type="warning">
      {place === 'warehouse'
        ? 'Not chosen: approval needs the warehouse the goods arrived at.'
        : `Not chosen: the receipt names its supplier as ${receipt.supplier.name}.`}
    </Typography.Text>
  );
  if (receipt.status !== 'pending' || !can('receiving', 'edit')) return lacking;
  return (
    <Flex vertical gap={4} style={{ width: '100%' }}>
      {lacking}
      <Suspense fallback={null}>
        <ReceiptPlacePicker receipt={receipt} place={place} />
      </Suspense>
    </Flex>
  );
}

function ReceiptView({ receipt }: { receipt: Receiving }) {
  const can = useCan();
  const navigate = useNavigate();
  const notice = useNotice();
  const { confirm } = useConfirm();
  const decision = useDecision();
  const remove = useDeleteReceipt();
  const isPending = receipt.status === 'pending';
  const isCounted = receipt.totals.received !== null;
  const hasWarehouse = receipt.warehouse !== null;
  const approvalNeeds = [
    !isCounted && 'every line’s received quantity',
    !hasWarehouse && 'the warehouse the goods arrived at',
  ].filter(Boolean);
  // Maker-checker: whoever raised a receipt never decides on it, so it is not offered.
  const raisedByMe = useIsSignedInPerson()(receipt.createdBy?.employeeId);
  const mayDecide = can('receiving', 'approve') && isPending && !raisedByMe;

  const placeItem = (place: ReceiptPlace, linkTo: ((code: string) => string) | null) => ({
    key: place,
    label: labels[place],
    children: <Place receipt={receipt} place={place} linkTo={linkTo} />,
  });

  function deleteReceipt() {
    confirm({
      title: 'Delete',
      content: `Delete goods receipt ${receipt.id}? Its lines and counts go with it.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(receipt.id)
          .then(() => {
            notice.success(`Goods receipt ${receipt.id} is deleted.`);
            void navigate(paths.receiving.list);
          })
          // The mutation keeps the error; RequestError shows it.
          .catch(() => undefined),
    });
  }

  return (
    <>
      <ScreenHeader
        title={`Goods receipt ${receipt.id}`}
        description={[
          receipt.user.businessName,
          `from ${receipt.vendor?.name ?? receipt.supplier.name}`,
          receipt.warehouse && `to ${receipt.warehouse.name}`,
          receipt.reference,
        ]
          .filter(Boolean)
          .join(' · ')}
      />
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        {mayDecide && (
          <>
            <StandardAction
              action="done"
              label="Approve"
              type="primary"
              disabled={!isCounted || !hasWarehouse}
              loading={decision.isPending}
              onClick={() => decision.approve([receipt.id], `goods receipt ${receipt.id}`)}
            />
            <StandardAction
              action="cancel"
              label="Reject"
              danger
              loading={decision.isPending}
              onClick={() => decision.reject([receipt.id], `goods receipt ${receipt.id}`)}
            />
          </>
        )}
        {can('receiving', 'delete') && isPending && (
          <StandardAction action="delete" loading={remove.isPending} onClick={deleteReceipt} />
        )}
        <HistoryAction
          title={`History of ${receipt.id}`}
          query={receiptHistoryQueryOptions(receipt.id)}
        />
        <StandardAction action="close" to={paths.receiving.list} />
        {mayDecide && approvalNeeds.length > 0 && (
          <Typography.Text type="secondary">
            Approval needs {approvalNeeds.join(', and ')}.
          </Typography.Text>
        )}
        {can('receiving', 'approve') && isPending && raisedByMe && (
          <Typography.Text type="secondary">
            You raised this receipt: another person approves or rejects it.
          </Typography.Text>
        )}
      </Flex>
      {decision.feedback}
      <RequestError error={remove.error} />
      <DecisionNote receipt={receipt} />
      <Panel title="Receipt" style={{ marginBottom: 16 }}>
        <Descriptions
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            {
              key: 'status',
              label: 'Status',
              children: <ReceivingStatusTag status={receipt.status} />,
            },
            {
              key: 'user',
              label: labels.user,
              children: `${receipt.user.businessName} (${receipt.user.code})`,
            },
            placeItem('vendor', can('vendors', 'view') ? paths.vendors.view : null),
            {
              key: 'supplierTaxId',
              label: labels['supplier.taxId'],
              children: receipt.supplier.taxId ?? NONE,
            },
            placeItem('warehouse', can('warehouses', 'view') ? paths.warehouses.view : null),
            { key: 'reference', label: labels.reference, children: receipt.reference },
            {
              key: 'expected',
              label: labels.expectedDate,
              children: formatDate(receipt.expectedDate),
            },
            // Each total under its own words: three figures behind one long label were left a
            // sliver of a phone's width, and wrapped digit by digit.
            ...(['expected', 'received', 'rejected'] as const).map((total) => ({
              key: `${total}Units`,
              label: labels[`totals.${total}`],
              children:
                total === 'received' ? (
                  // A shortage (80 expected, 76 received) is said, not left to arithmetic.
                  <CountWithGap
                    expected={receipt.totals.expected}
                    received={receipt.totals.received}
                  />
                ) : (
                  count(receipt.totals[total])
                ),
            })),
            { key: 'createdBy', label: labels.createdBy, children: member(receipt.createdBy) },
            {
              key: 'createdAt',
              label: labels.createdAt,
              children: formatDateTime(receipt.createdAt),
            },
          ]}
        />
      </Panel>
      <Panel title="Lines">
        {isPending && can('receiving', 'edit') ? (
          // Remounted when the receipt changes, so the cells start from what was saved. The
          // lines show as they are while the form loads.
          <Suspense fallback={<ReceiptLines receipt={receipt} />}>
            <ReceiptCountsForm key={receipt.updatedAt} receipt={receipt} />
          </Suspense>
        ) : (
          <ReceiptLines receipt={receipt} />
        )}
      </Panel>
    </>
  );
}

/** /receiving/view/{receivingId}: a goods receipt, its lines and counts, and its decision. */
export function ReceivingViewRoute() {
  return <ReceiptScreenState>{(receipt) => <ReceiptView receipt={receipt} />}</ReceiptScreenState>;
}

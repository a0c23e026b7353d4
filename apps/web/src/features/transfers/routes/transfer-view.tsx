import {
  closeTransferBodySchema,
  transferFieldLabels as labels,
  MAX_TRANSFER_QUANTITY,
  receiveTransferBodySchema,
  TRANSFER_CODE_PATTERN,
  type Transfer,
  transferKindLabels,
} from '@depot/contracts/transfers';
import { Alert, Button, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { Link } from 'react-router';
import { FactsList } from '@/components/facts-list.tsx';
import { HistoryAction } from '@/components/history-action.tsx';
import { NotFoundResult } from '@/components/not-found-result.tsx';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { Panel } from '@/components/panel.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { useNotice } from '@/components/use-notice.ts';
import { paths } from '@/config/paths.ts';
import { describeApiError } from '@/lib/api/api-client.ts';
import { isNotFound } from '@/lib/api/is-not-found.ts';
import { formatCount, formatDate, formatDateTime } from '@/lib/format/format.ts';
import { serverFieldErrors } from '@/lib/forms/form-errors.ts';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';
import { useRequiredParam } from '@/lib/screen/route-params.ts';
import { useIsSignedInPerson } from '@/lib/session/session-store.ts';
import { useCan } from '@/lib/session/use-can.ts';
import {
  transferHistoryQueryOptions,
  useCloseTransfer,
  useReceiveTransfer,
  useTransfer,
} from '../api/transfers.ts';
import { TransferStatusTag } from '../components/transfer-status-tag.tsx';
import './transfer-view.css';

const NONE = '—';
const RECEIVE_FIELDS = ['lines', 'lines.*.location', 'lines.*.quantity', 'lines.*.lineNo'];
const receiveLine = receiveTransferBodySchema.shape.lines.element.shape;

type ReceiveValues = { lines: Array<{ location: string; quantity: number | null }> };

/** What is still on the road, line by line, taken in where it is put; all of it unless changed. */
function ReceiveForm({ transfer }: { transfer: Transfer }) {
  const [form] = Form.useForm<ReceiveValues>();
  const receive = useReceiveTransfer(transfer.code);
  const notice = useNotice();
  const open = transfer.lines.filter((line) => line.received < line.quantity);

  function onFinish(values: ReceiveValues) {
    if (receive.isPending) return;
    // The rows sent, by the form's row each came from: the server names them by their place.
    const rows: number[] = [];
    const lines = open.flatMap((line, index) => {
      const entered = values.lines[index];
      if (!entered?.quantity) return [];
      rows.push(index);
      return [{ lineNo: line.lineNo, location: entered.location, quantity: entered.quantity }];
    });
    receive.mutate(
      { lines },
      {
        onSuccess: (after) =>
          notice.success(
            after.status === 'received'
              ? `${transfer.code} is received in full.`
              : `${formatCount(after.received)} of ${formatCount(after.units)} units of ${transfer.code} are received.`,
          ),
        onError: (error) =>
          form.setFields(
            describeApiError(error).details.flatMap((detail) => {
              const [, sent, field] = detail.path.split('.');
              const row = rows[Number(sent)];
              return row === undefined || !field
                ? []
                : [{ name: ['lines', row, field], errors: [detail.message] }];
            }) as never,
          ),
      },
    );
  }

  return (
    <Panel title="Receive" style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">
        Scan where each line’s units are put in {transfer.to.name}, and how many arrived; a line
        left empty stays in transit.
      </Typography.Paragraph>
      <Form<ReceiveValues>
        form={form}
        name="receive-transfer"
        noValidate
        initialValues={{
          lines: open.map((line) => ({
            location: 'RECEIVING',
            quantity: line.quantity - line.received,
          })),
        }}
        onFinish={onFinish}
      >
        {open.map((line, index) => (
          <Flex key={line.lineNo} gap={8} wrap align="flex-start">
            <div className="transfer-receive-what">
              <strong>{line.sku.code}</strong>
              {line.lot ? ` · lot ${line.lot.number}` : ''} ·{' '}
              {formatCount(line.quantity - line.received)} in transit
            </div>
            <Form.Item
              name={['lines', index, 'location']}
              rules={[
                { validator: async (_rule, value) => void receiveLine.location.parse(value ?? '') },
              ]}
              style={{ flex: '1 1 9rem', marginBottom: 12 }}
            >
              <Input
                aria-label={`Location for ${line.sku.code} (line ${line.lineNo})`}
                placeholder="Scan where they go"
                autoComplete="off"
                maxLength={30}
              />
            </Form.Item>
            <Form.Item
              name={['lines', index, 'quantity']}
              style={{ flex: '1 1 7rem', marginBottom: 12 }}
            >
              <InputNumber
                aria-label={`Units of ${line.sku.code} arrived (line ${line.lineNo})`}
                min={0}
                max={Math.min(line.quantity - line.received, MAX_TRANSFER_QUANTITY)}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Flex>
        ))}
        <RequestError error={receive.error} fieldNames={RECEIVE_FIELDS} />
        <Button type="primary" htmlType="submit" loading={receive.isPending}>
          Receive
        </Button>
      </Form>
    </Panel>
  );
}

/**
 * What never arrived written off, with what became of it: by someone with `transfers.approve`
 * other than whoever sent it.
 */
function CloseShortForm({ transfer }: { transfer: Transfer }) {
  const [form] = Form.useForm<{ reason: string }>();
  const close = useCloseTransfer(transfer.code);
  const notice = useNotice();
  const missing = transfer.units - transfer.received;

  function onFinish(values: { reason: string }) {
    if (close.isPending) return;
    close.mutate(values, {
      onSuccess: () =>
        notice.success(
          `${transfer.code} is closed short: ${formatCount(missing)} units written off.`,
        ),
      onError: (error) => form.setFields(serverFieldErrors(error, ['reason'] as const)),
    });
  }

  return (
    <Panel title="Close short" style={{ marginBottom: 16 }}>
      <Typography.Paragraph>
        If the rest will never arrive, the {formatCount(missing)} units still in transit are written
        off, and nothing more can be received.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name="close-transfer" noValidate onFinish={onFinish}>
        <Form.Item
          name="reason"
          label={labels.closeReason}
          rules={[zodRule(closeTransferBodySchema.shape.reason)]}
        >
          <Input.TextArea
            maxLength={500}
            autoSize={{ minRows: 2 }}
            placeholder="Lost on the road, damaged in the truck, the carrier’s claim number…"
          />
        </Form.Item>
        <RequestError error={close.error} fieldNames={['reason']} />
        <Button danger htmlType="submit" loading={close.isPending}>
          Close short
        </Button>
      </Form>
    </Panel>
  );
}

function TransferView({ transfer }: { transfer: Transfer }) {
  const can = useCan();
  const sentByMe = useIsSignedInPerson()(transfer.createdBy?.employeeId);
  const onTheRoad = transfer.status === 'in-transit' || transfer.status === 'partly-received';
  return (
    <>
      <ScreenHeader
        title={`Stock transfer ${transfer.code}`}
        description={`${transferKindLabels[transfer.kind]} · ${transfer.user.businessName} · ${
          transfer.kind === 'bin'
            ? transfer.from.name
            : `${transfer.from.name} → ${transfer.to.name}`
        }`}
      />
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <HistoryAction
          title={`History of ${transfer.code}`}
          query={transferHistoryQueryOptions(transfer.code)}
        />
        <StandardAction action="close" to={paths.transfers.list} />
      </Flex>
      {onTheRoad && (
        <Alert
          type="info"
          showIcon
          title={`${formatCount(transfer.units - transfer.received)} of ${formatCount(transfer.units)} units are in transit to ${transfer.to.name}.`}
          style={{ marginBottom: 16 }}
        />
      )}
      {transfer.status === 'closed-short' && (
        <Alert
          type="warning"
          showIcon
          title={`Closed short${transfer.closedBy ? ` by ${transfer.closedBy.fullName}` : ''}${
            transfer.closedAt ? ` on ${formatDateTime(transfer.closedAt)}` : ''
          }: ${formatCount(transfer.units - transfer.received)} of ${formatCount(transfer.units)} units never arrived and were written off.`}
          description={transfer.closeReason ? `Why: ${transfer.closeReason}` : undefined}
          style={{ marginBottom: 16 }}
        />
      )}
      {onTheRoad && can('transfers', 'edit') && <ReceiveForm transfer={transfer} />}
      {onTheRoad && can('transfers', 'approve') && !sentByMe && (
        <CloseShortForm transfer={transfer} />
      )}
      <Panel title="Transfer" style={{ marginBottom: 16 }}>
        <FactsList
          items={[
            { label: labels.status, value: <TransferStatusTag status={transfer.status} /> },
            { label: labels.kind, value: transferKindLabels[transfer.kind] },
            { label: labels.user, value: `${transfer.user.businessName} (${transfer.user.code})` },
            { label: labels.from, value: `${transfer.from.name} (${transfer.from.code})` },
            { label: labels.to, value: `${transfer.to.name} (${transfer.to.code})` },
            { label: labels.units, value: formatCount(transfer.units) },
            { label: labels.received, value: formatCount(transfer.received) },
            { label: labels.note, value: transfer.note ?? NONE },
            {
              label: labels.createdBy,
              value: transfer.createdBy
                ? `${transfer.createdBy.fullName} (${transfer.createdBy.employeeId})`
                : 'The system',
            },
            { label: labels.createdAt, value: formatDateTime(transfer.createdAt) },
            {
              label: labels.receivedAt,
              value: transfer.receivedAt ? formatDateTime(transfer.receivedAt) : NONE,
            },
            {
              label: 'Movements',
              value: can('inventory', 'view') ? (
                <Link to={`${paths.stock.movements()}?q=${transfer.code}`}>
                  The ledger lines of {transfer.code}
                </Link>
              ) : (
                NONE
              ),
            },
          ]}
        />
      </Panel>
      <Panel title={labels.lines}>
        <div className="transfer-lines-scroll">
          <table className="transfer-lines" aria-label="Lines">
            <thead>
              <tr>
                <th scope="col">{labels['lines.sku']}</th>
                <th scope="col">{labels['lines.lot']}</th>
                <th scope="col">{labels['lines.from']}</th>
                <th scope="col">{labels['lines.to']}</th>
                <th scope="col">{labels['lines.quantity']}</th>
                <th scope="col">{labels['lines.received']}</th>
              </tr>
            </thead>
            <tbody>
              {transfer.lines.map((line) => (
                <tr key={line.lineNo}>
                  <td>
                    <Link to={paths.skus.view(line.sku.id)}>{line.sku.code}</Link>{' '}
                    <Typography.Text type="secondary">{line.sku.name}</Typography.Text>
                  </td>
                  <td>
                    {line.lot
                      ? `${line.lot.number}${line.lot.expiresOn ? ` (${formatDate(line.lot.expiresOn)})` : ''}`
                      : NONE}
                  </td>
                  <td>{line.from.code}</td>
                  <td>{line.to?.code ?? (transfer.kind === 'bin' ? NONE : transfer.to.code)}</td>
                  <td>{formatCount(line.quantity)}</td>
                  <td>{formatCount(line.received)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
    </>
  );
}

/** /stock/transfers/view/{code}: one transfer, its lines, and what arrived of it. */
export function TransferViewRoute() {
  const code = useRequiredParam('transferCode');
  const isValid = TRANSFER_CODE_PATTERN.test(code);
  const transfer = useTransfer(code, isValid);
  if (!isValid || isNotFound(transfer.error)) {
    return (
      <NotFoundResult
        title="Stock transfer not found"
        description={`There is no stock transfer ${code}. Transfer ids look like TRF-000001.`}
        back={{ to: paths.transfers.list, label: 'Back to transfers' }}
      />
    );
  }
  if (transfer.isError) return <RequestError error={transfer.error} />;
  if (!transfer.data) return <PageSpinner />;
  return <TransferView transfer={transfer.data} />;
}

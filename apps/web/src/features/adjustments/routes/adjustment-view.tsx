import { adjustmentFieldLabels as labels } from '@depot/contracts/adjustment-fields';
import {
  ADJUSTMENT_CODE_PATTERN,
  type Adjustment,
  adjustmentReasonLabels,
} from '@depot/contracts/adjustments';
import { Alert, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { FactsList } from '@/components/facts-list.tsx';
import { HistoryAction } from '@/components/history-action.tsx';
import { NotFoundResult } from '@/components/not-found-result.tsx';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { Panel } from '@/components/panel.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { paths } from '@/config/paths.ts';
import { isNotFound } from '@/lib/api/is-not-found.ts';
import { formatCount, formatDate, formatDateTime, formatMoney } from '@/lib/format/format.ts';
import { useRequiredParam } from '@/lib/screen/route-params.ts';
import { useIsSignedInPerson } from '@/lib/session/session-store.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { adjustmentHistoryQueryOptions, useAdjustment } from '../api/adjustments.ts';
import { AdjustmentStatusTag } from '../components/adjustment-status-tag.tsx';
import { useAdjustmentDecision } from '../components/use-adjustment-decision.tsx';
import './adjustment-view.css';

const NONE = '—';

const signed = (change: number) => `${change > 0 ? '+' : ''}${formatCount(change)}`;

function member(person: Adjustment['createdBy']): string {
  return person ? `${person.fullName} (${person.employeeId})` : 'The system';
}

/** Who decided, when, and why it was rejected. */
function DecisionNote({ adjustment }: { adjustment: Adjustment }) {
  if (adjustment.status === 'pending') {
    return (
      <Alert
        type="warning"
        showIcon
        title="Awaiting approval: the stock is unchanged until someone other than its creator approves it."
        style={{ marginBottom: 16 }}
      />
    );
  }
  const who = adjustment.decidedBy ? ` by ${member(adjustment.decidedBy)}` : '';
  const when = adjustment.decidedAt ? ` on ${formatDateTime(adjustment.decidedAt)}` : '';
  return adjustment.status === 'posted' ? (
    <Alert
      type="success"
      showIcon
      title={`Posted${who ? ` on approval${who}` : ' at once'}${when}, as movement ${adjustment.movementCode}.`}
      style={{ marginBottom: 16 }}
    />
  ) : (
    <Alert
      type="error"
      showIcon
      title={`Rejected${who}${when}.`}
      description={
        adjustment.decisionComment ? `Comment: ${adjustment.decisionComment}` : undefined
      }
      style={{ marginBottom: 16 }}
    />
  );
}

function AdjustmentView({ adjustment }: { adjustment: Adjustment }) {
  const can = useCan();
  const decision = useAdjustmentDecision();
  const raisedByMe = useIsSignedInPerson()(adjustment.createdBy?.employeeId);
  const mayDecide = can('adjustments', 'approve') && adjustment.status === 'pending' && !raisedByMe;
  const subject = `adjustment ${adjustment.code}`;
  return (
    <>
      <ScreenHeader
        title={`Stock adjustment ${adjustment.code}`}
        description={`${adjustmentReasonLabels[adjustment.reason]} · ${adjustment.user.businessName} · ${adjustment.warehouse.name}`}
      />
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        {mayDecide && (
          <>
            <StandardAction
              action="done"
              label="Approve"
              type="primary"
              loading={decision.isPending}
              onClick={() => decision.approve([adjustment.code], subject)}
            />
            <StandardAction
              action="cancel"
              label="Reject"
              danger
              loading={decision.isPending}
              onClick={() => decision.reject([adjustment.code], subject)}
            />
          </>
        )}
        <HistoryAction
          title={`History of ${adjustment.code}`}
          query={adjustmentHistoryQueryOptions(adjustment.code)}
        />
        <StandardAction action="close" to={paths.adjustments.list} />
      </Flex>
      {decision.feedback}
      <DecisionNote adjustment={adjustment} />
      <Panel title="Adjustment" style={{ marginBottom: 16 }}>
        <FactsList
          items={[
            { label: labels.status, value: <AdjustmentStatusTag status={adjustment.status} /> },
            { label: labels.reason, value: adjustmentReasonLabels[adjustment.reason] },
            {
              label: labels.user,
              value: `${adjustment.user.businessName} (${adjustment.user.code})`,
            },
            {
              label: labels.warehouse,
              value: `${adjustment.warehouse.name} (${adjustment.warehouse.code})`,
            },
            { label: labels.units, value: formatCount(adjustment.units) },
            { label: labels.net, value: signed(adjustment.net) },
            { label: labels.value, value: formatMoney(adjustment.value, 'INR') },
            { label: labels.note, value: adjustment.note ?? NONE },
            ...(adjustment.count
              ? [
                  {
                    label: labels.count,
                    value: can('counts', 'view') ? (
                      <Link to={paths.counts.view(adjustment.count)}>{adjustment.count}</Link>
                    ) : (
                      adjustment.count
                    ),
                  },
                ]
              : []),
            { label: labels.createdBy, value: member(adjustment.createdBy) },
            { label: labels.createdAt, value: formatDateTime(adjustment.createdAt) },
            {
              label: labels.movementCode,
              value:
                adjustment.movementCode && can('inventory', 'view') ? (
                  <Link to={`${paths.stock.movements()}?q=${adjustment.code}`}>
                    {adjustment.movementCode}
                  </Link>
                ) : (
                  (adjustment.movementCode ?? NONE)
                ),
            },
          ]}
        />
      </Panel>
      <Panel title={labels.lines}>
        <div className="adjustment-lines-scroll">
          <table className="adjustment-lines" aria-label="Lines">
            <thead>
              <tr>
                <th scope="col">{labels['lines.sku']}</th>
                <th scope="col">{labels['lines.location']}</th>
                <th scope="col">{labels['lines.lot']}</th>
                <th scope="col">{labels['lines.expiresOn']}</th>
                <th scope="col">{labels['lines.change']}</th>
              </tr>
            </thead>
            <tbody>
              {adjustment.lines.map((line) => (
                <tr key={`${line.sku.id}@${line.location.id}#${line.lot ?? ''}`}>
                  <td>
                    <Link to={paths.skus.view(line.sku.id)}>{line.sku.code}</Link>{' '}
                    <Typography.Text type="secondary">{line.sku.name}</Typography.Text>
                  </td>
                  <td>
                    {can('inventory', 'view') ? (
                      <Link to={paths.stock.ofLocation(line.location.id)}>
                        {line.location.code}
                      </Link>
                    ) : (
                      line.location.code
                    )}
                  </td>
                  <td>{line.lot ?? NONE}</td>
                  <td>{line.expiresOn ? formatDate(line.expiresOn) : NONE}</td>
                  <td>{signed(line.change)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
    </>
  );
}

/** /stock/adjustments/view/{code}: one adjustment, its lines, and its approval. */
export function AdjustmentViewRoute() {
  const code = useRequiredParam('adjustmentId');
  const isValid = ADJUSTMENT_CODE_PATTERN.test(code);
  const adjustment = useAdjustment(code, isValid);
  if (!isValid || isNotFound(adjustment.error)) {
    return (
      <NotFoundResult
        title="Stock adjustment not found"
        description={`There is no stock adjustment ${code}. Adjustment ids look like ADJ-000001.`}
        back={{ to: paths.adjustments.list, label: 'Back to adjustments' }}
      />
    );
  }
  if (adjustment.isError) return <RequestError error={adjustment.error} />;
  if (!adjustment.data) return <PageSpinner />;
  return <AdjustmentView adjustment={adjustment.data} />;
}

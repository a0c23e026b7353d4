import {
  COUNT_CODE_PATTERN,
  type Count,
  type CountLine,
  countFieldLabels as labels,
} from '@depot/contracts/counts';
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
import { useNotice } from '@/components/use-notice.ts';
import { paths } from '@/config/paths.ts';
import { isNotFound } from '@/lib/api/is-not-found.ts';
import { formatCount, formatDate, formatDateTime } from '@/lib/format/format.ts';
import { useRequiredParam } from '@/lib/screen/route-params.ts';
import { useIsSignedInPerson } from '@/lib/session/session-store.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { countHistoryQueryOptions, useCount, useSubmitCount } from '../api/counts.ts';
import { CountStatusTag } from '../components/count-status-tag.tsx';
import { useCountDecision } from '../components/use-count-decision.tsx';
import './count-view.css';

const NONE = '—';

const signed = (value: number) => `${value > 0 ? '+' : ''}${formatCount(value)}`;

function member(person: Count['createdBy']): string {
  return person ? `${person.fullName} (${person.employeeId})` : 'The system';
}

/** Where the count stands, and what happens next, in a sentence. */
function StatusNote({ count }: { count: Count }) {
  const who = count.decidedBy ? ` by ${member(count.decidedBy)}` : '';
  const when = count.decidedAt ? ` on ${formatDateTime(count.decidedAt)}` : '';
  const notes = {
    counting: {
      type: 'info',
      title: `Being counted: ${formatCount(count.binsCounted)} of ${formatCount(count.bins)} bins done. What the books hold stays hidden until it is sent for review.`,
    },
    review: {
      type: 'warning',
      title:
        'Awaiting review: the stock is unchanged until someone who neither began nor counted it approves it.',
    },
    posted: {
      type: 'success',
      title: `Posted${who}${when}: its variances are count corrections of the stock.`,
    },
    rejected: { type: 'error', title: `Rejected${who}${when}.` },
  } as const;
  const note = notes[count.status];
  return (
    <Alert
      type={note.type}
      showIcon
      title={note.title}
      description={
        count.status === 'rejected' && count.decisionComment
          ? `Comment: ${count.decisionComment}`
          : undefined
      }
      style={{ marginBottom: 16 }}
    />
  );
}

function Variance({ value }: { value: number | null }) {
  if (value === null) return <>{NONE}</>;
  if (value === 0) return <>0</>;
  return (
    <span className={value > 0 ? 'count-variance-over' : 'count-variance-short'}>
      {signed(value)}
    </span>
  );
}

/** Each client's SKU in each bin: at the start, moved meanwhile, when counted, counted. */
function LinesTable({ count }: { count: Count }) {
  const can = useCan();
  const blind = count.status === 'counting';
  const moved = (line: CountLine) =>
    line.atCount === null || line.expected === null ? null : line.atCount - line.expected;
  return (
    <div className="count-table-scroll">
      <table className="count-table" aria-label="Lines">
        <thead>
          <tr>
            <th scope="col">{labels['lines.location']}</th>
            <th scope="col">{labels['lines.sku']}</th>
            <th scope="col">{labels['lines.user']}</th>
            <th scope="col">{labels['lines.lot']}</th>
            {!blind && (
              <>
                <th scope="col" className="count-number">
                  {labels['lines.expected']}
                </th>
                <th scope="col" className="count-number">
                  Moved since
                </th>
                <th scope="col" className="count-number">
                  {labels['lines.atCount']}
                </th>
              </>
            )}
            <th scope="col" className="count-number">
              {labels['lines.counted']}
            </th>
            {!blind && (
              <th scope="col" className="count-number">
                {labels['lines.variance']}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {count.lines.map((line) => (
            <tr key={line.lineNo}>
              <td className="count-code">
                {can('inventory', 'view') ? (
                  <Link to={paths.stock.ofLocation(line.location.id)}>{line.location.code}</Link>
                ) : (
                  line.location.code
                )}
              </td>
              <td>
                <Link to={paths.skus.view(line.sku.id)}>{line.sku.code}</Link>{' '}
                <Typography.Text type="secondary">{line.sku.name}</Typography.Text>
              </td>
              <td>{line.user.businessName}</td>
              <td>
                {line.lot
                  ? `${line.lot.number}${line.lot.expiresOn ? ` · ${formatDate(line.lot.expiresOn)}` : ''}`
                  : NONE}
              </td>
              {!blind && (
                <>
                  <td className="count-number">{formatCount(line.expected ?? 0)}</td>
                  <td className="count-number">
                    {moved(line) === null ? NONE : signed(moved(line) ?? 0)}
                  </td>
                  <td className="count-number">
                    {line.atCount === null ? NONE : formatCount(line.atCount)}
                  </td>
                </>
              )}
              <td className="count-number">
                {line.counted === null ? NONE : formatCount(line.counted)}
              </td>
              {!blind && (
                <td className="count-number">
                  <Variance value={line.variance} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BinsTable({ count, mayCount }: { count: Count; mayCount: boolean }) {
  return (
    <div className="count-table-scroll">
      <table className="count-table" aria-label="Bins">
        <thead>
          <tr>
            <th scope="col">{labels['places.location']}</th>
            <th scope="col">{labels['places.countedAt']}</th>
            <th scope="col">{labels['places.countedBy']}</th>
            {mayCount && <th scope="col">Count</th>}
          </tr>
        </thead>
        <tbody>
          {count.places.map((place) => (
            <tr key={place.location.id}>
              <td className="count-code">{place.location.code}</td>
              <td>{place.countedAt ? formatDateTime(place.countedAt) : 'Not yet'}</td>
              <td>{place.countedBy ? member(place.countedBy) : NONE}</td>
              {mayCount && (
                <td>
                  <Link
                    to={paths.counts.scan(count.code, place.location.code)}
                    aria-label={`Count ${place.location.code}`}
                  >
                    {place.countedAt ? 'Count again' : 'Count'}
                  </Link>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CountView({ count }: { count: Count }) {
  const can = useCan();
  const notice = useNotice();
  const decision = useCountDecision();
  const submit = useSubmitCount(count.code);
  const begunByMe = useIsSignedInPerson()(count.createdBy?.employeeId);
  const counting = count.status === 'counting';
  const mayCount = counting && can('counts', 'edit');
  const mayDecide = can('counts', 'approve') && count.status === 'review' && !begunByMe;
  const mayReject = can('counts', 'approve') && (counting || count.status === 'review');
  const subject = `count ${count.code}`;
  return (
    <>
      <ScreenHeader
        title={`Cycle count ${count.code}`}
        description={`${count.warehouse.name} · ${formatCount(count.bins)} ${count.bins === 1 ? 'bin' : 'bins'}`}
      />
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        {mayCount && (
          <StandardAction
            action="edit"
            label="Count bins"
            type={count.binsCounted < count.bins ? 'primary' : 'default'}
            to={paths.counts.scan(count.code)}
          />
        )}
        {mayCount && count.binsCounted === count.bins && (
          <StandardAction
            action="done"
            label="Send for review"
            type="primary"
            loading={submit.isPending}
            onClick={() =>
              submit.mutate(undefined, {
                onSuccess: () => notice.success(`${count.code} is sent for review.`),
              })
            }
          />
        )}
        {mayDecide && (
          <StandardAction
            action="done"
            label="Approve"
            type="primary"
            loading={decision.isPending}
            onClick={() => decision.approve([count.code], subject)}
          />
        )}
        {mayReject && (
          <StandardAction
            action="cancel"
            label="Reject"
            danger
            loading={decision.isPending}
            onClick={() => decision.reject([count.code], subject)}
          />
        )}
        <HistoryAction
          title={`History of ${count.code}`}
          query={countHistoryQueryOptions(count.code)}
        />
        <StandardAction action="close" to={paths.counts.list} />
      </Flex>
      <RequestError error={submit.error} />
      {decision.feedback}
      <StatusNote count={count} />
      <Panel title="Count" style={{ marginBottom: 16 }}>
        <FactsList
          items={[
            { label: labels.status, value: <CountStatusTag status={count.status} /> },
            {
              label: labels.warehouse,
              value: `${count.warehouse.name} (${count.warehouse.code})`,
            },
            {
              label: labels.binsCounted,
              value: `${formatCount(count.binsCounted)} of ${formatCount(count.bins)}`,
            },
            {
              label: labels.variance,
              value: count.variance
                ? `${formatCount(count.variance.lines)} lines off: ${formatCount(count.variance.over)} over, ${formatCount(count.variance.short)} short`
                : NONE,
            },
            { label: labels.note, value: count.note ?? NONE },
            { label: labels.createdBy, value: member(count.createdBy) },
            { label: labels.createdAt, value: formatDateTime(count.createdAt) },
            {
              label: labels.submittedAt,
              value: count.submittedAt
                ? `${formatDateTime(count.submittedAt)} by ${member(count.submittedBy)}`
                : NONE,
            },
            {
              label: labels.adjustments,
              value:
                count.adjustments.length === 0 ? (
                  NONE
                ) : (
                  <Flex gap={8} wrap>
                    {count.adjustments.map((code) =>
                      can('adjustments', 'view') ? (
                        <Link key={code} to={paths.adjustments.view(code)}>
                          {code}
                        </Link>
                      ) : (
                        <span key={code}>{code}</span>
                      ),
                    )}
                  </Flex>
                ),
            },
          ]}
        />
      </Panel>
      <Panel title={labels.places} style={{ marginBottom: 16 }}>
        <BinsTable count={count} mayCount={mayCount} />
      </Panel>
      <Panel title={labels.lines}>
        {count.lines.length === 0 ? (
          <Typography.Text type="secondary">
            Nothing was on the books in these bins.
          </Typography.Text>
        ) : (
          <LinesTable count={count} />
        )}
      </Panel>
    </>
  );
}

/** /stock/counts/view/{code}: one count, its bins and lines, and its review. */
export function CountViewRoute() {
  const code = useRequiredParam('countCode');
  const isValid = COUNT_CODE_PATTERN.test(code);
  const count = useCount(code, isValid);
  if (!isValid || isNotFound(count.error)) {
    return (
      <NotFoundResult
        title="Cycle count not found"
        description={`There is no cycle count ${code}. Count ids look like CNT-000001.`}
        back={{ to: paths.counts.list, label: 'Back to counts' }}
      />
    );
  }
  if (count.isError) return <RequestError error={count.error} />;
  if (!count.data) return <PageSpinner />;
  return <CountView count={count.data} />;
}

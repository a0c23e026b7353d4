import {
  paymentMethodLabels,
  type Transaction,
  transactionKindLabels,
} from '@depot/contracts/transactions';
import type {
  PlanAction,
  PlanLimitKey,
  PlanPeriod,
  UserPlanDetails,
} from '@depot/contracts/user-plans';
import { USER_CODE_PATTERN } from '@depot/contracts/users';
import { Alert, Button, Descriptions, Flex, Progress, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { HistoryAction } from '@/components/history-action.tsx';
import { type DataColumn, DataTable } from '@/components/list/data-table.tsx';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { Panel } from '@/components/panel.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { TransactionStatusTag } from '@/components/transaction-tags.tsx';
import { paths } from '@/config/paths.ts';
import { isNotFound } from '@/lib/api/is-not-found.ts';
import { billingCycleLabels } from '@/lib/format/billing-cycle.ts';
import { formatCount, formatMoney } from '@/lib/format/format.ts';
import { formatDate, formatDateTime } from '@/lib/format/format-date.ts';
import { useRequiredParam } from '@/lib/screen/route-params.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { useUserPlan } from '../api/user-plan.ts';
import { userHistoryQueryOptions } from '../api/users.ts';
import { UserNotFound } from '../components/user-screen-state.tsx';
import { PlanStatusTag } from '../components/user-status-tags.tsx';

const NONE = '—';

// The change dialog and its form load when someone opens it, not with the screen.
const PlanActionDialog = lazy(() =>
  import('../components/plan-action-dialog.tsx').then((module) => ({
    default: module.PlanActionDialog,
  })),
);

const limitLabels: Record<PlanLimitKey, string> = {
  warehouses: 'Warehouses',
  ordersPerMonth: 'Orders this month',
  teamSeats: 'Team seats',
  skus: 'SKUs',
};

/** Use of each limit; what the platform does not record yet says so instead of showing a number. */
function UsagePanel({ details }: { details: UserPlanDetails }) {
  return (
    <Panel title="Usage">
      <ul className="plan-usage" aria-label="Usage against the package’s limits">
        {details.usage.map((entry) => (
          <li key={entry.key} style={{ marginBottom: 12, listStyle: 'none' }}>
            <Flex justify="space-between" gap={8}>
              <span>{limitLabels[entry.key]}</span>
              <span>
                {entry.used === null
                  ? `Not tracked yet · limit ${formatCount(entry.limit)}`
                  : `${formatCount(entry.used)} of ${formatCount(entry.limit)}`}
              </span>
            </Flex>
            {entry.used !== null && (
              <Progress
                percent={entry.limit === 0 ? 100 : Math.round((entry.used / entry.limit) * 100)}
                status={entry.used >= entry.limit ? 'exception' : 'normal'}
                showInfo={false}
                aria-label={`${limitLabels[entry.key]}: ${entry.used} of ${entry.limit}`}
              />
            )}
          </li>
        ))}
      </ul>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        Orders count those placed this month, cancelled ones included. Warehouses, seats and SKUs
        are counted once the warehouse, team and catalogue areas record them for this business.
      </Typography.Paragraph>
    </Panel>
  );
}

function CurrentPlan({ details }: { details: UserPlanDetails }) {
  const can = useCan();
  const current = details.current;
  if (!current) {
    return (
      <Panel title="Current plan">
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {details.user.businessName} is on no package yet.
        </Typography.Paragraph>
      </Panel>
    );
  }
  const { package: plan } = current;
  return (
    <Panel title="Current plan">
      <Descriptions
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'package',
            label: 'Package',
            children: can('packages', 'view') ? (
              <Link to={paths.packages.view(plan.code)}>
                {plan.name} ({plan.code})
              </Link>
            ) : (
              `${plan.name} (${plan.code})`
            ),
          },
          {
            key: 'status',
            label: 'Plan status',
            children: <PlanStatusTag status={current.status} />,
          },
          {
            key: 'price',
            label: 'Price',
            children: `${formatMoney(plan.price, plan.currency)} · ${billingCycleLabels[plan.billingCycle]}`,
          },
          {
            key: 'period',
            label: 'Period',
            children: `${formatDate(current.periodStart)} – ${formatDate(current.periodEnd)}`,
          },
          {
            key: 'features',
            label: 'Features',
            span: 'filled',
            children: plan.features.length > 0 ? plan.features.join(' · ') : NONE,
          },
        ]}
      />
      {current.scheduledChange && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          title={`Changes to ${current.scheduledChange.package.name} (${current.scheduledChange.package.code}) at the next renewal, from ${formatDate(current.scheduledChange.startsOn)}.`}
        />
      )}
      {plan.status === 'inactive' && (
        <Alert
          type="warning"
          showIcon
          title="This package is no longer sold: the plan cannot be renewed on it. Change the package instead."
        />
      )}
    </Panel>
  );
}

const historyColumns: DataColumn<PlanPeriod>[] = [
  {
    key: 'package',
    title: 'Package',
    render: (row) => `${row.package.name} (${row.package.code})`,
  },
  { key: 'periodStart', title: 'From', render: (row) => formatDate(row.periodStart) },
  { key: 'periodEnd', title: 'To', render: (row) => formatDate(row.periodEnd) },
  { key: 'status', title: 'Status', render: (row) => <PlanStatusTag status={row.status} /> },
  {
    key: 'cancelledAt',
    title: 'Ended early',
    // Cancelled, or closed by a change of package (its unused days credited).
    render: (row) => {
      const ended = row.changedAt ?? row.cancelledAt;
      return ended ? formatDateTime(ended) : NONE;
    },
  },
];

const invoiceColumns = (linked: boolean): DataColumn<Transaction>[] => [
  {
    key: 'invoiceNumber',
    title: 'Invoice',
    // The invoice's own view, where it is settled, credited and printed.
    render: (row) =>
      linked ? (
        <Link to={paths.transactions.view(row.invoiceNumber)}>{row.invoiceNumber}</Link>
      ) : (
        row.invoiceNumber
      ),
  },
  { key: 'kind', title: 'For', render: (row) => transactionKindLabels[row.kind] },
  { key: 'package', title: 'Package', render: (row) => row.package.code },
  {
    key: 'period',
    title: 'Period',
    render: (row) => `${formatDate(row.periodStart)} – ${formatDate(row.periodEnd)}`,
  },
  {
    key: 'amount',
    title: 'Amount',
    align: 'end',
    render: (row) => formatMoney(row.amount, row.currency),
  },
  { key: 'status', title: 'Status', render: (row) => <TransactionStatusTag status={row.status} /> },
  {
    key: 'method',
    title: 'Method',
    render: (row) => (row.method ? paymentMethodLabels[row.method] : NONE),
  },
  { key: 'reference', title: 'Reference', render: (row) => row.reference ?? NONE },
  { key: 'createdAt', title: 'Raised', render: (row) => formatDateTime(row.createdAt) },
];

function UserPlan({ details }: { details: UserPlanDetails }) {
  const can = useCan();
  const [action, setAction] = useState<PlanAction | null>(null);
  const { user, current } = details;
  const running = current?.status === 'active' || current?.status === 'expiring';
  const mayChange = can('users', 'edit') && user.status === 'active';
  return (
    <>
      <ScreenHeader
        title={`Plan of ${user.businessName}`}
        description={`${user.code} · ${current ? `${current.package.name}, until ${formatDate(current.periodEnd)}` : 'on no package'}`}
      />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        {mayChange && (
          <Button type="primary" onClick={() => setAction('change')}>
            {current ? 'Change package' : 'Put on a package'}
          </Button>
        )}
        {mayChange && current && <Button onClick={() => setAction('renew')}>Renew</Button>}
        {mayChange && running && (
          <Button danger onClick={() => setAction('cancel')}>
            Cancel plan
          </Button>
        )}
        <HistoryAction
          title={`History of ${user.businessName}`}
          query={userHistoryQueryOptions(user.code)}
        />
        <StandardAction action="close" to={paths.users.view(user.code, 'plan')} />
      </Flex>
      {user.status === 'inactive' && can('users', 'edit') && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="This business is inactive: activate it before changing its plan."
        />
      )}
      <Flex vertical gap={16}>
        <Flex gap={16} wrap align="stretch">
          <div style={{ flex: '2 1 420px' }}>
            <CurrentPlan details={details} />
          </div>
          <div style={{ flex: '1 1 280px' }}>
            <UsagePanel details={details} />
          </div>
        </Flex>
        <Panel title="Plan history">
          <DataTable<PlanPeriod>
            label="Plan history"
            columns={historyColumns}
            rows={details.history}
            rowKey={(row) => `${row.periodStart}-${row.createdAt}`}
            loading={false}
            empty="No plan yet."
          />
        </Panel>
        <Panel title="Invoices">
          <DataTable<Transaction>
            label="Invoices"
            columns={invoiceColumns(can('transactions', 'view'))}
            rows={details.transactions}
            rowKey={(row) => row.invoiceNumber}
            loading={false}
            empty="No invoice yet."
          />
        </Panel>
      </Flex>
      {action && (
        <Suspense fallback={null}>
          <PlanActionDialog details={details} action={action} onClose={() => setAction(null)} />
        </Suspense>
      )}
    </>
  );
}

/** /users/view-plan/{userId}: the business's package, usage, plan history and invoices. */
export function UserPlanRoute() {
  const code = useRequiredParam('userId');
  const isValidId = USER_CODE_PATTERN.test(code);
  const plan = useUserPlan(code, isValidId);
  if (!isValidId || isNotFound(plan.error)) return <UserNotFound code={code} />;
  if (plan.isError) return <RequestError error={plan.error} />;
  if (!plan.data) return <PageSpinner />;
  return <UserPlan details={plan.data} />;
}

import {
  type BusinessDashboard,
  type CurrencyAmount,
  EXPIRING_LOT_DAYS,
} from '@depot/contracts/dashboard';
import { shipmentStatusLabels } from '@depot/contracts/shipments';
import { PLAN_EXPIRING_DAYS } from '@depot/contracts/users';
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { paths } from '@/config/paths.ts';
import { countOf, formatCount, formatDate, formatMoney } from '@/lib/format/format.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { useThemeSettings } from '@/lib/theme/theme-store.ts';
import { Chart } from './chart.tsx';
import { CurrencyChoice, useCurrencyChoice } from './currency-choice.tsx';
import { KpiCard } from './kpi-card.tsx';
import { moneyList } from './money.tsx';

/** A list's path with its filters in the query, as the list reads them from its URL. */
function listLink(path: string, filters: Record<string, string>): string {
  return `${path}?${new URLSearchParams(filters).toString()}`;
}

function amountIn(totals: readonly CurrencyAmount[], currency: string): string | undefined {
  return totals.find((total) => total.currency === currency)?.amount;
}

/** Every currency any of the lists holds, in the order met. */
function currenciesOf(...lists: (readonly CurrencyAmount[])[]): string[] {
  return [...new Set(lists.flat().map((total) => total.currency))];
}

type KpiLink = { to: string; label: string };

function RevenueChange({ now, before }: { now: string; before: string | undefined }) {
  const previous = Number(before ?? 0);
  // Nothing to compare against: a percentage of zero means nothing.
  if (previous === 0) {
    return Number(now) === 0 ? null : <span className="dashboard-change">new this month</span>;
  }
  const change = ((Number(now) - previous) / previous) * 100;
  const up = change >= 0;
  return (
    <span className={`dashboard-change ${up ? 'dashboard-up' : 'dashboard-down'}`}>
      <span aria-hidden>{up ? '▲' : '▼'} </span>
      <VisuallyHidden>{up ? 'up' : 'down'} </VisuallyHidden>
      {Math.abs(change).toFixed(1)} %
    </span>
  );
}

/**
 * Month to date against the same days of last month, a line per currency (amounts in different
 * currencies are never added), and the whole of last month for scale.
 */
function RevenueCard({
  revenue,
  link,
}: {
  revenue: NonNullable<BusinessDashboard['revenue']>;
  link?: KpiLink;
}) {
  const settings = useThemeSettings();
  const { thisMonth, lastMonthToDate, lastMonth } = revenue;
  const currencies = currenciesOf(thisMonth.totals, lastMonthToDate.totals, lastMonth.totals);
  const value =
    currencies.length === 0 ? (
      formatMoney(0, undefined, settings)
    ) : (
      <ul className="dashboard-revenue">
        {currencies.map((currency) => {
          const now = amountIn(thisMonth.totals, currency) ?? '0';
          return (
            <li key={currency}>
              {formatMoney(now, currency, settings)}{' '}
              <RevenueChange now={now} before={amountIn(lastMonthToDate.totals, currency)} />
            </li>
          );
        })}
      </ul>
    );
  return (
    <KpiCard title="Revenue this month" value={value} link={link}>
      <div>Same days last month: {moneyList(lastMonthToDate.totals, settings)}</div>
      <div>Whole last month: {moneyList(lastMonth.totals, settings)}</div>
    </KpiCard>
  );
}

/** This month's revenue by package in one currency, largest first as the server sends it. */
function RevenueByPackage({
  byPackage,
}: {
  byPackage: NonNullable<BusinessDashboard['revenueByPackage']>;
}) {
  const settings = useThemeSettings();
  const currencies = [...new Set(byPackage.map((row) => row.currency))];
  const { currency, choose } = useCurrencyChoice(currencies);
  const rows = byPackage.filter((row) => row.currency === currency);
  return (
    <section className="panel dashboard-chart-panel" aria-labelledby="dashboard-by-package">
      <div className="dashboard-chart-head">
        <h3 id="dashboard-by-package">Revenue by package this month</h3>
        <CurrencyChoice
          of="revenue by package"
          currencies={currencies}
          currency={currency}
          onChange={choose}
        />
      </div>
      {currency ? (
        <Chart
          kind="bar"
          horizontal
          title={`Revenue by package this month, in ${currency}`}
          labelHeading="Package"
          labels={rows.map((row) => row.package.name)}
          series={{ label: currency, values: rows.map((row) => Number(row.amount)) }}
          format={(value) => formatMoney(value, currency, settings)}
          axisFormat={(value) => formatCount(value)}
          height={Math.max(180, rows.length * 36 + 60)}
        />
      ) : (
        <p className="dashboard-empty">No invoice has been paid this month yet.</p>
      )}
    </section>
  );
}

/** What is in the warehouses: units per warehouse, what is out, what expires, what waits. */
function StockCards({ stock }: { stock: NonNullable<BusinessDashboard['stock']> }) {
  const units = stock.unitsByWarehouse.reduce((sum, row) => sum + row.units, 0);
  return (
    <>
      <KpiCard
        title="Units on hand"
        value={formatCount(units)}
        link={{ to: paths.stock.list, label: 'View stock on hand' }}
      >
        <ul className="dashboard-status-list">
          {stock.unitsByWarehouse.map(({ warehouse, units: held }) => (
            <li key={warehouse.code}>
              <Link to={paths.stock.ofWarehouse(warehouse.code)}>
                {warehouse.name}
                <VisuallyHidden> stock</VisuallyHidden>
              </Link>
              <span>{formatCount(held)}</span>
            </li>
          ))}
        </ul>
      </KpiCard>
      <KpiCard title="SKUs out of stock" value={formatCount(stock.skusOutOfStock)}>
        Active SKUs with nothing available to sell in any warehouse.
      </KpiCard>
      <KpiCard
        title={`Lots expiring within ${EXPIRING_LOT_DAYS} days`}
        value={formatCount(stock.lotsExpiringSoon)}
        link={{
          to: listLink(paths.stock.list, { expiringWithinDays: String(EXPIRING_LOT_DAYS) }),
          label: 'View the stock of those lots',
        }}
      />
      <KpiCard
        title="Receipts waiting for put-away"
        value={formatCount(stock.receiptsAwaitingPutAway)}
        link={{ to: paths.putAway.list, label: 'View the put-away list' }}
      >
        {countOf(stock.unitsAwaitingPutAway, 'unit', 'units')} in the receiving areas
      </KpiCard>
    </>
  );
}

/** The Business view: where the operation stands today, each figure leading to its list. */
export function BusinessView({ data }: { data: BusinessDashboard }) {
  const can = useCan();
  const settings = useThemeSettings();
  const shipmentsTotal = data.shipmentsByStatus.reduce((sum, row) => sum + row.count, 0);
  // Active and expiring are the users list's plan statuses: each count opens its filter.
  const expiring = `plus ${countOf(data.expiringPlans, 'plan', 'plans')} expiring within ${PLAN_EXPIRING_DAYS} days`;

  return (
    <>
      <div className="dashboard-kpis">
        <KpiCard
          title="Active users"
          value={formatCount(data.activeUsers)}
          link={
            can('users', 'view')
              ? { to: listLink(paths.users.list, { status: 'active' }), label: 'View active users' }
              : undefined
          }
        />
        <KpiCard
          title="Active plans"
          value={formatCount(data.activePlans)}
          link={
            can('users', 'view')
              ? {
                  to: listLink(paths.users.list, { planStatus: 'active' }),
                  label: 'View users on an active plan',
                }
              : undefined
          }
        >
          {can('users', 'view') ? (
            <Link to={listLink(paths.users.list, { planStatus: 'expiring' })}>{expiring}</Link>
          ) : (
            expiring
          )}
        </KpiCard>
        {/* Money comes only to those who may see it: the server leaves it out for others. */}
        {data.revenue && (
          <RevenueCard
            revenue={data.revenue}
            link={
              can('transactions', 'view')
                ? {
                    to: listLink(paths.transactions.list, {
                      status: 'paid',
                      from: data.revenue.thisMonth.from,
                      to: data.revenue.thisMonth.to,
                    }),
                    label: 'View this month’s paid transactions',
                  }
                : undefined
            }
          />
        )}
        <KpiCard
          title="Orders today"
          value={formatCount(data.ordersToday.count)}
          link={
            can('orders', 'view')
              ? {
                  to: listLink(paths.orders.list, { from: data.today, to: data.today }),
                  label: 'View today’s orders',
                }
              : undefined
          }
        >
          {data.ordersToday.totals && `Worth ${moneyList(data.ordersToday.totals, settings)}`}
        </KpiCard>
        <KpiCard
          title="Shipments by status"
          value={countOf(shipmentsTotal, 'shipment', 'shipments')}
        >
          <ul className="dashboard-status-list">
            {data.shipmentsByStatus.map(({ status, count }) => (
              <li key={status}>
                {can('shipments', 'view') ? (
                  <Link to={listLink(paths.shipments.list, { status })}>
                    {shipmentStatusLabels[status]}
                    <VisuallyHidden> shipments</VisuallyHidden>
                  </Link>
                ) : (
                  shipmentStatusLabels[status]
                )}
                <span>{formatCount(count)}</span>
              </li>
            ))}
          </ul>
        </KpiCard>
        <KpiCard
          title="Receipts awaiting approval"
          value={formatCount(data.receiptsAwaitingApproval)}
          link={
            can('receiving', 'view')
              ? { to: paths.receiving.pending, label: 'View receipts awaiting approval' }
              : undefined
          }
        />
        {/* The stock comes only to those who may read it: the server leaves it out for others. */}
        {data.stock && <StockCards stock={data.stock} />}
      </div>
      <div className="dashboard-charts">
        {data.revenueByPackage && <RevenueByPackage byPackage={data.revenueByPackage} />}
        <section className="panel dashboard-chart-panel" aria-labelledby="dashboard-orders-30">
          <h3 id="dashboard-orders-30">Orders over the last 30 days</h3>
          <Chart
            kind="bar"
            title="Orders per day over the last 30 days"
            labelHeading="Day"
            labels={data.ordersOverTime.map((point) => formatDate(point.day, settings))}
            series={{ label: 'Orders', values: data.ordersOverTime.map((point) => point.orders) }}
            format={(value) => formatCount(value)}
          />
        </section>
        <section className="panel dashboard-chart-panel" aria-labelledby="dashboard-shipments">
          <h3 id="dashboard-shipments">Shipments in each status</h3>
          <Chart
            kind="bar"
            title="Shipments in each status"
            labelHeading="Status"
            labels={data.shipmentsByStatus.map((row) => shipmentStatusLabels[row.status])}
            series={{ label: 'Shipments', values: data.shipmentsByStatus.map((row) => row.count) }}
            format={(value) => formatCount(value)}
          />
        </section>
      </div>
    </>
  );
}

/** The Business view's shape while its figures load, so nothing jumps when they arrive. */
export function BusinessSkeleton() {
  return (
    <>
      <VisuallyHidden role="status">Loading the business figures</VisuallyHidden>
      <div className="dashboard-kpis" aria-hidden>
        {['users', 'plans', 'revenue', 'orders', 'shipments', 'receipts'].map((key) => (
          <div key={key} className="panel dashboard-kpi">
            <Skeleton active title={{ width: '50%' }} paragraph={{ rows: 2 }} />
          </div>
        ))}
      </div>
      <div className="dashboard-charts" aria-hidden>
        {['package', 'orders', 'shipments'].map((key) => (
          <div key={key} className="panel dashboard-chart-panel">
            <div className="dashboard-skeleton" style={{ height: 260 }} />
          </div>
        ))}
      </div>
    </>
  );
}

import {
  type AnalyticalDashboard,
  type BusinessDashboard,
  type CurrencyAmount,
  type DashboardGranularity,
  dashboardMoneyGrants,
  dashboardStockGrant,
  EXPIRING_LOT_DAYS,
  MAX_RANGE_DAYS,
} from '@depot/contracts/dashboard';
import { holdsGrant, type Permissions } from '@depot/contracts/permissions';
import { receivingStatuses } from '@depot/contracts/receiving';
import { shipmentStatuses } from '@depot/contracts/shipments';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatAmount } from '../../lib/money.ts';
import { addDays, daysBetween } from '../../lib/operator-calendar.ts';
import type { UsersService } from '../users/users.service.ts';
import {
  type BucketCurrencyRow,
  type BucketRateRow,
  createDashboardRepository,
  type DashboardRepository,
} from './dashboard.repository.ts';

/** The analytical range when none is given: the last 30 days, today included. */
const DEFAULT_RANGE_DAYS = 30;

function badRange(message: string): AppError {
  return new AppError('VALIDATION_FAILED', `Some query fields are not valid: to: ${message}`, [
    { path: 'to', message },
  ]);
}

const amount = (value: string, currency: string): CurrencyAmount => ({
  currency,
  amount: formatAmount(value, currency),
});

/** A rounded rate from SQL's numeric text; null when nothing was counted. */
const rateOf = (rate: string | null | undefined) => (rate == null ? null : Number(rate));

/** Which of the dashboard's money (`dashboardMoneyGrants`) and stock the caller may see. */
type MoneyShown = { revenue: boolean; orderValues: boolean; stock?: boolean };

export function moneyShown(permissions: Permissions): MoneyShown {
  return {
    revenue: holdsGrant(permissions, dashboardMoneyGrants.revenue),
    orderValues: holdsGrant(permissions, dashboardMoneyGrants.orderValues),
    stock: holdsGrant(permissions, dashboardStockGrant),
  };
}

/** A figure the caller may see, or nothing. */
const onlyIf = <T>(shown: boolean, figure: T): T | undefined => (shown ? figure : undefined);

type Query = {
  from?: string | undefined;
  to?: string | undefined;
  granularity: DashboardGranularity;
};

/**
 * The dashboard's two views. Each request reads in one read-only snapshot, so figures from
 * different summaries agree with each other even while orders and payments keep arriving.
 */
export function createDashboardService(deps: {
  db: Database;
  users: Pick<UsersService, 'planCounts'>;
}) {
  function inSnapshot<T>(work: (repository: DashboardRepository, tx: Executor) => Promise<T>) {
    return deps.db.transaction((tx) => work(createDashboardRepository(tx), tx), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
  }

  return {
    business(shown: MoneyShown): Promise<BusinessDashboard> {
      return inSnapshot(async (repository, tx) => {
        const days = await repository.businessDays();
        const statuses = await repository.statusCounts();
        const plans = await deps.users.planCounts(tx);
        // Revenue not to be shown is not read either.
        const revenue = shown.revenue ? await repository.revenueSpans(days) : [];
        const byPackage = shown.revenue
          ? await repository.revenueByPackage(days.monthStart, days.today)
          : [];
        const orderDays = await repository.ordersByDay(days.thirtyDaysAgo, days.today);
        // The stock not to be shown is not read either.
        const stock = shown.stock
          ? {
              warehouses: await repository.unitsByWarehouse(),
              counts: await repository.stockCounts(EXPIRING_LOT_DAYS),
            }
          : null;

        const countOf = (entity: string, status: string) =>
          statuses.find((row) => row.entity === entity && row.status === status)?.count ?? 0;
        const totals = (pick: (row: (typeof revenue)[number]) => string | null) =>
          revenue.flatMap((row) => {
            const value = pick(row);
            return value === null ? [] : [amount(value, row.currency)];
          });

        // Rows come oldest first and by currency within a day; a day without orders has one row
        // with no currency.
        const overTime: { day: string; orders: number; totals: CurrencyAmount[] }[] = [];
        for (const row of orderDays) {
          let point = overTime.at(-1);
          if (point?.day !== row.day) {
            point = { day: row.day, orders: 0, totals: [] };
            overTime.push(point);
          }
          if (row.currency !== null && row.amount !== null) {
            point.orders += row.orders;
            point.totals.push(amount(row.amount, row.currency));
          }
        }
        const today = overTime.at(-1);

        return {
          today: days.today,
          activeUsers: countOf('users', 'active'),
          activePlans: plans.active,
          expiringPlans: plans.expiring,
          revenue: shown.revenue
            ? {
                thisMonth: {
                  from: days.monthStart,
                  to: days.today,
                  totals: totals((row) => row.thisMonth),
                },
                lastMonthToDate: {
                  from: days.lastMonthStart,
                  to: days.lastMonthToDate,
                  totals: totals((row) => row.lastMonthToDate),
                },
                lastMonth: {
                  from: days.lastMonthStart,
                  to: days.lastMonthEnd,
                  totals: totals((row) => row.lastMonth),
                },
              }
            : undefined,
          ordersToday:
            today?.day === days.today
              ? { count: today.orders, totals: onlyIf(shown.orderValues, today.totals) }
              : { count: 0, totals: onlyIf(shown.orderValues, []) },
          shipmentsByStatus: shipmentStatuses.map((status) => ({
            status,
            count: countOf('shipments', status),
          })),
          receiptsByStatus: receivingStatuses.map((status) => ({
            status,
            count: countOf('goods_receipts', status),
          })),
          receiptsAwaitingApproval: countOf('goods_receipts', 'pending'),
          stock: stock
            ? {
                unitsByWarehouse: stock.warehouses.map((row) => ({
                  warehouse: { code: row.code, name: row.name },
                  units: row.units,
                })),
                skusOutOfStock: stock.counts.out_of_stock,
                lotsExpiringSoon: stock.counts.expiring_lots,
                receiptsAwaitingPutAway: stock.counts.receipts_to_put_away,
                unitsAwaitingPutAway: stock.counts.units_to_put_away,
              }
            : undefined,
          revenueByPackage: shown.revenue
            ? byPackage.map((row) => ({
                package: { code: row.code, name: row.name },
                currency: row.currency,
                amount: formatAmount(row.amount, row.currency),
                invoices: row.invoices,
              }))
            : undefined,
          ordersOverTime: overTime.map((point) => ({
            ...point,
            totals: onlyIf(shown.orderValues, point.totals),
          })),
        };
      });
    },

    analytical(query: Query, shown: MoneyShown): Promise<AnalyticalDashboard> {
      const { granularity } = query;
      return inSnapshot(async (repository) => {
        // A missing end reads today (once); a missing start is 30 days before the end.
        const to = query.to ?? (await repository.today());
        const from = query.from ?? addDays(to, 1 - DEFAULT_RANGE_DAYS);
        // The contract checks a range given whole; one filled in here is checked the same way.
        if (from > to) throw badRange('The end is before the start');
        const most = MAX_RANGE_DAYS[granularity];
        if (daysBetween(from, to) > most) {
          const name = granularity === 'day' ? 'daily' : `${granularity}ly`;
          throw badRange(
            `A ${name} view covers at most ${most} days: choose a shorter range or a coarser step`,
          );
        }

        const buckets = await repository.buckets(from, to, granularity);
        const orders = await repository.ordersByPeriod(from, to, granularity);
        const revenue = shown.revenue
          ? await repository.revenueByPeriod(from, to, granularity)
          : [];
        const dispatch = await repository.dispatchByPeriod(from, to, granularity);
        const receipts = await repository.receiptsByPeriod(from, to, granularity);

        // Rows keyed by their period's first day; the whole range's rows by null.
        const ordersOf = groupBy(orders);
        const revenueOf = groupBy(revenue);
        const dispatchOf = new Map(dispatch.map((row) => [row.start, row]));
        const receiptsOf = new Map(receipts.map((row) => [row.start, row]));
        const figures = (start: string | null) => {
          const ordered = ordersOf.get(start) ?? [];
          return {
            orders: ordered.reduce((sum, row) => sum + row.count, 0),
            orderTotals: onlyIf(shown.orderValues, currencyTotals(ordered)),
            revenue: onlyIf(shown.revenue, currencyTotals(revenueOf.get(start) ?? [])),
            ...rates(dispatchOf.get(start), receiptsOf.get(start)),
          };
        };

        return {
          from,
          to,
          granularity,
          points: buckets.map((bucket) => ({ ...bucket, ...figures(bucket.start) })),
          totals: figures(null),
        };
      });
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;

function groupBy(rows: BucketCurrencyRow[]): Map<string | null, BucketCurrencyRow[]> {
  const groups = new Map<string | null, BucketCurrencyRow[]>();
  for (const row of rows) groups.set(row.start, [...(groups.get(row.start) ?? []), row]);
  return groups;
}

function currencyTotals(rows: BucketCurrencyRow[]): CurrencyAmount[] {
  return rows.map((row) => amount(row.amount, row.currency));
}

function rates(dispatched: BucketRateRow | undefined, decided: BucketRateRow | undefined) {
  return {
    dispatched: dispatched?.total ?? 0,
    dispatchedOnTime: dispatched?.part ?? 0,
    onTimeDispatchRate: rateOf(dispatched?.rate),
    receiptsDecided: decided?.total ?? 0,
    receiptsRejected: decided?.part ?? 0,
    receiptRejectionRate: rateOf(decided?.rate),
  };
}

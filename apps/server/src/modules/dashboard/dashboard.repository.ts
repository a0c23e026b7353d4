import type { DashboardGranularity } from '@depot/contracts/dashboard';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Executor, executeRows } from '../../db/client.ts';
import { operatorToday } from '../../lib/operator-calendar.ts';

/*
 * Every figure reads the summary tables the triggers of migration 0014 keep, or an indexed
 * range of user_plans: nothing here scans orders, invoices, shipments, receipts or users.
 * Dates travel as text and counts as int, since the two drivers hand dates and bigints over
 * differently; amounts stay numeric text from SQL to the wire.
 */

/** The days a Business view is counted over, all in the operator's calendar. */
export type BusinessDays = {
  today: string;
  monthStart: string;
  lastMonthStart: string;
  /** The same day of last month as today, or last month's last day when it is shorter. */
  lastMonthToDate: string;
  lastMonthEnd: string;
  /** The first of the 30 days ending today. */
  thirtyDaysAgo: string;
  /** The last day on which a plan ending counts as expiring. */
};

const businessDaysRow = z.object({
  today: z.string(),
  monthStart: z.string(),
  lastMonthStart: z.string(),
  lastMonthToDate: z.string(),
  lastMonthEnd: z.string(),
  thirtyDaysAgo: z.string(),
});

const statusCountRow = z.object({ entity: z.string(), status: z.string(), count: z.number() });
const revenueSpansRow = z.object({
  currency: z.string(),
  thisMonth: z.string().nullable(),
  lastMonthToDate: z.string().nullable(),
  lastMonth: z.string().nullable(),
});
const dayCurrencyRow = z.object({
  day: z.string(),
  currency: z.string().nullable(),
  orders: z.number(),
  amount: z.string().nullable(),
});
const packageRevenueRow = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  amount: z.string(),
  invoices: z.number(),
});

/** A period's rows carry its first day; the whole range's (the totals) carry null. */
const bucketCurrencyRow = z.object({
  start: z.string().nullable(),
  currency: z.string(),
  count: z.number(),
  amount: z.string(),
});
const bucketRateRow = z.object({
  start: z.string().nullable(),
  total: z.number(),
  part: z.number(),
  /** part / total rounded to 4 places in numeric, so no float decides a rounding; null for 0/0. */
  rate: z.string().nullable(),
});
const bucketRow = z.object({ start: z.string(), end: z.string() });

export type BucketCurrencyRow = z.infer<typeof bucketCurrencyRow>;
export type BucketRateRow = z.infer<typeof bucketRateRow>;

const steps: Record<DashboardGranularity, { unit: SQL; step: SQL }> = {
  day: { unit: sql.raw(`'day'`), step: sql.raw(`interval '1 day'`) },
  // date_trunc's weeks are ISO weeks: they start on Monday.
  week: { unit: sql.raw(`'week'`), step: sql.raw(`interval '1 week'`) },
  month: { unit: sql.raw(`'month'`), step: sql.raw(`interval '1 month'`) },
};

/** The first day of the period `day` falls in, clipped to the range's start. */
function periodStart(day: SQL, granularity: DashboardGranularity, from: string): SQL {
  return sql`greatest(date_trunc(${steps[granularity].unit}, ${day}::timestamp)::date, ${from}::date)`;
}

async function rows<T>(db: Executor, schema: z.ZodType<T>, query: SQL): Promise<T[]> {
  return (await executeRows(db, query)).map((row) => schema.parse(row));
}

const warehouseUnitsRow = z.object({
  code: z.string(),
  name: z.string(),
  units: z.coerce.number(),
});
const stockCountsRow = z.object({
  out_of_stock: z.coerce.number(),
  expiring_lots: z.coerce.number(),
  receipts_to_put_away: z.coerce.number(),
  units_to_put_away: z.coerce.number(),
});

export function createDashboardRepository(db: Executor) {
  return {
    /** Units on hand in each active warehouse, by code; none where it holds nothing. */
    unitsByWarehouse() {
      return rows(
        db,
        warehouseUnitsRow,
        sql`select w.code, w.name, coalesce(sum(b.on_hand), 0) as units
          from warehouses w
          left join locations l on l.warehouse_id = w.id
          left join stock_balances b on b.location_id = l.id
          where w.status = 'active'
          group by w.id, w.code, w.name
          order by w.code`,
      );
    },

    /** The stock cards' counts, in one statement. */
    async stockCounts(expiringWithinDays: number) {
      const [row] = await rows(
        db,
        stockCountsRow,
        sql`select
          (select count(*) from skus s
            where s.status = 'active' and s.kind <> 'bundle'
              and not exists (select 1 from stock_balances b
                join locations l on l.id = b.location_id and l.counts_as_available
                where b.sku_id = s.id and b.on_hand - b.reserved - b.on_hold > 0)) as out_of_stock,
          (select count(distinct b.lot_id) from stock_balances b
            join stock_lots t on t.id = b.lot_id
            where b.on_hand > 0
              and t.expires_on <= ${operatorToday} + ${expiringWithinDays}::int) as expiring_lots,
          (select count(distinct r.id) from goods_receipt_lines g
            join goods_receipts r on r.id = g.receipt_id and r.status = 'approved'
            where g.put_away_qty < coalesce(g.received_qty, 0) - g.rejected_qty)
            as receipts_to_put_away,
          (select coalesce(sum(coalesce(g.received_qty, 0) - g.rejected_qty - g.put_away_qty), 0)
            from goods_receipt_lines g
            join goods_receipts r on r.id = g.receipt_id and r.status = 'approved'
            where g.put_away_qty < coalesce(g.received_qty, 0) - g.rejected_qty)
            as units_to_put_away`,
      );
      if (!row) throw new Error('the stock counts answered no row');
      return row;
    },

    /**
     * Today, read once, and the days every Business figure is counted from it. `today` is the
     * operator's; tests pass a fixed day to check the month arithmetic.
     */
    async businessDays(today: SQL = operatorToday): Promise<BusinessDays> {
      // Subtracting a month clips to the end of a shorter month (Mar 31 → Feb 28) by itself.
      const [row] = await rows(
        db,
        businessDaysRow,
        sql`
          select t.today::text as "today",
            date_trunc('month', t.today::timestamp)::date::text as "monthStart",
            (date_trunc('month', t.today::timestamp) - interval '1 month')::date::text as "lastMonthStart",
            (t.today::timestamp - interval '1 month')::date::text as "lastMonthToDate",
            (date_trunc('month', t.today::timestamp)::date - 1)::text as "lastMonthEnd",
            (t.today - 29)::text as "thirtyDaysAgo"
          from (select ${today}::date as today) as t`,
      );
      if (!row) throw new Error('the database gave no date');
      return row;
    },

    /** Today in the operator's calendar. */
    async today(): Promise<string> {
      const [row] = await rows(
        db,
        z.object({ today: z.string() }),
        sql`select ${operatorToday}::text as "today"`,
      );
      if (!row) throw new Error('the database gave no date');
      return row.today;
    },

    /** How many users, shipments and goods receipts stand in each status. */
    statusCounts() {
      return rows(
        db,
        statusCountRow,
        sql`
          select entity, status, count::int as "count" from status_counts
          where entity in ('users', 'shipments', 'goods_receipts')`,
      );
    },

    /**
     * Paid per currency over this month, the same days of last month and the whole of last
     * month; null where a span has no paid invoice in that currency (a summary row can stay
     * behind at zero once its invoices are gone).
     */
    revenueSpans(days: BusinessDays) {
      const span = (from: string, to: string) =>
        sql`case when sum(invoices) filter (where day between ${from}::date and ${to}::date) > 0
          then sum(amount) filter (where day between ${from}::date and ${to}::date)::text end`;
      return rows(
        db,
        revenueSpansRow,
        sql`
          select currency,
            ${span(days.monthStart, days.today)} as "thisMonth",
            ${span(days.lastMonthStart, days.lastMonthToDate)} as "lastMonthToDate",
            ${span(days.lastMonthStart, days.lastMonthEnd)} as "lastMonth"
          from revenue_days
          where day between ${days.lastMonthStart}::date and ${days.today}::date
          group by currency
          order by currency`,
      );
    },

    /** Paid from `from` to `to` by package and currency, largest first. */
    revenueByPackage(from: string, to: string) {
      return rows(
        db,
        packageRevenueRow,
        sql`
          select p.code, p.name, r.currency, sum(r.amount)::text as "amount",
            sum(r.invoices)::int as "invoices"
          from revenue_days r
          join packages p on p.id = r.package_id
          where r.day between ${from}::date and ${to}::date
          group by p.id, p.code, p.name, r.currency
          having sum(r.invoices) > 0
          order by sum(r.amount) desc, p.code, r.currency`,
      );
    },

    /**
     * Orders per day and currency from `from` to `to`, every day present: a day without orders
     * is one row with a null currency.
     */
    ordersByDay(from: string, to: string) {
      return rows(
        db,
        dayCurrencyRow,
        sql`
          select d.day::date::text as "day", o.currency, coalesce(o.orders, 0)::int as "orders",
            o.amount::text as "amount"
          from generate_series(${from}::date::timestamp, ${to}::date::timestamp, interval '1 day') as d(day)
          left join order_days o on o.day = d.day::date and o.orders > 0
          order by d.day, o.currency`,
      );
    },

    /** The periods of a range, oldest first, each clipped to the range. */
    buckets(from: string, to: string, granularity: DashboardGranularity) {
      const { unit, step } = steps[granularity];
      return rows(
        db,
        bucketRow,
        sql`
          select greatest(b::date, ${from}::date)::text as "start",
            least((b + ${step})::date - 1, ${to}::date)::text as "end"
          from generate_series(date_trunc(${unit}, ${from}::date::timestamp), ${to}::date::timestamp, ${step}) as b
          order by b`,
      );
    },

    /** Orders placed per period and currency, and over the whole range. */
    ordersByPeriod(from: string, to: string, granularity: DashboardGranularity) {
      return perPeriodAndCurrency(db, sql`order_days`, sql`orders`, from, to, granularity);
    },

    /** Paid invoices per period and currency, and over the whole range. */
    revenueByPeriod(from: string, to: string, granularity: DashboardGranularity) {
      return perPeriodAndCurrency(db, sql`revenue_days`, sql`invoices`, from, to, granularity);
    },

    /** Dispatched orders with a required-by date, and those on time, per period and in all. */
    dispatchByPeriod(from: string, to: string, granularity: DashboardGranularity) {
      return perPeriodRate(
        db,
        sql`dispatch_days`,
        sql`dispatched`,
        sql`on_time`,
        from,
        to,
        granularity,
      );
    },

    /** Receipts decided (approved or rejected), and those rejected, per period and in all. */
    receiptsByPeriod(from: string, to: string, granularity: DashboardGranularity) {
      return perPeriodRate(
        db,
        sql`receipt_days`,
        sql`approved + rejected`,
        sql`rejected`,
        from,
        to,
        granularity,
      );
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;

/**
 * A day-and-currency summary added up per period and over the whole range in one reading
 * (grouping sets); currencies with nothing in a period are left out, as they would be counting
 * the rows themselves.
 */
function perPeriodAndCurrency(
  db: Executor,
  table: SQL,
  count: SQL,
  from: string,
  to: string,
  granularity: DashboardGranularity,
) {
  return rows(
    db,
    bucketCurrencyRow,
    sql`
      select bucket::text as "start", currency, sum(n)::int as "count",
        sum(amount)::text as "amount"
      from (
        select ${periodStart(sql`day`, granularity, from)} as bucket, currency, ${count} as n,
          amount
        from ${table}
        where day between ${from}::date and ${to}::date
      ) as d
      group by grouping sets ((bucket, currency), (currency))
      having sum(n) > 0
      order by bucket nulls last, currency`,
  );
}

/** A day summary's total and part per period and over the whole range, with their rate. */
function perPeriodRate(
  db: Executor,
  table: SQL,
  total: SQL,
  part: SQL,
  from: string,
  to: string,
  granularity: DashboardGranularity,
) {
  return rows(
    db,
    bucketRateRow,
    sql`
      select bucket::text as "start", coalesce(sum(total), 0)::int as "total",
        coalesce(sum(part), 0)::int as "part",
        round(sum(part)::numeric / nullif(sum(total), 0), 4)::text as "rate"
      from (
        select ${periodStart(sql`day`, granularity, from)} as bucket, ${total} as total,
          ${part} as part
        from ${table}
        where day between ${from}::date and ${to}::date
      ) as d
      group by grouping sets ((bucket), ())
      order by bucket nulls last`,
  );
}

import { z } from 'zod';
import { daySchema } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import type { GrantName } from './permissions.ts';
import { receivingStatuses } from './receiving.ts';
import { shipmentStatuses } from './shipments.ts';

/** A sum of money in one currency, as an exact decimal (never a float). */
export const currencyAmountSchema = z.object({
  currency: z.string(),
  amount: z.string(),
});
export type CurrencyAmount = z.infer<typeof currencyAmountSchema>;

/**
 * The dashboard's money is shown only to whoever may read the records it sums: revenue (paid
 * invoices) to holders of transactions.view, order values to holders of orders.view. For anyone
 * else the server leaves those fields out, and the console draws no card for them.
 */
export const dashboardMoneyGrants = {
  revenue: 'transactions.view',
  orderValues: 'orders.view',
} as const satisfies Record<string, GrantName>;

/** The stock's cards are shown to whoever may read the stock, and left out for anyone else. */
export const dashboardStockGrant = 'inventory.view' satisfies GrantName;

/** Lots expiring within this many days are counted on the dashboard. */
export const EXPIRING_LOT_DAYS = 30;

/** A run of days in the operator's calendar, both ends included. */
const daySpanSchema = z.object({ from: daySchema(), to: daySchema() });

/** The Business view: where the operation stands today. */
export const businessDashboardSchema = z.object({
  /** Today in the operator's calendar; every "today" and "this month" below is counted in it. */
  today: daySchema(),
  activeUsers: z.number().int(),
  /**
   * Users whose current plan is active, and expiring (ending within PLAN_EXPIRING_DAYS days),
   * counted as the users list's plan status filter counts them.
   */
  activePlans: z.number().int(),
  expiringPlans: z.number().int(),
  /**
   * Paid invoices by the day they were raised, as the transactions list dates them: month to
   * date, the same days of last month, and the whole of last month.
   */
  revenue: z
    .object({
      thisMonth: daySpanSchema.extend({ totals: z.array(currencyAmountSchema) }),
      lastMonthToDate: daySpanSchema.extend({ totals: z.array(currencyAmountSchema) }),
      lastMonth: daySpanSchema.extend({ totals: z.array(currencyAmountSchema) }),
    })
    .optional(),
  ordersToday: z.object({
    count: z.number().int(),
    totals: z.array(currencyAmountSchema).optional(),
  }),
  /** Every shipment status, in lifecycle order, with how many shipments stand in it. */
  shipmentsByStatus: z.array(
    z.object({ status: z.enum(shipmentStatuses), count: z.number().int() }),
  ),
  receiptsByStatus: z.array(
    z.object({ status: z.enum(receivingStatuses), count: z.number().int() }),
  ),
  receiptsAwaitingApproval: z.number().int(),
  /** Paid invoices raised this month, by package, largest first. */
  revenueByPackage: z
    .array(
      z.object({
        package: z.object({ code: z.string(), name: z.string() }),
        currency: z.string(),
        amount: z.string(),
        invoices: z.number().int(),
      }),
    )
    .optional(),
  /** What is in the warehouses now (holders of inventory.view only). */
  stock: z
    .object({
      /** Units on hand in each active warehouse, by its code. */
      unitsByWarehouse: z.array(
        z.object({
          warehouse: z.object({ code: z.string(), name: z.string() }),
          units: z.number().int(),
        }),
      ),
      /** Active SKUs holding stock (not bundles) with nothing available to sell anywhere. */
      skusOutOfStock: z.number().int(),
      /** Lots with units on hand that expire within EXPIRING_LOT_DAYS days (or have). */
      lotsExpiringSoon: z.number().int(),
      /** Approved receipts with units still in the receiving area, and those units. */
      receiptsAwaitingPutAway: z.number().int(),
      unitsAwaitingPutAway: z.number().int(),
    })
    .optional(),
  /** Orders placed on each of the last 30 days (today included), oldest first, no day missing. */
  ordersOverTime: z.array(
    z.object({
      day: daySchema(),
      orders: z.number().int(),
      totals: z.array(currencyAmountSchema).optional(),
    }),
  ),
});
export type BusinessDashboard = z.infer<typeof businessDashboardSchema>;

export const dashboardGranularities = ['day', 'week', 'month'] as const;
export type DashboardGranularity = (typeof dashboardGranularities)[number];

/** The longest range each granularity may cover, in days, so a chart stays readable. */
export const MAX_RANGE_DAYS: Record<DashboardGranularity, number> = {
  day: 366,
  week: 5 * 366,
  month: 10 * 366,
};

const day = (label: string) => daySchema(`${label}: a date like 2026-01-31`);

export const analyticalQuerySchema = z
  .object({
    /** First and last day (the operator's calendar); by default the last 30 days. */
    from: day('from').optional(),
    to: day('to').optional(),
    granularity: z.enum(dashboardGranularities).default('day'),
  })
  .superRefine((query, context) => {
    if (query.from && query.to) {
      if (query.from > query.to) {
        context.addIssue({ code: 'custom', path: ['to'], message: 'The end is before the start' });
        return;
      }
      const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
      const most = MAX_RANGE_DAYS[query.granularity];
      if (days > most) {
        context.addIssue({
          code: 'custom',
          path: ['to'],
          message: `A ${query.granularity === 'day' ? 'daily' : `${query.granularity}ly`} view covers at most ${most} days: choose a shorter range or a coarser step`,
        });
      }
    }
  });
export type AnalyticalQuery = z.input<typeof analyticalQuerySchema>;

const analyticalFigures = {
  orders: z.number().int(),
  orderTotals: z.array(currencyAmountSchema).optional(),
  /** Paid invoices, by the day they were raised. */
  revenue: z.array(currencyAmountSchema).optional(),
  /** Orders dispatched in the period that had a required-by date, and those dispatched by it. */
  dispatched: z.number().int(),
  dispatchedOnTime: z.number().int(),
  /** dispatchedOnTime / dispatched, 0 to 1; null when nothing was dispatched. */
  onTimeDispatchRate: z.number().nullable(),
  /** Goods receipts approved or rejected in the period, and the rejected ones. */
  receiptsDecided: z.number().int(),
  receiptsRejected: z.number().int(),
  /** receiptsRejected / receiptsDecided, 0 to 1; null when none was decided. */
  receiptRejectionRate: z.number().nullable(),
};

/** The Analytical view: trends over a chosen range, one point per day, week or month. */
export const analyticalDashboardSchema = z.object({
  from: daySchema(),
  to: daySchema(),
  granularity: z.enum(dashboardGranularities),
  /** Oldest first, every period present (zeros where nothing happened). Weeks start on Monday. */
  points: z.array(
    z.object({
      /** First day of the period (clipped to `from`), and its last (clipped to `to`). */
      start: daySchema(),
      end: daySchema(),
      ...analyticalFigures,
    }),
  ),
  totals: z.object(analyticalFigures),
});
export type AnalyticalDashboard = z.infer<typeof analyticalDashboardSchema>;

const view = { resource: 'dashboard', action: 'view' } as const;

/** The dashboard's figures, read from summaries kept as the data changes. */
export const dashboardEndpoints = defineEndpoints('dashboard', {
  business: {
    method: 'GET',
    path: '/admin/dashboard/business',
    summary: 'Where the operation stands today: users, plans, revenue, orders, shipments, receipts',
    access: view,
    response: businessDashboardSchema,
    errors: [],
  },
  analytical: {
    method: 'GET',
    path: '/admin/dashboard/analytical',
    summary:
      'Orders, revenue, on-time dispatch and receipt rejection per day, week or month over a range',
    access: view,
    query: analyticalQuerySchema,
    response: analyticalDashboardSchema,
    errors: [],
  },
});

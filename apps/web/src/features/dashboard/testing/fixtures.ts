import type { AnalyticalDashboard, BusinessDashboard } from '@depot/contracts/dashboard';

/** 30 days ending on 2026-11-22, oldest first, as the server lists them. */
function lastThirtyDays() {
  return Array.from({ length: 30 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 9, 24 + index)).toISOString().slice(0, 10);
    return { day, orders: index % 5, totals: [{ currency: 'INR', amount: `${index * 100}.00` }] };
  });
}

/** The Business view as someone shown its money has it. */
type WithRevenue = BusinessDashboard & { revenue: NonNullable<BusinessDashboard['revenue']> };

/** GET /admin/dashboard/business's data on 2026-11-22, for someone shown its money. */
export function businessDashboard(overrides: Partial<WithRevenue> = {}): WithRevenue {
  return {
    today: '2026-11-22',
    activeUsers: 1284,
    activePlans: 312,
    expiringPlans: 9,
    revenue: {
      thisMonth: {
        from: '2026-11-01',
        to: '2026-11-22',
        totals: [{ currency: 'INR', amount: '120000.00' }],
      },
      lastMonthToDate: {
        from: '2026-10-01',
        to: '2026-10-22',
        totals: [{ currency: 'INR', amount: '100000.00' }],
      },
      lastMonth: {
        from: '2026-10-01',
        to: '2026-10-31',
        totals: [{ currency: 'INR', amount: '150000.00' }],
      },
    },
    ordersToday: { count: 17, totals: [{ currency: 'INR', amount: '28320.00' }] },
    shipmentsByStatus: [
      { status: 'draft', count: 4 },
      { status: 'ready', count: 11 },
      { status: 'dispatched', count: 23 },
      { status: 'delivered', count: 140 },
      { status: 'cancelled', count: 2 },
    ],
    receiptsByStatus: [
      { status: 'pending', count: 6 },
      { status: 'approved', count: 80 },
      { status: 'rejected', count: 3 },
    ],
    receiptsAwaitingApproval: 6,
    stock: {
      unitsByWarehouse: [
        { warehouse: { code: 'BOM-BHW1', name: 'Bhiwandi FC 1' }, units: 48210 },
        { warehouse: { code: 'DEL-GGN1', name: 'Gurugram FC 1' }, units: 12500 },
      ],
      skusOutOfStock: 14,
      lotsExpiringSoon: 3,
      receiptsAwaitingPutAway: 5,
      unitsAwaitingPutAway: 1240,
    },
    revenueByPackage: [
      {
        package: { code: 'GROWTH-M', name: 'Growth monthly' },
        currency: 'INR',
        amount: '80000.00',
        invoices: 16,
      },
      {
        package: { code: 'STARTER-M', name: 'Starter monthly' },
        currency: 'INR',
        amount: '40000.00',
        invoices: 20,
      },
    ],
    ordersOverTime: lastThirtyDays(),
    ...overrides,
  };
}

const figures = {
  orders: 0,
  orderTotals: [],
  revenue: [],
  dispatched: 0,
  dispatchedOnTime: 0,
  onTimeDispatchRate: null,
  receiptsDecided: 0,
  receiptsRejected: 0,
  receiptRejectionRate: null,
};

/** GET /admin/dashboard/analytical's data: three months of October to December 2026. */
export function analyticalDashboard(
  overrides: Partial<AnalyticalDashboard> = {},
): AnalyticalDashboard {
  return {
    from: '2026-10-01',
    to: '2026-12-31',
    granularity: 'month',
    points: [
      {
        ...figures,
        start: '2026-10-01',
        end: '2026-10-31',
        orders: 40,
        revenue: [{ currency: 'INR', amount: '150000.00' }],
        dispatched: 30,
        dispatchedOnTime: 27,
        onTimeDispatchRate: 0.9,
        receiptsDecided: 20,
        receiptsRejected: 1,
        receiptRejectionRate: 0.05,
      },
      {
        ...figures,
        start: '2026-11-01',
        end: '2026-11-30',
        orders: 52,
        revenue: [
          { currency: 'INR', amount: '120000.00' },
          { currency: 'USD', amount: '900.00' },
        ],
        dispatched: 40,
        dispatchedOnTime: 38,
        onTimeDispatchRate: 0.95,
        receiptsDecided: 25,
        receiptsRejected: 2,
        receiptRejectionRate: 0.08,
      },
      { ...figures, start: '2026-12-01', end: '2026-12-31' },
    ],
    totals: {
      orders: 92,
      orderTotals: [{ currency: 'INR', amount: '310000.00' }],
      revenue: [
        { currency: 'INR', amount: '270000.00' },
        { currency: 'USD', amount: '900.00' },
      ],
      dispatched: 70,
      dispatchedOnTime: 65,
      onTimeDispatchRate: 65 / 70,
      receiptsDecided: 45,
      receiptsRejected: 3,
      receiptRejectionRate: 3 / 45,
    },
    ...overrides,
  };
}

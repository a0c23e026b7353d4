import type { Permissions } from '@depot/contracts/permissions';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { setWorkspaceArea } from '@/lib/session/workspace-area.ts';
import { signInWith } from '@/test/auth-fixtures.ts';
import { typeDay } from '@/test/date-fields.ts';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { referenceRoutes } from '@/test/reference-fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';
import { analyticalDashboard, businessDashboard } from '../testing/fixtures.ts';

const BUSINESS = 'GET /admin/dashboard/business';
const ANALYTICAL = 'GET /admin/dashboard/analytical';

const everyList: Permissions = {
  dashboard: { view: true },
  users: { view: true },
  transactions: { view: true },
  orders: { view: true },
  shipments: { view: true },
  receiving: { view: true },
};

beforeEach(() => {
  // jsdom draws nothing: the charts skip drawing and the tests read their tables instead.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...referenceRoutes(),
    [BUSINESS]: () => ok(businessDashboard()),
    [ANALYTICAL]: () => ok(analyticalDashboard()),
    ...extra,
  });
}

/** The query each analytical request carried. */
function analyticalParams(server: ReturnType<typeof serve>) {
  return server.adapter.mock.calls
    .map(([config]) => config)
    .filter((config) => config.url === '/admin/dashboard/analytical')
    .map((config) => config.params);
}

function card(name: string) {
  return screen.getByRole('region', { name });
}

describe('/dashboard, Business view', () => {
  test('shows the figures, each card leading to its list filtered', async () => {
    signInWith(everyList);
    serve();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Business view' })).toBeDefined();
    await screen.findByRole('region', { name: 'Active users' });

    expect(within(card('Active users')).getByText('1,284')).toBeDefined();
    expect(
      within(card('Active users')).getByRole('link', { name: 'View active users' }),
    ).toHaveProperty('href', expect.stringMatching(/\/users\?status=active$/));

    const plans = card('Active plans');
    expect(within(plans).getByText('312')).toBeDefined();
    expect(
      within(plans).getByRole('link', { name: 'plus 9 plans expiring within 14 days' }),
    ).toHaveProperty('href', expect.stringContaining('/users?planStatus=expiring'));
    expect(
      within(plans).getByRole('link', { name: 'View users on an active plan' }),
    ).toHaveProperty('href', expect.stringMatching(/\/users\?planStatus=active$/));

    const revenue = card('Revenue this month');
    expect(within(revenue).getByRole('listitem').textContent).toBe('₹1,20,000.00 ▲ up 20.0 %');
    expect(within(revenue).getByText('Same days last month: ₹1,00,000.00')).toBeDefined();
    expect(within(revenue).getByText('Whole last month: ₹1,50,000.00')).toBeDefined();
    expect(within(revenue).getByRole('link')).toHaveProperty(
      'href',
      expect.stringMatching(/\/transaction\?status=paid&from=2026-11-01&to=2026-11-22$/),
    );

    const orders = card('Orders today');
    expect(within(orders).getByText('17')).toBeDefined();
    expect(within(orders).getByText('Worth ₹28,320.00')).toBeDefined();
    expect(within(orders).getByRole('link')).toHaveProperty(
      'href',
      expect.stringMatching(/\/orders\?from=2026-11-22&to=2026-11-22$/),
    );

    const shipments = card('Shipments by status');
    expect(within(shipments).getByText('180 shipments')).toBeDefined();
    expect(within(shipments).getByRole('link', { name: 'Dispatched shipments' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/shipments\?status=dispatched$/),
    );

    const receipts = card('Receipts awaiting approval');
    expect(within(receipts).getByText('6')).toBeDefined();
    expect(within(receipts).getByRole('link')).toHaveProperty(
      'href',
      expect.stringMatching(/\/receiving\?status=pending$/),
    );

    // Each chart is an image named for what it shows, with its figures as a table.
    expect(
      screen.getByRole('img', { name: /^Revenue by package this month, in INR: bar chart/ }),
    ).toBeDefined();
    const byPackage = screen.getByRole('table', { name: 'Revenue by package this month, in INR' });
    // One currency: nothing to choose.
    expect(screen.queryByRole('combobox', { name: 'Currency of revenue by package' })).toBeNull();
    expect(within(byPackage).getByRole('row', { name: 'Growth monthly ₹80,000.00' })).toBeDefined();
    const perDay = screen.getByRole('table', { name: 'Orders per day over the last 30 days' });
    expect(within(perDay).getAllByRole('row')).toHaveLength(31);
  });

  test('revenue in several currencies: a line and a change each, never added together', async () => {
    signInWith(everyList);
    const data = businessDashboard();
    serve({
      [BUSINESS]: () =>
        ok({
          ...data,
          revenue: {
            ...data.revenue,
            thisMonth: {
              ...data.revenue.thisMonth,
              totals: [
                { currency: 'INR', amount: '80000.00' },
                { currency: 'USD', amount: '500.00' },
              ],
            },
          },
        }),
    });
    renderApp('/dashboard');
    const revenue = await screen.findByRole('region', { name: 'Revenue this month' });
    const lines = within(revenue)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).toEqual(['₹80,000.00 ▼ down 20.0 %', '$500.00 new this month']);
  });

  test('money the server leaves out draws no card: no revenue, no order values', async () => {
    signInWith({ dashboard: { view: true }, receiving: { view: true, add: true } });
    const {
      revenue: _revenue,
      revenueByPackage: _byPackage,
      ...withoutRevenue
    } = businessDashboard();
    serve({
      [BUSINESS]: () =>
        ok({
          ...withoutRevenue,
          ordersToday: { count: 7 },
          ordersOverTime: withoutRevenue.ordersOverTime.map(
            ({ totals: _totals, ...point }) => point,
          ),
        }),
    });
    renderApp('/dashboard');
    await screen.findByRole('region', { name: 'Orders today' });
    expect(screen.queryByRole('region', { name: 'Revenue this month' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Revenue by package this month' })).toBeNull();
    expect(screen.queryByText(/Worth/)).toBeNull();
    expect(screen.queryByText(/₹/)).toBeNull();
  });

  test('the stock cards: units per warehouse, out of stock, expiring lots, put-away waiting', async () => {
    signInWith({ ...everyList, inventory: { view: true } });
    serve();
    renderApp('/dashboard');
    const units = await screen.findByRole('region', { name: 'Units on hand' });
    expect(units.textContent).toContain('60,710');
    expect(
      within(units).getByRole('link', { name: 'Gurugram FC 1 stock' }).getAttribute('href'),
    ).toBe('/stock?warehouse=DEL-GGN1');
    const expiring = screen.getByRole('region', { name: 'Lots expiring within 30 days' });
    expect(within(expiring).getByRole('link').getAttribute('href')).toBe(
      '/stock?expiringWithinDays=30',
    );
    const putAway = screen.getByRole('region', { name: 'Receipts waiting for put-away' });
    expect(putAway.textContent).toContain('1,240 units in the receiving areas');
    expect(screen.getByRole('region', { name: 'SKUs out of stock' }).textContent).toContain('14');
  });

  test('a list the person may not open gets no link; its figure still shows', async () => {
    signInWith({ ...everyList, receiving: { view: false }, shipments: { view: false } });
    serve();
    renderApp('/dashboard');
    const receipts = await screen.findByRole('region', { name: 'Receipts awaiting approval' });
    expect(within(receipts).getByText('6')).toBeDefined();
    expect(within(receipts).queryByRole('link')).toBeNull();
    expect(within(card('Shipments by status')).queryByRole('link')).toBeNull();
    expect(within(card('Active users')).getByRole('link')).toBeDefined();
  });

  test('without dashboard view the figures are not asked for', async () => {
    signInWith({ users: { view: true } });
    const server = serve();
    renderApp('/dashboard');
    expect(
      await screen.findByText('Your role does not include the dashboard’s figures.'),
    ).toBeDefined();
    expect(server.requestsTo(BUSINESS)).toHaveLength(0);
  });

  test('a failed load shows the server’s message and a way to try again', async () => {
    signInWith(everyList);
    serve({ [BUSINESS]: () => fail(500, 'INTERNAL', 'The figures are being rebuilt.') });
    renderApp('/dashboard');
    expect(await screen.findByText('The figures are being rebuilt.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});

describe('/dashboard, Analytical view', () => {
  test('follows the header’s switch', async () => {
    signInWith(everyList);
    const server = serve();
    renderApp('/dashboard');
    await screen.findByRole('region', { name: 'Active users' });
    act(() => setWorkspaceArea('analytical'));
    expect(await screen.findByRole('heading', { name: 'Analytical view' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Active users' })).toBeNull();
    const totals = await screen.findByRole('region', { name: 'Totals for the range' });
    expect(within(totals).getByText('92')).toBeDefined();
    expect(within(totals).getByText('₹2,70,000.00')).toBeDefined();
    expect(within(totals).getByText('$900.00')).toBeDefined();
    expect(within(totals).getByText('92.9 %')).toBeDefined();
    expect(screen.getByRole('img', { name: /^Orders per month: bar chart/ })).toBeDefined();
    // Revenue: one currency at a time, never added together.
    const inRupees = screen.getByRole('table', { name: 'Revenue per month, in INR' });
    expect(within(inRupees).getByRole('row', { name: 'Nov 2026 ₹1,20,000.00' })).toBeDefined();
    fireEvent.change(screen.getByRole('combobox', { name: 'Currency of the revenue chart' }), {
      target: { value: 'USD' },
    });
    const inDollars = screen.getByRole('table', { name: 'Revenue per month, in USD' });
    expect(within(inDollars).getByRole('row', { name: 'Oct 2026 $0.00' })).toBeDefined();
    expect(within(inDollars).getByRole('row', { name: 'Nov 2026 $900.00' })).toBeDefined();
    const dispatch = screen.getByRole('table', { name: /^On-time dispatch rate per month/ });
    expect(within(dispatch).getByRole('row', { name: 'Dec 2026 —' })).toBeDefined();
    expect(analyticalParams(server)[0]).toEqual({ granularity: 'day' });
  });

  test('the range and step go to the URL and to the request', async () => {
    signInWith(everyList);
    setWorkspaceArea('analytical');
    const server = serve();
    const { router } = renderApp('/dashboard');
    await screen.findByRole('region', { name: 'Totals for the range' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Range' }), {
      target: { value: 'last90' },
    });
    await waitFor(() => expect(router.state.location.search).toMatch(/from=\d{4}-\d\d-\d\d/));
    const search = new URLSearchParams(router.state.location.search);
    const from = search.get('from');
    const to = search.get('to');
    const days = (Date.parse(to ?? '') - Date.parse(from ?? '')) / 86_400_000 + 1;
    expect(days).toBe(90);
    // As a person would, the next choice is made once the screen shows this one (the router's
    // state is ahead of what the screen has drawn, which renders in a transition).
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Range' })).toHaveProperty('value', 'last90'),
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Month' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('granularity')).toBe('month'),
    );
    await waitFor(() =>
      expect(analyticalParams(server).at(-1)).toEqual({ from, to, granularity: 'month' }),
    );
    expect(screen.getByRole('combobox', { name: 'Range' })).toHaveProperty('value', 'last90');

    await typeDay('Range from', '01/01/2025');
    await waitFor(() =>
      expect(analyticalParams(server).at(-1)).toEqual({
        from: '2025-01-01',
        to,
        granularity: 'month',
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Range' })).toHaveProperty('value', 'custom');
  });

  test('a range the server refuses shows its message beside the picker', async () => {
    signInWith(everyList);
    setWorkspaceArea('analytical');
    serve({
      [ANALYTICAL]: () =>
        fail(
          400,
          'VALIDATION_FAILED',
          'Some query fields are not valid: to A daily view covers at most 366 days',
          [
            {
              path: 'to',
              message:
                'A daily view covers at most 366 days: choose a shorter range or a coarser step',
            },
          ],
        ),
    });
    renderApp('/dashboard?from=2020-01-01&to=2026-11-22');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A daily view covers at most 366 days: choose a shorter range or a coarser step',
    );
    // The picker stays, to choose again.
    expect(screen.getByRole('radio', { name: 'Month' })).toBeDefined();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { analyticalDashboard } from '@/features/dashboard/testing/fixtures.ts';
import { order, page } from '@/features/orders/testing/fixtures.ts';
import { detailsState, shipment } from '@/features/shipments/testing/fixtures.ts';
import { setWorkspaceArea } from '@/lib/session/workspace-area.ts';
import { updateThemeSettings } from '@/lib/theme/theme-store.ts';
import { signInWith } from '@/test/auth-fixtures.ts';
import { typeDay } from '@/test/date-fields.ts';
import { fakeApi, ok } from '@/test/fake-api.ts';
import { referenceRoutes } from '@/test/reference-fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';

// Each kind of date field the console has, under each date format a person may choose: the day
// shows and is typed in that format, and goes to the URL and the server as YYYY-MM-DD.

beforeEach(() => {
  // jsdom draws nothing: the dashboard's charts skip drawing.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

/** The query each request to `url` carried. */
function paramsSentTo(server: ReturnType<typeof fakeApi>, url: string) {
  return server.adapter.mock.calls
    .map(([config]) => config)
    .filter((config) => config.url === url)
    .map((config) => config.params);
}

const shownIn = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;

/** 1 October, 1 November and 30 November 2026 in each format. */
const formats = [
  { format: 'DD/MM/YYYY', october1: '01/10/2026', november1: '01/11/2026', typed: '30/11/2026' },
  { format: 'MM/DD/YYYY', october1: '10/01/2026', november1: '11/01/2026', typed: '11/30/2026' },
  { format: 'YYYY-MM-DD', october1: '2026-10-01', november1: '2026-11-01', typed: '2026-11-30' },
];

describe.each(formats)('with $format chosen', (chosen) => {
  beforeEach(() => {
    updateThemeSettings({ dateFormat: chosen.format });
  });

  test('a list’s date filter', async () => {
    signInWith({ orders: { view: true } });
    const server = fakeApi({
      ...referenceRoutes(),
      'GET /admin/orders': () => ok(page([order()])),
    });
    const { router } = renderApp('/orders?from=2026-11-01');
    await screen.findByText('Sharma Retail LLP');
    expect(shownIn('Ordered from')).toBe(chosen.november1);

    await typeDay('Ordered to', chosen.typed);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-30'),
    );
    await waitFor(() =>
      expect(paramsSentTo(server, '/admin/orders').at(-1)).toMatchObject({
        from: '2026-11-01',
        to: '2026-11-30',
      }),
    );
    expect(shownIn('Ordered to')).toBe(chosen.typed);
  });

  test('a form’s date field', async () => {
    signInWith({ shipments: { view: true, edit: true } });
    const stored = shipment({
      additionalDetails: { ...shipment().additionalDetails, invoiceDate: '2026-11-01' },
    });
    const server = fakeApi({
      ...referenceRoutes(),
      'GET /admin/shipment/SHP-000321': () => ok(stored),
      'GET /admin/shipment/getIsFilledAdditionalDetails/SHP-000321': () =>
        ok(detailsState(stored.missingDetails)),
      'PATCH /admin/shipment/update/SHP-000321': () => ok(stored),
    });
    renderApp('/shipments/edit/SHP-000321/additional-details');
    await screen.findByRole('button', { name: 'Save details' });
    expect(shownIn('Invoice date')).toBe(chosen.november1);

    await typeDay('Invoice date', chosen.typed);
    await waitFor(() => expect(shownIn('Invoice date')).toBe(chosen.typed));
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(server.requestsTo('PATCH /admin/shipment/update/SHP-000321')[0]?.body).toMatchObject({
        additionalDetails: { invoiceDate: '2026-11-30' },
      }),
    );
  });

  test('the audit log’s days', async () => {
    signInWith({ settings: { view: true } });
    const server = fakeApi({
      'GET /admin/audit': () => ok({ items: [], total: 0, page: 1, pageSize: 20 }),
    });
    const { router } = renderApp('/setting/privileges?tab=audit&audit.from=2026-11-01');
    await waitFor(() => expect(shownIn('From')).toBe(chosen.november1));

    await typeDay('To', chosen.typed);
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('audit.to')).toBe('2026-11-30'),
    );
    // The server takes instants: the last one of that day, in the browser's time zone.
    await waitFor(() =>
      expect(paramsSentTo(server, '/admin/audit').at(-1)).toMatchObject({
        from: dayjs('2026-11-01').startOf('day').toISOString(),
        to: dayjs('2026-11-30').endOf('day').toISOString(),
      }),
    );
    expect(shownIn('To')).toBe(chosen.typed);
  });

  test('the dashboard’s range, as its summary below it', async () => {
    signInWith({ dashboard: { view: true } });
    setWorkspaceArea('analytical');
    const server = fakeApi({
      ...referenceRoutes(),
      'GET /admin/dashboard/business': () => ok({}),
      'GET /admin/dashboard/analytical': () => ok(analyticalDashboard()),
    });
    renderApp('/dashboard');
    // The server's range (1 October to 31 December) in the fields and in the line below them.
    const summary = await screen.findByText(/, per \w+$/);
    expect(summary.textContent).toMatch(new RegExp(`^${chosen.october1} – `));
    expect(shownIn('Range from')).toBe(chosen.october1);

    await typeDay('Range to', chosen.typed);
    await waitFor(() =>
      expect(paramsSentTo(server, '/admin/dashboard/analytical').at(-1)).toEqual({
        from: '2026-10-01',
        to: '2026-11-30',
        granularity: 'day',
      }),
    );
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { referenceRoutes } from '@/test/reference-fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';
import { packageOptions, planDetails } from '../testing/fixtures.ts';

async function pickOption(combobox: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: combobox }));
  fireEvent.click(await screen.findByTitle(option));
}

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...referenceRoutes(),
    'GET /admin/users/USR-000042/plan': () => ok(planDetails()),
    'GET /admin/packages/subscription-options': () => ok(packageOptions),
    ...extra,
  });
}

describe('/users/view-plan/{userId}', () => {
  test('shows the package, its usage, the history and the invoices', async () => {
    signInWith({ users: { view: true } });
    serve();
    renderApp('/users/view-plan/USR-000042');
    expect(await screen.findByRole('heading', { name: 'Plan of Kesar Naturals' })).toBeDefined();
    const usage = screen.getByRole('list', { name: 'Usage against the package\u2019s limits' });
    // Orders are counted; warehouses, seats and SKUs are not recorded anywhere yet.
    expect(within(usage).getByText('1,250 of 5,000')).toBeDefined();
    expect(
      within(usage).getByRole('progressbar', { name: 'Orders this month: 1250 of 5000' }),
    ).toBeDefined();
    expect(within(usage).getByText('Not tracked yet · limit 2,000')).toBeDefined();
    expect(within(usage).getAllByRole('progressbar')).toHaveLength(1);
    const invoices = screen.getByRole('table', { name: 'Invoices' });
    expect(within(invoices).getByText('INV-2026-000311')).toBeDefined();
    expect(within(invoices).getByText('UPI')).toBeDefined();
    expect(screen.getByRole('table', { name: 'Plan history' })).toBeDefined();
    // Viewing only: no change.
    expect(screen.queryByRole('button', { name: 'Change package' })).toBeNull();
  });

  test('a package change sends the package and payment, then shows the new invoice', async () => {
    signInWith({ users: { view: true, edit: true } });
    const after = planDetails({
      transactions: [
        {
          ...planDetails().transactions[0],
          invoiceNumber: 'INV-2026-000312',
          kind: 'change',
          package: { code: 'SCALE-M', name: 'Scale' },
          amount: '39999.00',
        } as never,
        ...planDetails().transactions,
      ],
    });
    let current = planDetails();
    const server = serve({
      'GET /admin/users/USR-000042/plan': () => ok(current),
      'POST /admin/users/USR-000042/plan': () => {
        current = after;
        return ok(after);
      },
    });
    renderApp('/users/view-plan/USR-000042');
    fireEvent.click(await screen.findByRole('button', { name: 'Change package' }));
    const dialog = await screen.findByRole('dialog');
    await pickOption('New package', 'Scale (SCALE-M) · ₹39,999.00 monthly');
    await pickOption('Payment method', 'Net banking');
    fireEvent.change(within(dialog).getByLabelText('Payment reference'), {
      target: { value: 'NEFT N31226001' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change and invoice' }));
    await waitFor(() =>
      expect(server.requestsTo('POST /admin/users/USR-000042/plan')[0]?.body).toEqual({
        action: 'change',
        packageCode: 'SCALE-M',
        effective: 'now',
        payment: { method: 'netbanking', status: 'paid', reference: 'NEFT N31226001' },
      }),
    );
    expect(await screen.findByText('INV-2026-000312')).toBeDefined();
  });

  test('awaiting payment asks for no method; a change at the renewal asks for no payment', async () => {
    signInWith({ users: { view: true, edit: true } });
    const server = serve({
      'GET /admin/users/USR-000042/plan': () => ok(planDetails()),
      'POST /admin/users/USR-000042/plan': () => ok(planDetails()),
    });
    renderApp('/users/view-plan/USR-000042');
    fireEvent.click(await screen.findByRole('button', { name: 'Change package' }));
    const dialog = await screen.findByRole('dialog');
    await pickOption('New package', 'Scale (SCALE-M) · ₹39,999.00 monthly');
    fireEvent.click(within(dialog).getByLabelText('Invoice, awaiting payment'));
    await waitFor(() => expect(within(dialog).queryByLabelText('Payment method')).toBeNull());
    expect(within(dialog).queryByLabelText('Payment reference')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change and invoice' }));
    await waitFor(() =>
      expect(server.requestsTo('POST /admin/users/USR-000042/plan')[0]?.body).toEqual({
        action: 'change',
        packageCode: 'SCALE-M',
        effective: 'now',
        payment: { status: 'pending' },
      }),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Change package' }));
    const again = await screen.findByRole('dialog');
    await pickOption('New package', 'Scale (SCALE-M) · ₹39,999.00 monthly');
    fireEvent.click(within(again).getByLabelText('From the next renewal'));
    await waitFor(() => expect(within(again).queryByLabelText('Paid now')).toBeNull());
    fireEvent.click(within(again).getByRole('button', { name: 'Schedule the change' }));
    await waitFor(() =>
      expect(server.requestsTo('POST /admin/users/USR-000042/plan')[1]?.body).toEqual({
        action: 'change',
        packageCode: 'SCALE-M',
        effective: 'renewal',
      }),
    );
  });

  test('a refusal about a field the form does not show is said above it', async () => {
    signInWith({ users: { view: true, edit: true } });
    serve({
      'POST /admin/users/USR-000042/plan': () =>
        fail(409, 'PACKAGE_INACTIVE', 'The package LITE-M is not sold any more.', [
          { path: 'packageCode', message: 'LITE-M is deactivated: choose another package' },
        ]),
    });
    renderApp('/users/view-plan/USR-000042');
    fireEvent.click(await screen.findByRole('button', { name: 'Renew' }));
    await pickOption('Payment method', 'UPI');
    fireEvent.click(screen.getByRole('button', { name: 'Renew and invoice' }));
    // Renewal has no package field: the message is said above the form instead.
    expect(await screen.findByText(/^The package LITE-M is not sold any more/)).toBeDefined();
  });

  test('an id that cannot be a user code is not found without asking the server', async () => {
    signInWith({ users: { view: true } });
    const server = serve();
    renderApp('/users/view-plan/nobody');
    expect(await screen.findByText('User not found')).toBeDefined();
    expect(server.requestsTo('GET /admin/users/nobody/plan')).toHaveLength(0);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import { captureSavedFiles } from '@/test/saved-files.ts';
import { invoice } from '../testing/fixtures.ts';

const PATH = '/admin/transactions/INV-2026-000312';
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

describe('/transaction/view/{invoiceNumber}', () => {
  test('shows the business, package, period, amount, GST split and status', async () => {
    signInWith({ transactions: { view: true } });
    fakeApi({ [`GET ${PATH}`]: () => ok(invoice()) });
    renderApp('/transaction/view/INV-2026-000312');
    expect(await screen.findByRole('heading', { name: 'Invoice INV-2026-000312' })).toBeDefined();
    expect(screen.getByText('Kesar Naturals (USR-000042)')).toBeDefined();
    expect(screen.getByText('Pending')).toBeDefined();
    expect(screen.getByText('Maharashtra (27)')).toBeDefined();
    expect(screen.getByText('Within the state: CGST + SGST')).toBeDefined();
    expect(screen.getByText('CGST 9%')).toBeDefined();
    expect(screen.getByText('SGST 9%')).toBeDefined();
    expect(screen.getByText('996729 · Other storage and warehousing services')).toBeDefined();
    expect(screen.getByText('No credit note against this invoice.')).toBeDefined();
    // Without the money permissions, nothing to do but read, print and close.
    expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Issue credit note' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDefined();
  });

  test('a number no invoice can have is not found without asking; an unknown one neither', async () => {
    signInWith({ transactions: { view: true } });
    const server = fakeApi({
      'GET /admin/transactions/INV-2026-999999': () =>
        fail(404, 'INVOICE_NOT_FOUND', 'There is no invoice INV-2026-999999.'),
    });
    renderApp('/transaction/view/USR-000042');
    expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeDefined();
    expect(server.requestsTo('GET /admin/transactions/USR-000042')).toHaveLength(0);
  });

  test('mark paid: the method is required, the server’s field problems show at their fields', async () => {
    signInWith({ transactions: { view: true }, settlements: { view: true, add: true } });
    let current = invoice();
    const server = fakeApi({
      [`GET ${PATH}`]: () => ok(current),
      'POST /admin/transactions/mark-paid/INV-2026-000312': (request) => {
        const body = request.body as { paidOn: string };
        if (body.paidOn !== today()) {
          return fail(400, 'VALIDATION_FAILED', 'The day paid is between …', [
            { path: 'paidOn', message: 'Enter a day from 2026-11-01 to today' },
          ]);
        }
        current = invoice({
          status: 'paid',
          method: 'netbanking',
          reference: 'NBHDFC0001234567',
          paidOn: today(),
          paidAt: new Date().toISOString(),
          can: { settle: false, refund: true, credit: true },
        });
        return ok(current);
      },
    });
    renderApp('/transaction/view/INV-2026-000312');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: /Mark paid: INV-2026-000312/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    // The contract's own words, before anything is sent.
    expect(await within(dialog).findByText('Choose how the business paid')).toBeDefined();
    expect(server.requestsTo('POST /admin/transactions/mark-paid/INV-2026-000312')).toHaveLength(0);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Payment method' }));
    fireEvent.click(await screen.findByTitle('Net banking'));
    fireEvent.change(within(dialog).getByLabelText('Payment reference'), {
      target: { value: 'NBHDFC0001234567' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() =>
      expect(server.requestsTo('POST /admin/transactions/mark-paid/INV-2026-000312')).toHaveLength(
        1,
      ),
    );
    expect(
      server.requestsTo('POST /admin/transactions/mark-paid/INV-2026-000312')[0]?.body,
    ).toEqual({ method: 'netbanking', reference: 'NBHDFC0001234567', paidOn: today() });
    expect(await screen.findByText('INV-2026-000312 is marked paid.')).toBeDefined();
    expect(await screen.findByText('Paid')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull();
  });

  test('a credit note: the amount is checked by the contract; too much is said at the field', async () => {
    signInWith({ transactions: { view: true }, 'credit-notes': { view: true, add: true } });
    const server = fakeApi({
      [`GET ${PATH}`]: () => ok(invoice()),
      'POST /admin/transactions/credit-notes/INV-2026-000312': () =>
        fail(409, 'CREDIT_EXCEEDS_INVOICE', 'INV-2026-000312 has INR 4999.00 left to credit.', [
          { path: 'amount', message: 'At most 4999.00' },
        ]),
    });
    renderApp('/transaction/view/INV-2026-000312');
    fireEvent.click(await screen.findByRole('button', { name: 'Issue credit note' }));
    const dialog = await screen.findByRole('dialog', { name: /Issue a credit note/ });
    fireEvent.change(within(dialog).getByLabelText('Amount (INR, GST included)'), {
      target: { value: '12,50' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(
      await within(dialog).findByText('Enter an amount like 1499.00, without a currency sign'),
    ).toBeDefined();
    expect(await within(dialog).findByText('Say why the invoice is credited')).toBeDefined();
    fireEvent.change(within(dialog).getByLabelText('Amount (INR, GST included)'), {
      target: { value: '5000' },
    });
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Late dispatches' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(await within(dialog).findByText('At most 4999.00')).toBeDefined();
    expect(
      server.requestsTo('POST /admin/transactions/credit-notes/INV-2026-000312')[0]?.body,
    ).toEqual({ amount: '5000', reason: 'Late dispatches' });
  });

  test('mark failed asks why; a refund is offered on a paid invoice only', async () => {
    signInWith({
      transactions: { view: true },
      settlements: { view: true, add: true, approve: true },
    });
    fakeApi({ [`GET ${PATH}`]: () => ok(invoice()) });
    renderApp('/transaction/view/INV-2026-000312');
    expect(await screen.findByRole('button', { name: 'Mark failed' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Mark refunded' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mark failed' }));
    const dialog = await screen.findByRole('dialog', { name: /Mark failed/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
    expect(await within(dialog).findByText('Say why the payment failed')).toBeDefined();
  });

  test('the PDF downloads under the server’s name', async () => {
    signInWith({ transactions: { view: true } });
    const saved = captureSavedFiles();
    fakeApi({
      [`GET ${PATH}`]: () =>
        ok(invoice({ status: 'paid', can: { settle: false, refund: true, credit: true } })),
      'GET /admin/transactions/pdf/INV-2026-000312': () => ({
        status: 200,
        body: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
        headers: { 'content-disposition': 'attachment; filename="INV-2026-000312.pdf"' },
      }),
    });
    renderApp('/transaction/view/INV-2026-000312');
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('INV-2026-000312.pdf is saved.')).toBeDefined();
    expect(saved).toEqual(['INV-2026-000312.pdf']);
  });
});

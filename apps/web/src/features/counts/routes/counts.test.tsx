import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import { skuRow } from '@/test/sku-fixtures.ts';
import { count, countInReview, page } from '../testing/fixtures.ts';

// The SKUs a scan finds, as the catalogue answers them.
const sku = (code: string, client: string, tracking: 'none' | 'lot' = 'none') =>
  skuRow({
    id: `SKU-${code}`,
    code,
    name: `${code} goods`,
    user: {
      code: client,
      businessName: client === 'USR-000042' ? 'Kesar Naturals' : 'Mitti Snacks',
    },
    tracking,
  });

/** A scanner's Enter: down, then up, as the input takes one Enter per key press. */
function press(input: HTMLElement) {
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /admin/stock/counts': () =>
      ok(page([count(), { ...countInReview(), code: 'CNT-000003' }])),
    'GET /admin/warehouses/options': () =>
      ok([{ code: 'BOM-BHW1', name: 'Bhiwandi FC 1', isActive: true }]),
    ...extra,
  });
}

describe('/stock/counts', () => {
  test('lists counts with their bins and variance; only one awaiting review can be chosen', async () => {
    signInWith({ counts: { view: true, approve: true } });
    const server = serve();
    renderApp('/stock/counts?status=review');
    const row = (await screen.findByRole('link', { name: 'CNT-000003' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('2 of 2')).toBeDefined();
    expect(within(row).getByText('1 line: +0, −2')).toBeDefined();
    expect(within(row).getByText('Awaiting review')).toBeDefined();
    expect(screen.getByRole('checkbox', { name: 'Select CNT-000004' })).toHaveProperty(
      'disabled',
      true,
    );
    await waitFor(() =>
      expect(
        server.requests().find((request) => request.url === '/admin/stock/counts')?.params,
      ).toMatchObject({ status: 'review' }),
    );
  });
});

describe('/stock/counts/view/{code}', () => {
  test('while counting, what the books hold stays hidden', async () => {
    signInWith({ counts: { view: true, edit: true } });
    serve({ 'GET /admin/stock/counts/CNT-000004': () => ok(count()) });
    renderApp('/stock/counts/view/CNT-000004');
    const lines = await screen.findByRole('table', { name: 'Lines' });
    expect(within(lines).queryByText('At start')).toBeNull();
    expect(within(lines).getByText('48')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Count A-01-04' }).getAttribute('href')).toBe(
      '/stock/counts/scan?count=CNT-000004&bin=A-01-04',
    );
    expect(screen.queryByRole('button', { name: /Send for review/ })).toBeNull();
  });

  test('in review: the books beside the count, what moved meanwhile, and approval', async () => {
    signInWith({ counts: { view: true, approve: true } });
    const server = serve({
      'GET /admin/stock/counts/CNT-000004': () => ok(countInReview()),
      'POST /admin/stock/counts/approve': () =>
        ok({ results: [{ id: 'CNT-000004', outcome: 'approved' }] }),
    });
    renderApp('/stock/counts/view/CNT-000004');
    const lines = await screen.findByRole('table', { name: 'Lines' });
    const [, first, second] = within(lines).getAllByRole('row');
    expect(within(first as HTMLElement).getByText('-2')).toBeDefined();
    // Six left the bin while the count went on: moved, not missing.
    expect(within(second as HTMLElement).getByText('-6')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: /Approve/ }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('count corrections');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(server.requestsTo('POST /admin/stock/counts/approve')[0]?.body).toEqual({
        ids: ['CNT-000004'],
      }),
    );
  });
});

describe('/stock/counts/scan', () => {
  test('a bin counted by scanning: each scan one more, a client chosen, the server’s word at its line', async () => {
    signInWith({ counts: { view: true, edit: true }, products: { view: true } });
    let posts = 0;
    const server = serve({
      'GET /admin/stock/counts/CNT-000004': () => ok(count()),
      'GET /admin/skus/lookup': (request) => {
        const code = String(request.params?.code);
        if (code === '8901234567897')
          return ok({ items: [sku('KN-SAF-CR-50', 'USR-000042', 'lot')] });
        if (code === 'CHAKLI') {
          return ok({
            items: [sku('CHAKLI', 'USR-000042'), sku('CHAKLI', 'USR-000051')],
          });
        }
        return ok({ items: [] });
      },
      'POST /admin/stock/counts/CNT-000004/bins': () => {
        posts += 1;
        if (posts === 1) {
          return fail(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', [
            { path: 'lines.1.sku', message: 'CHAKLI is deactivated at Mitti Snacks' },
          ]);
        }
        return ok(count({ binsCounted: 2 }));
      },
    });
    renderApp('/stock/counts/scan?count=CNT-000004');
    fireEvent.click(await screen.findByRole('button', { name: 'Count A-01-04' }));
    const scan = await screen.findByRole('searchbox', { name: 'Scan the goods' });
    // The known lot's row counts the scans of its barcode.
    for (let times = 0; times < 2; times++) {
      await waitFor(() => expect((scan as HTMLInputElement).value).toBe(''));
      fireEvent.change(scan, { target: { value: '8901234567897' } });
      press(scan);
      await waitFor(() =>
        expect(
          (
            screen.getByRole('spinbutton', {
              name: 'Units of KN-SAF-CR-50 lot SC-1',
            }) as HTMLInputElement
          ).value,
        ).toBe(String(times + 1)),
      );
    }
    // The lot's own label counts on its row.
    fireEvent.change(scan, { target: { value: 'sc-1' } });
    press(scan);
    await waitFor(() =>
      expect(
        (
          screen.getByRole('spinbutton', {
            name: 'Units of KN-SAF-CR-50 lot SC-1',
          }) as HTMLInputElement
        ).value,
      ).toBe('3'),
    );
    // A code two clients use: the person chooses whose.
    fireEvent.change(scan, { target: { value: 'CHAKLI' } });
    press(scan);
    fireEvent.click(await screen.findByRole('button', { name: /Mitti Snacks/ }));
    expect(await screen.findByRole('spinbutton', { name: 'Units of CHAKLI' })).toBeDefined();
    fireEvent.change(scan, { target: { value: 'NOTHING' } });
    press(scan);
    expect(await screen.findByText('No SKU has the code or barcode NOTHING.')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Bin counted' }));
    expect(await screen.findByText('CHAKLI is deactivated at Mitti Snacks')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Bin counted' }));
    await waitFor(() =>
      expect(server.requestsTo('POST /admin/stock/counts/CNT-000004/bins')[1]?.body).toEqual({
        location: 'A-01-04',
        lines: [
          { userCode: 'USR-000042', sku: 'KN-SAF-CR-50', lot: 'SC-1', expiresOn: null, counted: 3 },
          { userCode: 'USR-000051', sku: 'CHAKLI', lot: null, expiresOn: null, counted: 1 },
        ],
      }),
    );
    expect(await screen.findByText('A-01-04 counted: 4 units.')).toBeDefined();
  });
});

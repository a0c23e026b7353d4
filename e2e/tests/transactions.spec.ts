import { readFile } from 'node:fs/promises';
import type { Response } from '@playwright/test';
import { chooseOption } from '../support/select.ts';
import { signInThroughApi } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

/** A downloaded CSV as rows of cells (RFC 4180: quoted fields may hold commas and quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index++) {
    const character = body[index];
    if (quoted) {
      if (character === '"' && body[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += character;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const count = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test('paid invoices of one method: the totals follow, every row and the CSV match', async ({
  page,
  context,
  baseURL,
}) => {
  await signInThroughApi(page, context, baseURL);
  await page.goto('/transaction?pageSize=100');
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const totals = page.getByRole('list', { name: 'Totals of the matching transactions' });
  await expect(totals.getByRole('listitem').first()).toContainText('invoices');
  const everything = await totals.textContent();

  // The totals and the page each answer in their own time, and the first filter's answers may
  // come after the second is chosen: wait for the answers to both filters.
  const bothFilters = (path: string) => (response: Response) => {
    const url = new URL(response.url());
    return (
      url.pathname === path &&
      url.searchParams.get('status') === 'paid' &&
      url.searchParams.get('method') === 'upi'
    );
  };
  const totalsAnswered = page.waitForResponse(bothFilters('/api/v1/admin/transactions/totals'));
  const pageAnswered = page.waitForResponse(bothFilters('/api/v1/admin/transactions'));
  await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('paid');
  await page.getByRole('combobox', { name: 'Filter by method' }).selectOption('upi');
  await expect(page).toHaveURL(/status=paid/);
  await expect(page).toHaveURL(/method=upi/);
  await totalsAnswered;
  const matching = (await (await pageAnswered).json()).data.total as number;

  // The totals are those of the filtered set now: fewer invoices, all of them paid.
  await expect(totals).not.toHaveText(everything ?? '');
  // Once drawn from the last answer: their invoices add up to what the list's answer counted.
  await expect
    .poll(async () =>
      (await totals.getByRole('listitem').allTextContents()).reduce(
        (sum, line) => sum + count(/ · ([\d,]+) invoices? · /.exec(line)?.[1] ?? '0'),
        0,
      ),
    )
    .toBe(matching);
  const lines = await totals.getByRole('listitem').allTextContents();
  expect(lines.length).toBeGreaterThan(0);
  let counted = 0;
  for (const line of lines) {
    const [, invoices, total, paid] =
      /^[A-Z]{3} · ([\d,]+) invoices? · (.+) total · (.+) paid · /.exec(line) ?? [];
    expect(invoices, line).toBeDefined();
    counted += count(invoices ?? '');
    // Only paid invoices: what was raised is what was paid, and nothing else is owed or back.
    expect(paid, line).toBe(total);
    for (const status of ['pending', 'failed', 'refunded']) {
      expect(line).toMatch(new RegExp(`[^\\d,.]0(\\.0+)? ${status}`));
    }
  }
  // The list's count comes with its page, which may answer after the totals.
  await expect
    .poll(async () => count(await page.getByText(/^[\d,]+ invoices?$/).textContent()))
    .toBe(counted);

  // Every row shown is a paid UPI invoice.
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) =>
    text.trim(),
  );
  const statusColumn = headers.findIndex((text) => text.startsWith('Status'));
  const methodColumn = headers.findIndex((text) => text.startsWith('Method'));
  expect(statusColumn).toBeGreaterThanOrEqual(0);
  expect(methodColumn).toBeGreaterThanOrEqual(0);
  const rows = table.getByRole('row');
  const shown = Math.min(counted, 100);
  await expect(rows).toHaveCount(shown + 1);
  // Read in one go: a call per cell would be two hundred round trips. A full page of the paid
  // invoices alone has as many rows as one of the paid UPI ones, so the rows are read until the
  // page of both filters is the one drawn.
  await expect
    .poll(() =>
      rows.evaluateAll(
        (elements, columns) =>
          elements.slice(1).map((row) => {
            const cells = row.querySelectorAll('td');
            return columns.map((column) => cells[column]?.textContent?.trim() ?? '');
          }),
        [statusColumn, methodColumn],
      ),
    )
    .toEqual(Array.from({ length: shown }, () => ['Paid', 'UPI']));

  // The CSV holds every invoice of the filters, not one page, and only paid UPI ones.
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV of transactions' }).click();
  const file = await waiting;
  expect(file.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...records] = parseCsv(await readFile(await file.path(), 'utf8'));
  expect(records).toHaveLength(counted);
  const status = header?.indexOf('Status') ?? -1;
  const method = header?.indexOf('Method') ?? -1;
  expect(records.every((record) => record[status] === 'Paid')).toBe(true);
  expect(records.every((record) => record[method] === 'UPI')).toBe(true);
});

test('a pending invoice: opened from the list, marked paid with a reference, its PDF downloaded', async ({
  page,
  context,
  baseURL,
}) => {
  await signInThroughApi(page, context, baseURL);
  await page.goto('/transaction?status=pending&sort=-createdAt');
  const table = page.getByRole('table', { name: 'Transactions' });
  const link = table
    .getByRole('row')
    .nth(1)
    .getByRole('link', { name: /^INV-\d{4}-\d{6,}$/ });
  const invoiceNumber = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/transaction/view/${invoiceNumber}$`));
  await expect(page.getByRole('heading', { name: `Invoice ${invoiceNumber}` })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Mark paid' }).click();
  const dialog = page.getByRole('dialog', { name: `Mark paid: ${invoiceNumber}` });
  await chooseOption(page, {
    picker: dialog.getByRole('combobox', { name: 'Payment method' }),
    option: 'Net banking',
    chosen: dialog.getByTitle('Net banking'),
  });
  await dialog.getByLabel('Payment reference').fill('NBHDFC0009876543');
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText(`${invoiceNumber} is marked paid.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByText('NBHDFC0009876543')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);

  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await waiting;
  expect(file.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // A whole document, not an error answer saved under its name.
  expect(bytes.length).toBeGreaterThan(1_000);
});

import type { Locator, Page } from '@playwright/test';
import { expectNoProblems, inLightTheme, openSettled, sharedPage } from '../support/shared-page.ts';
import { expect, test } from '../support/test.ts';

// A laptop's screen, with the sidebar open as it is by default.
const laptop = { width: 1440, height: 900 };

/**
 * Every list screen of the console (the features' screens.ts), with the column that names a
 * record, whose cells must read on one line, and the columns that must be in view without
 * scrolling sideways: the status and the row's actions, where the list has them.
 */
const lists = [
  { path: '/users', table: 'Users', code: 'Code', inView: ['Status', 'Actions'] },
  { path: '/packages', table: 'Packages', code: 'Code', inView: ['Status', 'Actions'] },
  { path: '/packages?tab=zones', table: 'Zones', code: 'Code', inView: ['Status', 'Actions'] },
  { path: '/transaction', table: 'Transactions', code: 'Invoice', inView: ['Status'] },
  { path: '/shipments', table: 'Shipments', code: 'Shipment', inView: ['Status', 'Actions'] },
  { path: '/receiving', table: 'Goods receipts', code: 'Id', inView: ['Status', 'Actions'] },
  { path: '/orders', table: 'B2B orders', code: 'Order', inView: ['Status'] },
  { path: '/skus', table: 'SKUs', code: 'SKU code', inView: ['Status', 'Actions'] },
  { path: '/team', table: 'Team members', code: 'Employee id', inView: ['Status', 'Actions'] },
  { path: '/setting/privileges', table: 'Roles', code: 'Name', inView: ['Actions'] },
  { path: '/setting/privileges?tab=audit', table: 'Audit log', code: 'When', inView: [] },
] as const;

/** The first row's cell under the column headed `title`. */
async function firstCellUnder(table: Locator, title: string): Promise<Locator> {
  await expect(table.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  const titles = (await table.getByRole('columnheader').allTextContents()).map((text) =>
    text.trim(),
  );
  const index = titles.indexOf(title);
  expect(index, `the table has a ${title} column`).toBeGreaterThanOrEqual(0);
  return table.getByRole('row').nth(1).getByRole('cell').nth(index);
}

/** How many lines a cell's text takes: its text's height over the cell's line height. */
function linesOf(cell: Locator): Promise<number> {
  return cell.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
    return Math.round(range.getBoundingClientRect().height / lineHeight);
  });
}

for (const list of lists) {
  test(`${list.path} at 1440 px: its columns are in view and its ${list.code} cells on one line`, async ({
    browser,
    baseURL,
  }) => {
    const shared = await sharedPage(browser, baseURL, { viewport: laptop });
    const page = await openSettled(shared, list.path);
    const table = page.getByRole('table', { name: list.table });
    // The rows have come (before them, one empty cell holds their place).
    const code = await firstCellUnder(table, list.code);
    await expect(code).toHaveText(/\S/);
    // Nothing of the table is past the window's right edge, its last column included.
    for (const title of [...list.inView, null]) {
      const header = title
        ? table.getByRole('columnheader', { name: title, exact: true })
        : table.getByRole('columnheader').last();
      const box = await header.boundingBox();
      expect(box, `the ${title ?? 'last'} column is drawn`).not.toBeNull();
      expect(box?.x ?? 0, `the ${title ?? 'last'} column starts in view`).toBeGreaterThanOrEqual(0);
      expect(
        (box?.x ?? 0) + (box?.width ?? 0),
        `the ${title ?? 'last'} column ends in view`,
      ).toBeLessThanOrEqual(laptop.width);
    }
    expect(await linesOf(code)).toBe(1);
    expectNoProblems(shared);
  });
}

/** The Revenue figure of the Analytical view's totals, and its card. */
function revenue(page: Page) {
  const card = page
    .getByRole('region', { name: 'Totals for the range' })
    .locator('dl')
    .filter({ has: page.getByText('Revenue', { exact: true }) });
  return { card, figure: card.locator('.dashboard-kpi-value') };
}

async function expectFits(element: Locator, what: string) {
  const { scrollWidth, clientWidth } = await element.evaluate((node) => ({
    scrollWidth: node.scrollWidth,
    clientWidth: node.clientWidth,
  }));
  expect(scrollWidth, `${what} fits its box`).toBeLessThanOrEqual(clientWidth);
}

test('the Analytical view’s revenue fits its card at 1440 px, dark and light', async ({
  browser,
  baseURL,
}) => {
  const shared = await sharedPage(browser, baseURL, { viewport: laptop });
  const page = await openSettled(shared, '/dashboard');
  await page.getByRole('radio', { name: 'Analytical' }).check();
  const { card, figure } = revenue(page);
  await expect(figure).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/theme-dark/);
  await expectFits(figure, 'the figure, dark');
  await expectFits(card, 'the card, dark');

  await inLightTheme(page, async () => {
    await expectFits(figure, 'the figure, light');
    await expectFits(card, 'the card, light');
  });
  await page.getByRole('radio', { name: 'Business' }).check();
  expectNoProblems(shared);
});

import type { Page } from '@playwright/test';
import { expectNoProblems, openSettled, sharedPage } from '../support/shared-page.ts';
import { expect, test } from '../support/test.ts';

// A phone held upright.
const phone = { width: 390, height: 844 };

/** Every kind of screen: lists, records, forms and the dashboard. */
const screens = [
  '/dashboard',
  '/users',
  '/users/view/USR-000001',
  '/users/new',
  '/packages',
  '/packages/view/GROWTH-M',
  '/packages/new',
  '/packages?tab=zones',
  '/transaction',
  '/shipments',
  '/shipments/new',
  '/orders',
  '/skus',
  '/skus/new',
  '/skus/SKU-000001',
  '/stock',
  '/stock/movements',
  '/stock/put-away',
  '/stock/put-away/scan?warehouse=BOM-BHW1',
  '/stock/adjustments',
  '/stock/adjustments/new',
  '/stock/transfers',
  '/stock/transfers/new',
  '/stock/counts',
  '/stock/counts/new',
  '/stock/counts/scan',
  '/team',
  '/team/new',
  '/setting/privileges',
  '/setting/privileges?tab=audit',
  '/setting/preferences',
];

/** Nothing scrolls sideways, and the header's greeting is whole or not shown at all. */
async function expectFitsThePhone(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page is no wider than the phone').toBeLessThanOrEqual(innerWidth);
  const greeting = await page
    .getByRole('banner')
    .getByText(/^Welcome back/)
    .evaluate((element) => ({
      shown: element.checkVisibility(),
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
  if (greeting.shown) {
    expect(greeting.scrollWidth, 'the greeting is not cut short').toBeLessThanOrEqual(
      greeting.clientWidth,
    );
  }
}

for (const path of screens) {
  test(`${path} at 390 px scrolls only downwards`, async ({ browser, baseURL }) => {
    const shared = await sharedPage(browser, baseURL, { viewport: phone });
    const page = await openSettled(shared, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFitsThePhone(page);
    expectNoProblems(shared);
  });
}

test('counting a receipt at 390 px keeps each line’s SKU in view, and the header at the top', async ({
  browser,
  baseURL,
}) => {
  const shared = await sharedPage(browser, baseURL, { viewport: phone });
  // The newest pending receipt: the receiving spec decides on the oldest ones.
  const page = await openSettled(shared, '/receiving?status=pending&sort=-id');
  await expectFitsThePhone(page);
  await page.getByRole('table', { name: 'Goods receipts' }).getByRole('link').first().click();
  const lines = page.getByRole('table', { name: 'Lines' });
  const firstCount = lines.getByRole('spinbutton').first();
  await expect(firstCount).toBeVisible();
  await expectFitsThePhone(page);

  // Scrolled sideways to the counts, the line's SKU is still there at the row's start.
  const sku = lines.getByRole('row').nth(1).getByRole('cell').first();
  await lines.evaluate((table) => {
    const box = table.parentElement;
    if (box) box.scrollLeft = box.scrollWidth;
  });
  await firstCount.scrollIntoViewIfNeeded();
  const frame = await lines.locator('..').boundingBox();
  const label = await sku.boundingBox();
  expect(label?.x, 'the SKU stays at the table’s start').toBeCloseTo(frame?.x ?? -1, 0);
  await expect(sku).toBeInViewport();

  // Far down the page, the header is still at the top of the window.
  await page.getByRole('button', { name: 'Save counts' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);
  expectNoProblems(shared);
});

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { chooseOption } from '../support/select.ts';
import { expectNoProblems, openSettled, sharedPage } from '../support/shared-page.ts';
import { signInThroughApi } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';
import { uniqueTag } from '../support/unique.ts';

test('create a warehouse, bulk-create 20 bins in its storage area and find them in its tree', async ({
  page,
  context,
  baseURL,
}) => {
  // Three screens, a dialog and a tree read node by node.
  test.slow();
  // A code of its own: another worker may run this spec's twin meanwhile.
  const code = `E2E-${uniqueTag().toUpperCase()}`.slice(0, 20);
  await signInThroughApi(page, context, baseURL);

  await page.goto('/warehouses/new');
  // By the whole label: "PIN code" and "Contact name" hold the same words.
  await page.getByRole('textbox', { name: /^\W*Code$/ }).fill(code);
  await page.getByRole('textbox', { name: /^\W*Name$/ }).fill('Ratnagiri cold store');
  await page.getByLabel('Contact name').fill('Prakash Sawant');
  await page.getByRole('textbox', { name: 'Phone' }).fill('98220 41551');
  await page.getByLabel('Address line 1').fill('14 Market Yard');
  await page.getByLabel('City').fill('Ratnagiri');
  await page.getByLabel('PIN code').fill('415612');
  await chooseOption(page, {
    picker: page.getByRole('combobox', { name: 'State' }),
    search: 'Maharashtra',
    option: 'Maharashtra',
    chosen: page.getByRole('main').getByTitle('Maharashtra', { exact: true }),
  });
  await expect(
    page.getByRole('checkbox', { name: 'Start with an area for each purpose' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Add warehouse' }).click();
  await expect(page).toHaveURL(new RegExp(`/warehouses/view/${code}$`));
  await expect(page.getByRole('heading', { name: 'Ratnagiri cold store' })).toBeVisible();

  // Its standard areas are its tree's top; the storage area holds nothing yet.
  const tree = page.getByRole('tree', { name: `Locations of ${code}` });
  const storage = tree.locator('.ant-tree-treenode', { hasText: 'STORAGE' });
  await expect(storage).toContainText('0 bins');
  await storage.getByText('STORAGE', { exact: true }).click();
  await page.getByRole('button', { name: 'Bulk create inside STORAGE' }).click();

  const dialog = page.getByRole('dialog', { name: 'Bulk create inside STORAGE' });
  await dialog.getByLabel('From code').fill('Z-01-01');
  await dialog.getByLabel('To code').fill('Z-04-05');
  // Counted in the browser as typed; then the server says none exists yet.
  await expect(dialog.getByText('20 locations: Z-01-01 to Z-04-05')).toBeVisible();
  await dialog.getByRole('button', { name: 'Check' }).click();
  await expect(dialog.getByText('None of the 20 codes exists yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create 20 locations' }).click();
  await expect(page.getByText('20 locations are created, Z-01-01 to Z-04-05.')).toBeVisible();

  // Their labels at once: a PDF with a page of 24 labels, their codes on it in walking order.
  const waiting = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Print 20 labels' }).click();
  const download = await waiting;
  expect(download.suggestedFilename()).toBe('location-labels-20.pdf');
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The tree is asked again: the storage area holds them, and opens onto them.
  await expect(storage).toContainText('20 bins · 20 inside');
  await storage.locator('.ant-tree-switcher').click();
  await expect(tree.getByText('Z-01-01', { exact: true })).toBeVisible();
  await expect(tree.getByText('Z-04-05', { exact: true })).toBeVisible();

  // A scanner types a code and presses Enter: the bin is found and marked.
  const search = page.getByRole('searchbox', { name: 'Find a location' });
  await search.fill('Z-03-02');
  await search.press('Enter');
  await expect(tree.locator('mark', { hasText: 'Z-03-02' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Actions on Z-03-02' })).toBeVisible();
});

// A phone held upright.
const phone = { width: 390, height: 844 };

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page is no wider than the phone').toBeLessThanOrEqual(innerWidth);
}

for (const path of ['/warehouses', '/warehouses/new', '/warehouses/view/BOM-BHW1', '/locations']) {
  test(`${path} at 390 px scrolls only downwards`, async ({ browser, baseURL }) => {
    const shared = await sharedPage(browser, baseURL, { viewport: phone });
    const page = await openSettled(shared, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
    expectNoProblems(shared);
  });
}

test('the Bhiwandi tree opens an area at 390 px without pushing the page sideways', async ({
  browser,
  baseURL,
}) => {
  const shared = await sharedPage(browser, baseURL, { viewport: phone });
  const page = await openSettled(shared, '/warehouses/view/BOM-BHW1');
  const tree = page.getByRole('tree', { name: 'Locations of BOM-BHW1' });
  const nodes = tree.locator('.ant-tree-treenode');
  await expect(nodes.first()).toBeVisible();
  const areas = await nodes.count();
  await nodes.filter({ hasText: 'STORAGE' }).first().locator('.ant-tree-switcher').click();
  await expect.poll(() => nodes.count()).toBeGreaterThan(areas);

  await expectNoSidewaysScroll(page);
  expectNoProblems(shared);
});

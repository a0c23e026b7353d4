import { signInThroughApi } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

// The sample operator's approved goods receipts are in stock from its first start: the list
// reads them as a warehouse would, by SKU, then by what one location holds.

test('stock on hand: a SKU searched across its locations, then one location’s contents', async ({
  page,
  context,
  baseURL,
}) => {
  await signInThroughApi(page, context, baseURL);
  await page.goto('/stock');
  const table = page.getByRole('table', { name: 'Stock on hand' });
  // The first row is the header's.
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  const totals = page.getByRole('list', { name: 'Totals of the matching stock' });
  await expect(totals).toContainText(' on hand');

  // The first row's SKU, typed into the search as a scanner would, then Enter.
  const sku = (await rows.first().locator('td a').first().innerText()).trim();
  const search = page.getByRole('searchbox', { name: 'Search stock' });
  await search.fill(sku);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(sku)}`));
  await expect(rows.first()).toContainText(sku);

  // Its location's link: what that place holds, whatever the SKU, and the scope clears.
  const place = rows.first().getByRole('link', { name: /^What .* holds$/ });
  const where = (await place.innerText()).trim();
  await place.click();
  await expect(page).toHaveURL(/[?&]location=LOC-\d+/);
  const scope = page.getByRole('button', { name: /^Clear the filter Location LOC-\d+$/ });
  await expect(scope).toBeVisible();
  // Once the list has the location's rows (the previous page stays while they load): every row
  // is of that place.
  await expect(async () => {
    const places = await rows.getByRole('link', { name: /^What .* holds$/ }).allInnerTexts();
    expect(places.length).toBeGreaterThan(0);
    expect(new Set(places.map((text) => text.trim()))).toEqual(new Set([where]));
  }).toPass();
  await scope.click();
  await expect(page).not.toHaveURL(/location=/);

  // The SKU's history: its receipts, line by line, from the supplier (and put away since).
  await rows.first().getByRole('link', { name: sku, exact: true }).click();
  await page.getByRole('link', { name: `Stock on hand of ${sku}` }).click();
  await page.getByRole('link', { name: 'How this stock moved' }).click();
  await expect(page).toHaveURL(/\/stock\/movements\?sku=SKU-\d+$/);
  const history = page.getByRole('table', { name: 'Stock movements' });
  const line = history
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .filter({ hasText: 'Goods receipt' })
    .first();
  await expect(line).toContainText('Goods receipt');
  await expect(line).toContainText('V-SUPPLIER');
  await expect(line).toContainText(sku);
});

import { signInThroughApi } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';
import { uniqueTag } from '../support/unique.ts';

/**
 * An EAN-13 no other run has made: 890 (India's GS1 prefix), nine digits of the clock, and
 * the GS1 check digit (digits weighted 1 and 3 from the left, to the next multiple of ten).
 */
function uniqueEan13(): string {
  const body = `890${String(Date.now() % 1_000_000_000).padStart(9, '0')}`;
  const sum = [...body].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1),
    0,
  );
  return `${body}${(10 - (sum % 10)) % 10}`;
}

test('add a SKU with two barcodes, then scan its EAN into the list: its view opens', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  const tag = uniqueTag().toUpperCase();
  const code = `E2E-${tag}`.slice(0, 40);
  const ean = uniqueEan13();
  await signInThroughApi(page, context, baseURL);

  await page.goto('/skus/new');
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.keyboard.type('USR-00001');
  // Deactivated businesses are offered but cannot be chosen.
  await page
    .locator('.ant-select-dropdown .ant-select-item-option:not(.ant-select-item-option-disabled)')
    .first()
    .click();
  await page.getByLabel('SKU code').fill(code);
  const product = page.getByRole('combobox', { name: 'Product' });
  await expect(product).toBeEnabled();
  await product.fill(`Jute tote ${tag}`);
  await page.getByLabel('Brand').fill('Haath Factory');
  await page.getByRole('textbox', { name: /^\W*Name$/ }).fill('Jute tote, natural, large');
  await page.getByLabel('Variant').fill('Natural, large');

  // A keyboard-wedge scanner types the code and presses Enter: the next barcode's field opens.
  await page.getByLabel('Barcode 1', { exact: true }).fill(ean);
  await page.getByLabel('Barcode 1', { exact: true }).press('Enter');
  await expect(page.getByLabel('Barcode 2', { exact: true })).toBeFocused();
  await page.keyboard.type(`HF-${tag}`);
  await page.getByRole('button', { name: 'Add SKU' }).click();

  await expect(page).toHaveURL(/\/skus\/SKU-\d+$/);
  const view = new URL(page.url()).pathname;
  await expect(
    page.getByRole('heading', { name: `${code} · Jute tote, natural, large` }),
  ).toBeVisible();
  const barcodes = page.getByRole('list', { name: 'Barcodes' });
  await expect(barcodes.getByRole('listitem').filter({ hasText: ean })).toContainText('EAN-13');
  await expect(barcodes.getByRole('listitem').filter({ hasText: `HF-${tag}` })).toContainText(
    'Other',
  );

  // At the list, the scanner reads the EAN into the search and presses Enter.
  await page.goto('/skus');
  await expect(page.getByRole('table', { name: 'SKUs' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search SKUs' });
  await search.fill(ean);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${view}$`));
  await expect(
    page.getByRole('heading', { name: `${code} · Jute tote, natural, large` }),
  ).toBeVisible();
});

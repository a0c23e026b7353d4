import { adminApi } from '../support/admin-api.ts';
import { signInThroughApi } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

// A small correction is posted at once: the units found are in stock on hand straight after,
// and the ledger names the adjustment.

test('units found on the floor: a small adjustment is posted and shows in stock at once', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.slow();
  await signInThroughApi(page, context, baseURL);
  // Its own cookie jar: signing in through the API leaves the browser's session alone.
  const api = await adminApi(request);
  // Where some sample stock sits: its client, SKU, warehouse and location.
  const answer = await api.get('/admin/stock?pageSize=100&purpose=receiving');
  // Of a SKU tracked by no lot: a found unit of a lot-tracked one names its lot.
  const [level] = (
    answer.items as Array<{
      sku: { tracking: string };
    }>
  ).filter((row) => row.sku.tracking === 'none') as unknown as Array<{
    user: { code: string; businessName: string };
    sku: { id: string; code: string };
    warehouse: { code: string; name: string };
    location: { code: string };
    onHand: number;
  }>;
  if (!level) throw new Error('the sample has no stock');

  await page.goto('/stock/adjustments/new');
  const choose = async (label: string, typed: string, option: string) => {
    const picker = page.getByRole('combobox', { name: label });
    await expect(picker).toBeEnabled();
    await picker.click();
    await page.keyboard.type(typed);
    await page.getByTitle(option, { exact: true }).click();
  };
  await choose('Client', level.user.code, `${level.user.businessName} (${level.user.code})`);
  await choose(
    'Warehouse',
    level.warehouse.code,
    `${level.warehouse.name} (${level.warehouse.code})`,
  );
  await page.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByTitle('Found', { exact: true }).click();
  // A scanner types the SKU's code and presses Enter; then the location's label.
  const sku = page.getByRole('combobox', { name: 'SKU of line 1' });
  await expect(sku).toBeEnabled();
  await sku.click();
  await page.keyboard.type(level.sku.code);
  await expect(page.getByTitle(new RegExp(`^${level.sku.code} · `))).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(sku.locator('xpath=ancestor::*[contains(@class,"ant-select")][1]')).toContainText(
    level.sku.code,
  );
  await page.getByRole('textbox', { name: 'Location of line 1' }).fill(level.location.code);
  await page.getByRole('spinbutton', { name: 'Change of line 1' }).fill('2');
  await page.getByLabel(/^Note/).fill('Two cartons found behind the dock racking.');
  await page.getByRole('button', { name: 'Raise adjustment' }).click();

  await expect(page).toHaveURL(/\/stock\/adjustments\/view\/ADJ-\d+$/);
  await expect(page.getByText(/^Posted at once/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lines' })).toContainText('+2');
  // The sidebar marks the adjustments, not the stock the path lies under.
  await expect(
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Adjustments', exact: true }),
  ).toHaveAttribute('aria-current', 'page');

  const after = await api.get(
    `/admin/stock?sku=${level.sku.id}&q=${encodeURIComponent(level.location.code)}`,
  );
  const onHand = (
    after.items as Array<{
      location: { code: string };
      warehouse: { code: string };
      onHand: number;
    }>
  )
    .filter(
      (row) =>
        row.location.code === level.location.code && row.warehouse.code === level.warehouse.code,
    )
    .reduce((sum, row) => sum + row.onHand, 0);
  expect(onHand).toBe(level.onHand + 2);
});

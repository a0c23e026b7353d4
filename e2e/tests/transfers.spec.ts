import { adminApi } from '../support/admin-api.ts';
import { signInThroughApi } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

// Goods on the road between two warehouses are taken in from the transfer's screen, in part;
// the rest stays in transit. Then units move bin to bin from the form, at once.

type Transfer = {
  code: string;
  status: string;
  units: number;
  received: number;
  to: { name: string };
  lines: Array<{ sku: { code: string }; quantity: number; received: number }>;
};

test('a transfer in transit received in part, and a bin to bin move made from the form', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.slow();
  await signInThroughApi(page, context, baseURL);
  const api = await adminApi(request);
  const [onTheRoad] = (await api.get('/admin/stock/transfers?status=in-transit'))
    .items as Transfer[];
  if (!onTheRoad) throw new Error('the sample has no transfer in transit');
  const line = onTheRoad.lines[0];
  if (!line || line.quantity < 2) throw new Error('the sample transfer moves too little');

  await page.goto('/stock/transfers?status=in-transit');
  await page.getByRole('link', { name: onTheRoad.code, exact: true }).click();
  await expect(
    page.getByText(`${onTheRoad.units} of ${onTheRoad.units} units are in transit to`),
  ).toBeVisible();
  await page
    .getByRole('spinbutton', { name: `Units of ${line.sku.code} arrived (line 1)` })
    .fill('1');
  await page.getByRole('button', { name: 'Receive' }).click();
  await expect(
    page.getByText(`${onTheRoad.units - 1} of ${onTheRoad.units} units are in transit to`),
  ).toBeVisible();
  const after = (await api.get(`/admin/stock/transfers/${onTheRoad.code}`)) as Transfer;
  expect(after).toMatchObject({ status: 'partly-received', received: 1 });

  // Bin to bin: units of a sample bin to its neighbour, typed as a scanner would.
  const [held] = (await api.get('/admin/stock?purpose=storage&pageSize=50')).items.filter(
    (level: { sku: { tracking: string }; available: number; location: { kind: string } }) =>
      level.sku.tracking === 'none' && level.available >= 2 && level.location.kind === 'bin',
  ) as Array<{
    user: { code: string; businessName: string };
    sku: { code: string };
    warehouse: { code: string; name: string };
    location: { code: string };
  }>;
  if (!held) throw new Error('the sample has no stock in a bin');
  const bins = (
    await api.get(`/admin/locations?warehouse=${held.warehouse.code}&kind=bin&pageSize=5`)
  ).items as Array<{ code: string }>;
  const target = bins.find((bin) => bin.code !== held.location.code);
  if (!target) throw new Error('the warehouse has one bin');

  await page.goto('/stock/transfers/new');
  const choose = async (label: string, typed: string, option: string) => {
    const picker = page.getByRole('combobox', { name: label });
    await expect(picker).toBeEnabled();
    await picker.click();
    await page.keyboard.type(typed);
    await page.getByTitle(option, { exact: true }).click();
  };
  await choose('Client', held.user.code, `${held.user.businessName} (${held.user.code})`);
  await choose('Warehouse', held.warehouse.code, `${held.warehouse.name} (${held.warehouse.code})`);
  const sku = page.getByRole('combobox', { name: 'SKU of line 1' });
  await sku.click();
  await page.keyboard.type(held.sku.code);
  await expect(page.getByTitle(new RegExp(`^${held.sku.code} · `))).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(sku.locator('xpath=ancestor::*[contains(@class,"ant-select")][1]')).toContainText(
    held.sku.code,
  );
  await page.getByRole('textbox', { name: 'From location of line 1' }).fill(held.location.code);
  await page.getByRole('textbox', { name: 'To location of line 1' }).fill(target.code);
  await page.getByRole('spinbutton', { name: 'Units of line 1' }).fill('2');
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page).toHaveURL(/\/stock\/transfers\/view\/TRF-\d+$/);
  await expect(page.getByRole('table', { name: 'Lines' })).toContainText(target.code);
  await expect(page.getByText('Done', { exact: true })).toBeVisible();
});

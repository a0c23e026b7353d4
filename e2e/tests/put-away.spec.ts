import { adminApi } from '../support/admin-api.ts';
import { signInThroughApi } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

// On a phone held in one hand, with a scanner typing codes and pressing Enter: the goods are
// scanned, a suggested bin is tapped for some units, the rest go to a bin scanned by its label,
// and the receiving area holds none of the task afterwards.

type Task = {
  id: number;
  receipt: { id: string };
  sku: { code: string; tracking: string };
  warehouse: { code: string };
  remaining: number;
};

test('a task split across two bins on a phone, by scanning', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page, context, baseURL);
  const api = await adminApi(request);
  const open = (await api.get('/admin/stock/put-away?pageSize=100')).items as Task[];
  const task = open.find((each) => each.sku.tracking === 'none' && each.remaining > 1);
  if (!task) throw new Error('the sample has no open put-away task');

  await page.goto(`/stock/put-away/scan?warehouse=${task.warehouse.code}`);
  const goods = page.getByRole('searchbox', { name: 'Scan the goods' });
  await expect(goods).toBeFocused();
  await page.keyboard.type(task.sku.code);
  await page.keyboard.press('Enter');
  // Several receipts may hold the SKU: the one of this task is tapped.
  const card = page.getByRole('region', { name: `Task ${task.id}` });
  const choice = page.getByRole('button', { name: new RegExp(`from ${task.receipt.id}:`) });
  await expect(card.or(choice).first()).toBeVisible();
  if (await choice.isVisible()) await choice.click();
  await expect(card).toContainText(`To put away: ${task.remaining}`);

  // One unit into the first bin suggested.
  const suggested = page.getByRole('region', { name: 'Suggested bins' }).getByRole('button');
  await expect(suggested.first()).toBeVisible();
  const firstBin = ((await suggested.first().getAttribute('aria-label')) ?? '')
    .replace(/^Use /, '')
    .split(':')[0];
  await suggested.first().click();
  const units = page.getByRole('spinbutton', { name: 'Units' });
  await units.fill('1');
  await page.getByRole('button', { name: 'Put away' }).click();
  await expect(card).toContainText(`To put away: ${task.remaining - 1}`);

  // The rest into the same bin, scanned: the bin field waits with the focus; its label's code
  // and Enter, then the units (all that is left, filled in) and Enter.
  await expect(page.getByRole('textbox', { name: 'Bin' })).toBeFocused();
  await page.keyboard.type(firstBin ?? '');
  await page.keyboard.press('Enter');
  await expect(units).toBeFocused();
  await expect(units).toHaveValue(String(task.remaining - 1));
  await page.keyboard.press('Enter');
  // Done: back to scanning goods.
  await expect(goods).toBeVisible();

  const after = (await api.get(`/admin/stock/put-away/${task.id}`)) as Task;
  expect(after.remaining).toBe(0);
  const moves = await api.get(
    `/admin/stock/movements?kind=put-away&q=${encodeURIComponent(task.receipt.id)}&pageSize=100`,
  );
  const moved = (
    moves.items as Array<{ sku: { code: string }; to: { code: string }; quantity: number }>
  )
    .filter((line) => line.sku.code === task.sku.code && line.to.code === firstBin)
    .reduce((sum, line) => sum + line.quantity, 0);
  expect(moved).toBeGreaterThanOrEqual(task.remaining);
  // Nothing on the page scrolls sideways on the phone.
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});

import { adminApi } from '../support/admin-api.ts';
import { signInThroughApi } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

// On a phone with a scanner: a bin of the sample's open count is counted by scanning each SKU
// on the books once; the count awaiting review is approved by someone who neither began nor
// counted it, and its variance is posted as a count correction.

type Count = {
  code: string;
  status: string;
  places: Array<{ location: { code: string }; countedAt: string | null }>;
  lines: Array<{
    location: { code: string };
    sku: { code: string };
    lot: { number: string } | null;
    counted: number | null;
    variance: number | null;
  }>;
  adjustments: string[];
};

test('a bin counted by scanning on a phone, and a count approved into adjustments', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page, context, baseURL);
  const api = await adminApi(request);
  const [open] = (await api.get('/admin/stock/counts?status=counting')).items as Count[];
  if (!open) throw new Error('the sample has no count being counted');
  const count = (await api.get(`/admin/stock/counts/${open.code}`)) as Count;
  const bin = count.places.find((place) => !place.countedAt)?.location.code;
  if (!bin) throw new Error('the sample count has every bin counted');
  // One scan of each untracked SKU on the books there (a lot's row is typed on, not scanned).
  const skus = [
    ...new Set(
      count.lines
        .filter((line) => line.location.code === bin && !line.lot)
        .map((line) => line.sku.code),
    ),
  ];

  await page.goto('/stock/counts/scan');
  await page.getByRole('button', { name: new RegExp(open.code) }).click();
  const binInput = page.getByRole('searchbox', { name: 'Scan the bin' });
  await expect(binInput).toBeFocused();
  await page.keyboard.type(bin.toLowerCase());
  await page.keyboard.press('Enter');
  const goods = page.getByRole('searchbox', { name: 'Scan the goods' });
  await expect(goods).toBeFocused();
  for (const sku of skus) {
    await page.keyboard.type(sku);
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('spinbutton', { name: `Units of ${sku}`, exact: true }),
    ).toHaveValue('1');
    await expect(goods).toHaveValue('');
  }
  await page.getByRole('button', { name: /^Bin (counted|is empty)$/ }).click();
  await expect(page.getByText(`${bin} counted:`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Count again ${bin}` })).toBeVisible();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  const after = (await api.get(`/admin/stock/counts/${open.code}`)) as Count;
  for (const sku of skus) {
    expect(
      after.lines.find((line) => line.location.code === bin && line.sku.code === sku)?.counted,
    ).toBe(1);
  }

  // The count awaiting review, approved from its screen.
  const [review] = (await api.get('/admin/stock/counts?status=review')).items as Count[];
  if (!review) throw new Error('the sample has no count awaiting review');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/stock/counts/view/${review.code}`);
  await expect(page.getByRole('table', { name: 'Lines' })).toContainText('Variance');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/^Posted by /)).toBeVisible();
  const posted = (await api.get(`/admin/stock/counts/${review.code}`)) as Count;
  expect(posted.status).toBe('posted');
  expect(posted.adjustments.length).toBeGreaterThan(0);
  await page.getByRole('link', { name: posted.adjustments[0] }).click();
  await expect(page.getByText('Count correction').first()).toBeVisible();
});

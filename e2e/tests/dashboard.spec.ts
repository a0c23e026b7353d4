import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { signInThroughApi } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

/** A card's large figure, as a number ("1,284" → 1284). */
async function figureOf(card: Locator): Promise<number> {
  const value = card.locator('.dashboard-kpi-value');
  await expect(value).toHaveText(/\d/);
  return Number(((await value.textContent()) ?? '').replace(/[^\d.]/g, ''));
}

/** Whether Chart.js has painted anything on a chart's canvas. */
async function painted(page: Page, chart: Locator): Promise<boolean> {
  await expect(chart).toBeVisible();
  const handle = await chart.elementHandle();
  return page.evaluate((canvas) => {
    if (!(canvas instanceof HTMLCanvasElement) || canvas.width === 0) return false;
    const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
    return pixels?.some((channel) => channel !== 0) ?? false;
  }, handle);
}

/** Whether a chart's canvas holds a pixel of this colour (a bar drawn in it). */
async function paintedIn(page: Page, chart: Locator, hex: string) {
  const handle = await chart.elementHandle();
  return page.evaluate(
    ({ canvas, hex }) => {
      if (!(canvas instanceof HTMLCanvasElement)) return false;
      const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
      if (!pixels) return false;
      const [red, green, blue] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
      for (let index = 0; index < pixels.length; index += 4) {
        const distance =
          Math.abs((pixels[index] ?? 0) - (red ?? 0)) +
          Math.abs((pixels[index + 1] ?? 0) - (green ?? 0)) +
          Math.abs((pixels[index + 2] ?? 0) - (blue ?? 0));
        if (distance < 6) return true;
      }
      return false;
    },
    { canvas: handle, hex },
  );
}

/**
 * Changes the primary colour as another tab would (the stored settings and a storage event),
 * leaving the time of the last change alone so nothing is sent to the server; answers the
 * colour it replaced.
 */
async function choosePrimaryColour(page: Page, hex: string): Promise<string> {
  return page.evaluate((primaryColorHex) => {
    const key = 'theme-configuration';
    const settings = JSON.parse(localStorage.getItem(key) ?? '{}');
    const next = JSON.stringify({ ...settings, primaryColorHex });
    localStorage.setItem(key, next);
    window.dispatchEvent(
      new StorageEvent('storage', { key, newValue: next, storageArea: localStorage }),
    );
    return String(settings.primaryColorHex);
  }, hex);
}

/** Serious or critical axe findings within the dashboard itself (the shell has its own spec). */
const dashboardViolations = (page: Page) =>
  seriousViolations(page, { within: 'section.dashboard' });

test('the dashboard: today’s figures, the trends per month, and a card’s filtered list', async ({
  page,
  context,
  baseURL,
}) => {
  await signInThroughApi(page, context, baseURL);
  await page.goto('/dashboard');
  // The header's switch decides the view; a fresh browser starts on Business.
  await expect(page.getByRole('radio', { name: 'Business' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Business view' })).toBeVisible();

  expect(await figureOf(page.getByRole('region', { name: 'Active users' }))).toBeGreaterThan(0);
  expect(await figureOf(page.getByRole('region', { name: 'Active plans' }))).toBeGreaterThan(0);
  const receipts = page.getByRole('region', { name: 'Receipts awaiting approval' });
  expect(await figureOf(receipts)).toBeGreaterThan(0);
  const perDay = page.getByRole('img', {
    name: /^Orders per day over the last 30 days: bar chart/,
  });
  await expect.poll(() => painted(page, perDay)).toBe(true);
  // The figures behind the chart, a row per day.
  await expect(
    page
      .getByRole('table', { name: 'Orders per day over the last 30 days', includeHidden: true })
      .locator('tbody tr'),
  ).toHaveCount(30);
  expect(await dashboardViolations(page)).toEqual([]);
  // The charts follow the theme: a new primary colour redraws them in it.
  const primary = await choosePrimaryColour(page, '#d4380d');
  await expect.poll(() => paintedIn(page, perDay, '#d4380d')).toBe(true);
  await choosePrimaryColour(page, primary);
  await expect.poll(() => paintedIn(page, perDay, primary)).toBe(true);

  await page.getByRole('radio', { name: 'Analytical' }).click();
  await expect(page.getByRole('heading', { name: 'Analytical view' })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Totals for the range' });
  await expect(totals).toBeVisible();
  const daily = page.getByRole('img', { name: /^Orders per day: bar chart/ });
  await expect.poll(() => painted(page, daily)).toBe(true);
  await expect(page.getByRole('img', { name: /^Revenue per day/ })).toBeVisible();
  expect(await dashboardViolations(page)).toEqual([]);
  await expect(page.getByRole('img', { name: /^On-time dispatch rate per day/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Receipt rejection rate per day/ })).toBeVisible();
  const ordersTable = page.getByRole('table', {
    name: /^Orders per (day|month)$/,
    includeHidden: true,
  });
  await expect(ordersTable.locator('tbody tr')).toHaveCount(30);

  await page.getByRole('radio', { name: 'Month' }).click();
  await expect(page).toHaveURL(/[?&]granularity=month(&|$)/);
  const monthly = page.getByRole('img', { name: /^Orders per month: bar chart/ });
  await expect.poll(() => painted(page, monthly)).toBe(true);
  // The last 30 days touch two months, or one on a month's last day.
  const months = await ordersTable.locator('tbody tr').count();
  expect(months).toBeGreaterThanOrEqual(1);
  expect(months).toBeLessThanOrEqual(2);

  await page.getByRole('radio', { name: 'Business' }).click();
  await receipts.getByRole('link', { name: 'View receipts awaiting approval' }).click();
  await expect(page).toHaveURL(/\/receiving\?status=pending$/);
  await expect(page.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('pending');
});

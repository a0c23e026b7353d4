import type { BrowserContext, Page } from '@playwright/test';
import { adminApi, apiAs, matrix, memberWithRole } from '../support/admin-api.ts';
import { consoleReady } from '../support/console-ready.ts';
import { signInThroughApi } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';
import { uniqueTag } from '../support/unique.ts';

const SIDEBAR_COOKIE = 'react-resizable-panels:collapsed';

async function sidebarWidth(page: Page): Promise<number> {
  const sider = page.locator('.ant-layout-sider');
  if ((await sider.count()) === 0) return 0;
  return (await sider.boundingBox())?.width ?? 0;
}

async function sidebarCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === SIDEBAR_COOKIE)?.value;
}

test.describe('on a wide screen (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the sidebar is 260 px, collapses to 60, keeps its state in the cookie across reloads', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInThroughApi(page, context, baseURL);
    await page.goto('/dashboard');
    await expect.poll(() => sidebarWidth(page)).toBe(260);
    await expect(page.getByRole('link', { name: /dashboard/i }).first()).toHaveText(/Depot/);

    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(() => sidebarWidth(page)).toBe(60);
    expect(await sidebarCookie(context)).toBe('true');
    await expect(page.getByRole('link', { name: /dashboard/i }).first()).toHaveText('D');

    await page.reload();
    await expect.poll(() => sidebarWidth(page)).toBe(60);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(() => sidebarWidth(page)).toBe(260);
    expect(await sidebarCookie(context)).toBe('false');
    await page.reload();
    await expect.poll(() => sidebarWidth(page)).toBe(260);
  });

  test('Ctrl+Left collapses and Ctrl+Right expands', async ({ page, context, baseURL }) => {
    await signInThroughApi(page, context, baseURL);
    await page.goto('/dashboard');
    await expect.poll(() => sidebarWidth(page)).toBe(260);
    await consoleReady(page);
    await page.keyboard.press('Control+ArrowLeft');
    await expect.poll(() => sidebarWidth(page)).toBe(60);
    await page.keyboard.press('Control+ArrowRight');
    await expect.poll(() => sidebarWidth(page)).toBe(260);
  });
});

for (const width of [1024, 800]) {
  test.describe(`below laptop width (${width} px)`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the sidebar takes no room, opens over the page and closes after navigating', async ({
      page,
      context,
      baseURL,
    }) => {
      await signInThroughApi(page, context, baseURL);
      await page.goto('/dashboard');
      await expect(page.getByText('Welcome back, Administrator')).toBeVisible();
      expect(await sidebarWidth(page)).toBe(0);

      await page.getByRole('button', { name: 'Open navigation' }).click();
      const navigation = page.getByRole('dialog', { name: 'Navigation' });
      await expect(navigation).toBeVisible();
      await navigation.getByText('Team', { exact: true }).click();
      await expect(page).toHaveURL(/\/team$/);
      await expect(navigation).toBeHidden();
      expect(await sidebarWidth(page)).toBe(0);
    });
  });
}

test.describe('theme', () => {
  test('is dark by default, as a class on the body', async ({ page, context, baseURL }) => {
    await signInThroughApi(page, context, baseURL);
    await page.goto('/dashboard');
    await expect(page.locator('body')).toHaveClass(/theme-dark/);
    await expect(page.locator('body')).not.toHaveClass(/theme-light/);
  });

  test('system follows the operating system’s colour scheme live', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInThroughApi(page, context, baseURL);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/setting/preferences');
    await page.getByRole('radiogroup', { name: 'Theme' }).getByText('System').click();
    await expect(page.locator('body')).toHaveClass(/theme-light/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('body')).toHaveClass(/theme-dark/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('body')).toHaveClass(/theme-light/);
    await page.getByRole('radiogroup', { name: 'Theme' }).getByText('Dark').click();
  });

  test('a new primary colour is spread into ten variables of opacity 0.1 to 1', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInThroughApi(page, context, baseURL);
    await page.goto('/setting/preferences');
    await page.getByRole('radiogroup', { name: 'Primary colour' }).getByText('Green').click();
    const shades = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return [10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((step) =>
        style.getPropertyValue(`--primary-${step}`).trim(),
      );
    });
    expect(shades).toEqual(
      [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1].map(
        (alpha) => `rgba(22, 163, 74, ${alpha})`,
      ),
    );
    await page.getByRole('radiogroup', { name: 'Primary colour' }).getByText('Blue').click();
  });

  test('preferences survive signing out and signing in in a fresh browser', async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    await signInThroughApi(page, context, baseURL);
    await page.goto('/setting/preferences');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/change-settings') && response.ok(),
    );
    await page.getByRole('radiogroup', { name: 'Theme' }).getByText('Light').click();
    await saved;
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);

    const fresh = await browser.newContext({ baseURL });
    const freshPage = await fresh.newPage();
    await signInThroughApi(freshPage, fresh, baseURL);
    await freshPage.goto('/dashboard');
    await expect(freshPage.locator('body')).toHaveClass(/theme-light/);
    const stored = await freshPage.evaluate(() =>
      JSON.parse(localStorage.getItem('theme-configuration') ?? '{}'),
    );
    expect(stored.theme).toBe('light');
    await freshPage.goto('/setting/preferences');
    const back = freshPage.waitForResponse(
      (response) => response.url().endsWith('/change-settings') && response.ok(),
    );
    await freshPage.getByRole('radiogroup', { name: 'Theme' }).getByText('Dark').click();
    await back;
    await fresh.close();
  });
});

test('Mark all as read empties the notification count', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // A member of their own, told of one thing: a report they downloaded. An administrator is
  // told of every receipt raised, by any worker, at any moment (between the marking and the
  // reload, say); this member may neither approve receipts nor view users, so nothing else is
  // announced to them.
  const run = uniqueTag();
  const { account } = await memberWithRole(
    request,
    {
      email: `report.reader.${run}@sahyadrifulfilment.in`,
      fullName: 'Nandini Reader',
      password: 'report reader long passphrase',
    },
    {
      key: `report-reader-${run}`,
      name: `Report reader ${run}`,
      granted: ['dashboard.view', 'reports.view', 'reports.export'],
    },
  );
  const member = await apiAs(request, account);
  await member.download('/admin/reports/download-b2b-order-report', {
    reportName: 'Returned orders',
    filters: { status: 'returned' },
  });
  // The notice is raised once the file has been sent, just after the answer.
  await expect.poll(async () => (await member.get('/admin/notifications')).unreadCount).toBe(1);

  await signInThroughApi(page, context, baseURL, account);
  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: 'Notifications' });
  await expect(bell).toHaveAccessibleDescription('1 unread');
  await bell.click();
  const drawer = page.getByRole('dialog', { name: /notifications/i });
  await drawer.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleDescription('0 unread');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications' })).toHaveAccessibleDescription(
    '0 unread',
  );
});

test('the confirm dialog has the documented defaults and leaves the page after closing', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const api = await adminApi(request);
  await api.post('/admin/roles', {
    key: 'seasonal-helper',
    name: 'Seasonal helper',
    permissions: matrix('dashboard.view'),
  });
  await signInThroughApi(page, context, baseURL);
  await page.goto('/setting/privileges');
  await page.getByRole('button', { name: /delete seasonal helper/i }).click();

  const dialog = page.getByRole('dialog').filter({ hasText: 'Confirm' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  const wrap = page.locator('.ant-modal-wrap').filter({ has: dialog });
  await expect(wrap).toHaveClass(/ant-modal-centered/);
  expect(await wrap.evaluate((element) => getComputedStyle(element).zIndex)).toBe('2000');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('.ant-modal-root')).toHaveCount(0);
});

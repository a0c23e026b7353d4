import type { APIRequestContext, Page } from '@playwright/test';
import { admin } from '../support/admin.ts';
import { apiAs, everyPermission, memberWithRole } from '../support/admin-api.ts';
import { seriousViolations } from '../support/axe.ts';
import { inLightTheme, type SharedPage, sharedPage } from '../support/shared-page.ts';
import { signInThroughApi } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';
import { uniqueTag } from '../support/unique.ts';

// Sixty-odd screens, each looked at alone and changing nothing shared: both workers take them,
// rather than one worker spending the whole run on this file.
test.describe.configure({ mode: 'parallel' });

const signedOutScreens = [
  '/login',
  '/forgot-password',
  '/reset-password?token=not-a-real-token-but-long-enough',
];
const signedInScreens = [
  '/dashboard',
  '/transaction',
  '/users',
  '/users/new',
  '/users/view/USR-000001',
  '/users/edit/USR-000001',
  '/users/view-plan/USR-000001',
  '/packages',
  '/packages/new',
  '/packages/view/GROWTH-M',
  '/packages?tab=zones',
  '/team',
  '/team/new',
  '/team/view/EMP-0002',
  '/team/edit/EMP-0002',
  '/setting',
  '/setting/preferences',
  '/setting/notification',
  '/setting/privileges',
  '/setting/privileges/new',
  '/setting/privileges/finance/view',
  '/setting/privileges/finance/edit',
  '/no-such-page',
];

/**
 * What a theme changes is colour: with the other theme applied, axe looks again with these
 * rules only, since every other rule reads structure, names and roles, which stay as they were.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function settledViolations(page: Page, rules?: readonly string[]) {
  // A colour caught halfway through a transition (a menu entry turning selected) is neither
  // its start nor its end, so axe looks once transitions have settled.
  // Controls stay disabled (and greyed) while their data loads: look once the screen settled.
  // The shell marks main busy while any request is in flight, and a part of the screen marks
  // itself busy while its controls wait for data that has not been asked for yet. Until the
  // console has taken the page over (#root loses `inert`), what shows is the frame the server
  // drew, with nothing busy yet: on a busy machine its code can take seconds to start asking.
  // All three at once, in one frame: each can turn again while another is awaited.
  await page.waitForFunction(
    () =>
      !document.getElementById('root')?.hasAttribute('inert') &&
      document.querySelector('main[aria-busy="true"], main [aria-busy="true"]') === null &&
      document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );
  return seriousViolations(page, { rules });
}

test.describe('axe finds no serious or critical violation', () => {
  // The reset screen checks its made-up token and the server refuses it (400).
  test.use({ allowedConsoleErrors: [/status of 400/] });

  for (const path of signedOutScreens) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await settledViolations(page)).toEqual([]);
    });
  }

  for (const path of signedInScreens) {
    test(`on ${path}, signed in, dark then light`, async ({ browser, baseURL }) => {
      await lookAt(await sharedPage(browser, baseURL), path);
    });
  }
});

/**
 * Looks at `path` in the theme the account's page opens in (the administrator's is the default,
 * dark), then in the light theme: switched in place, as when the person changes it in another
 * tab, which saves a second load of every screen. The stored settings are put back afterwards,
 * unannounced, so the next look opens dark again.
 */
async function lookAt(watched: SharedPage, path: string) {
  const { page, problems } = watched;
  problems.length = 0;
  await page.goto(path);
  await expect(page.locator('body')).toHaveClass(/theme-dark/);
  expect(await settledViolations(page), 'dark').toEqual([]);
  await inLightTheme(page, async () => {
    expect(await settledViolations(page, COLOUR_RULES), 'light').toEqual([]);
  });
  expect(problems, 'the page logged errors or threw').toEqual([]);
}

/**
 * A member allowed everything whose saved preferences say light: signing in brings the light
 * theme to the browser as it would for a real person, on a fresh load of each screen.
 */
async function lightThemeAccount(request: APIRequestContext) {
  // A worker restarted after a failure makes its own member rather than meet the first's role.
  const run = uniqueTag();
  const { account } = await memberWithRole(
    request,
    {
      email: `light.theme.${run}@sahyadrifulfilment.in`,
      fullName: 'Lata Theme',
      password: 'light theme long passphrase',
    },
    { key: `light-theme-${run}`, name: `Light theme ${run}`, granted: everyPermission },
  );
  const api = await apiAs(request, account);
  await api.post('/admin/settings/change-settings', { preferences: { theme: 'light' } });
  return account;
}

test('the look finds a violation when there is one', async ({ browser, baseURL }) => {
  // Without this, a look that silently ran no rule would pass every screen. The image goes
  // outside the console's root, where nothing the screen draws later can take it away.
  const { page } = await sharedPage(browser, baseURL);
  await page.goto('/dashboard');
  expect(await settledViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    image.width = 24;
    image.height = 24;
    document.body.append(image);
  });
  expect((await seriousViolations(page)).map((line) => line.split(':')[0])).toContain('image-alt');
});

test.describe('axe finds no serious or critical violation in the light theme, loaded as such', () => {
  test('on the dashboard, signed in with light saved', async ({ browser, baseURL, request }) => {
    const { page, problems } = await sharedPage(browser, baseURL, {
      account: await lightThemeAccount(request),
    });
    await page.goto('/dashboard');
    await expect(page.locator('body')).toHaveClass(/theme-light/);
    await page.waitForLoadState('networkidle');
    expect(await settledViolations(page)).toEqual([]);
    expect(problems, 'the page logged errors or threw').toEqual([]);
  });

  test('on /login', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme-configuration', JSON.stringify({ theme: 'light' }));
    });
    await page.goto('/login');
    await expect(page.locator('body')).toHaveClass(/theme-light/);
    await page.waitForLoadState('networkidle');
    expect(await settledViolations(page)).toEqual([]);
  });
});

test.describe('axe finds no serious or critical violation in overlays and steps', () => {
  test('on /otp-verification, the code step of signing in', async ({ page }) => {
    const account = admin();
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/otp-verification/);
    await expect(page.getByLabel('Verification code')).toBeVisible();
    expect(await settledViolations(page)).toEqual([]);
  });

  test('in the notification drawer', async ({ browser, baseURL }) => {
    const { page } = await sharedPage(browser, baseURL);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByRole('dialog', { name: /notifications/i })).toBeVisible();
    expect(await settledViolations(page)).toEqual([]);
  });

  test('in the column chooser', async ({ browser, baseURL }) => {
    const { page } = await sharedPage(browser, baseURL);
    await page.goto('/team');
    await page.getByRole('button', { name: 'Columns' }).click();
    await expect(page.getByRole('dialog', { name: 'Columns of the team list' })).toBeVisible();
    expect(await settledViolations(page)).toEqual([]);
  });

  test('in a confirm dialog', async ({ browser, baseURL }) => {
    const { page } = await sharedPage(browser, baseURL);
    await page.goto('/setting/privileges');
    await page
      .getByRole('button', { name: /^delete /i })
      .first()
      .click();
    await expect(page.getByRole('dialog').filter({ hasText: 'Confirm' })).toBeVisible();
    expect(await settledViolations(page)).toEqual([]);
  });

  test.describe('below laptop width', () => {
    test.use({ viewport: { width: 800, height: 900 } });

    test('in the navigation drawer', async ({ page, context, baseURL }) => {
      await signInThroughApi(page, context, baseURL);
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
      expect(await settledViolations(page)).toEqual([]);
    });
  });
});

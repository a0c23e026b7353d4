import type { BrowserContext } from '@playwright/test';
import { signInOnScreen, signInThroughApi } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';
import { expiredCopyOf } from '../support/tokens.ts';

const sessionCookies = [
  'access_token',
  'csrf_secret',
  'refresh_token',
  'X-CSRF-Token',
  'permissions_token',
];

async function cookieNames(context: BrowserContext) {
  return (await context.cookies()).map((cookie) => cookie.name);
}

test('sign-in with the mailed code lands where the visitor was going, with the documented cookies', async ({
  page,
  context,
}) => {
  await page.goto('/users/view/42/address');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fusers%2Fview%2F42%2Faddress/);

  await signInOnScreen(page);

  await expect(page).toHaveURL(/\/users\/view\/42\/address$/);
  await expect(page.getByText('Welcome back, Administrator')).toBeVisible();
  const cookies = await context.cookies();
  const accessToken = cookies.find((cookie) => cookie.name === 'access_token');
  expect(accessToken?.path).toBe('/');
  expect(accessToken?.expires).toBe(-1); // no expiry (docs/BEHAVIOUR.md §4)
  expect(cookies.find((cookie) => cookie.name === 'permissions_token')).toBeDefined();
  expect(cookies.find((cookie) => cookie.name === 'refresh_token')?.httpOnly).toBe(true);
  expect(cookies.find((cookie) => cookie.name === 'csrf_secret')?.httpOnly).toBe(true);
  expect(cookies.find((cookie) => cookie.name === 'X-CSRF-Token')?.httpOnly).toBe(false);

  await page.reload();
  await expect(page).toHaveURL(/\/users\/view\/42\/address$/);
  await expect(page.getByText('Welcome back, Administrator')).toBeVisible();
});

test.describe('the index route', () => {
  test('goes to /login with none of the three cookies', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('goes to /dashboard with an access token', async ({ page, context, baseURL }) => {
    await signInThroughApi(page, context, baseURL);
    await context.clearCookies({ name: 'refresh_token' });
    await context.clearCookies({ name: 'X-CSRF-Token' });
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  for (const name of ['refresh_token', 'X-CSRF-Token']) {
    test.describe(`with only ${name}`, () => {
      // The gate tries to resume the session with the stray cookie; the server refuses it.
      test.use({ allowedConsoleErrors: [/status of 40[13]/] });

      test('goes to /dashboard, whose gate then asks to sign in', async ({
        page,
        context,
        baseURL,
      }) => {
        // Each as the server sets it: refresh_token httpOnly and sent to the auth API only.
        const cookie =
          name === 'refresh_token'
            ? { path: '/api/v1/auth', httpOnly: true, sameSite: 'Strict' as const }
            : { path: '/' };
        const { hostname } = new URL(baseURL ?? '');
        await context.addCookies([{ name, value: 'present', domain: hostname, ...cookie }]);
        await page.goto('/');
        // The index sent the visitor to /dashboard; without a session its gate sent them on.
        await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
      });
    });
  }
});

test('after a browser restart, the session resumes from its refresh cookie', async ({
  page,
  context,
  baseURL,
}) => {
  await signInThroughApi(page, context, baseURL);
  // What a restart leaves: the access and permissions tokens had no expiry, so they are gone.
  await context.clearCookies({ name: 'access_token' });
  await context.clearCookies({ name: 'permissions_token' });
  await page.goto('/team');
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByText('Welcome back, Administrator')).toBeVisible();
  expect((await cookieNames(context)).filter((name) => name === 'access_token')).toHaveLength(1);
});

test.describe('an expired access token', () => {
  // The browser itself logs the rejected call (401) and the refused password (400).
  test.use({ allowedConsoleErrors: [/status of 40[01]/] });

  test('is refreshed silently and the call retried', async ({ page, context, baseURL }) => {
    await signInThroughApi(page, context, baseURL);
    const [original] = (await context.cookies()).filter((cookie) => cookie.name === 'access_token');
    // Genuinely signed, only expired: the server refuses it for its age alone.
    const expired = await expiredCopyOf(original?.value ?? '');
    const refusedBefore = await page.request.get('/api/v1/auth/me', {
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(refusedBefore.status()).toBe(401);
    expect((await refusedBefore.json()).error.message).toMatch(/expired/i);
    const acceptedBefore = await page.request.get('/api/v1/auth/me', {
      headers: { authorization: `Bearer ${original?.value}` },
    });
    expect(acceptedBefore.status()).toBe(200);
    await context.addCookies([{ name: 'access_token', value: expired, url: baseURL ?? '' }]);

    const rejected: string[] = [];
    const passwordAnswers: number[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) rejected.push(new URL(response.url()).pathname);
      if (response.url().endsWith('/auth/change-password')) passwordAnswers.push(response.status());
    });

    await page.goto('/setting');
    await expect(page.getByText('Welcome back, Administrator')).toBeVisible();
    await page.getByLabel('Current password').fill('not the password at all');
    await page.getByLabel('New password', { exact: true }).fill('another long passphrase');
    await page.getByLabel('Confirm new password', { exact: true }).fill('another long passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    // The stale token was refused once, renewed, and the calls went through: the server itself
    // judged the password.
    await expect(page.getByText('Your current password is not right.')).toBeVisible();
    expect(rejected.length).toBeGreaterThan(0);
    expect(passwordAnswers.at(-1)).toBe(400);
    const renewed = (await context.cookies()).find((cookie) => cookie.name === 'access_token');
    expect(renewed?.value).not.toBe(expired);
    await expect(page).toHaveURL(/\/setting$/);
  });
});

test('logout leaves none of the five cookies, and local storage holds only the default theme', async ({
  page,
  context,
  baseURL,
}) => {
  await signInThroughApi(page, context, baseURL);
  await page.goto('/dashboard');
  await page.evaluate(() => localStorage.setItem('left-behind', 'by a feature'));
  await page.getByRole('button', { name: /account/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  const remaining = (await cookieNames(context)).filter((name) => sessionCookies.includes(name));
  expect(remaining).toEqual([]);
  // Emptied, but for the theme configuration entry, back at once with its defaults.
  const stored = await page.evaluate(() => ({ ...localStorage }));
  expect(Object.keys(stored)).toEqual(['theme-configuration']);
  expect(JSON.parse(stored['theme-configuration'] ?? '{}')).toMatchObject({
    theme: 'dark',
    primaryColorHex: '#2563eb',
    currency: 'INR',
  });
});

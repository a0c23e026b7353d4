import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { type Account, admin } from './admin.ts';
import { mailCount, mailedCode } from './mail.ts';

/**
 * Signs in through the real API in the page's browser context, as the console does: the
 * server sets its httpOnly cookies there, and the access and permissions tokens are stored
 * as the client stores them (docs/BEHAVIOUR.md §4). Faster than the screen, for specs about other things.
 * Without `account`, as the administrator of this test's worker (support/admin.ts).
 */
export async function signInThroughApi(
  page: Page,
  context: BrowserContext,
  baseURL: string | undefined,
  account: Account = admin(),
): Promise<void> {
  if (!baseURL) throw new Error('baseURL is not set: is the global setup running?');
  // A screen still open would go on asking while the cookies change hands, and a request sent
  // between the sign-in's answer and the new tokens is refused: leave it first.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  const before = await mailCount(account.email);
  const login = await page.request.post('/api/v1/auth/login', { data: account });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()} ${await login.text()}`);
  const challenge = (await login.json()).data;
  let tokens = challenge;
  if (challenge.otpRequired) {
    const code = await mailedCode(account.email, before);
    const verified = await page.request.post('/api/v1/auth/verify-otp', {
      data: { challengeId: challenge.challengeId, code },
    });
    if (!verified.ok())
      throw new Error(`code entry failed: ${verified.status()} ${await verified.text()}`);
    tokens = (await verified.json()).data;
  }
  await context.addCookies([
    { name: 'access_token', value: tokens.accessToken, url: baseURL },
    { name: 'permissions_token', value: tokens.permissionsToken, url: baseURL },
  ]);
}

/**
 * Signs in on the sign-in screen, as a person does: password, then the mailed code. Without
 * `account`, as the administrator of this test's worker.
 */
export async function signInOnScreen(page: Page, account: Account = admin()) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  const before = await mailCount(account.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/otp-verification/);
  await page.getByLabel('Verification code').fill(await mailedCode(account.email, before));
  await page.getByRole('button', { name: 'Verify' }).click();
}

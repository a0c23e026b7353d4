import { mailCount, mailedCode, mailedLink } from '../support/mail.ts';
import { expect, test } from '../support/test.ts';

// A sample team member who has never set a password: the admin's stays as the other specs expect.
const email = 'sneha.patil@sahyadrifulfilment.in';

async function resetPassword(page: import('@playwright/test').Page, password: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  const before = await mailCount(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account uses this email/)).toBeVisible();
  const link = await mailedLink(email, before);

  await page.goto(link);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/login/);
}

async function signIn(page: import('@playwright/test').Page, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('reset by link', () => {
  // The refused sign-in is a 401 the browser logs.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('then the old password fails and the new one works', async ({ page }) => {
    await resetPassword(page, 'first chosen passphrase');
    await resetPassword(page, 'second chosen passphrase');

    await signIn(page, 'first chosen passphrase');
    await expect(page.getByText('The email or password is not right.')).toBeVisible();

    const before = await mailCount(email);
    await page.getByLabel('Password', { exact: true }).fill('second chosen passphrase');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/otp-verification/);
    await page.getByLabel('Verification code').fill(await mailedCode(email, before));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Welcome back, Sneha Patil')).toBeVisible();
  });
});

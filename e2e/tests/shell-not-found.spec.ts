import { signInThroughApi } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

test('an unknown path shows page-not-found inside the shell', async ({
  page,
  context,
  baseURL,
}) => {
  await signInThroughApi(page, context, baseURL);

  const response = await page.goto('/no-such-page');

  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/no-such-page$/);
  await expect(page.getByText(/404|not found|does not exist/i).first()).toBeVisible();
  // The shell around it: the header greets the signed-in administrator, the sidebar is there.
  await expect(page.getByText(/welcome back/i).first()).toBeVisible();
  await expect(page.getByText('Administrator').first()).toBeVisible();
  await expect(page.getByText(/^settings?$/i).first()).toBeVisible();
});

import { addAccessTokenCookie, demoClaims } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

test('an unknown path shows page-not-found inside the shell', async ({
  page,
  context,
  baseURL,
}) => {
  await addAccessTokenCookie(context, baseURL);

  const response = await page.goto('/no-such-page');

  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/no-such-page$/);
  await expect(page.getByText(/404|not found|does not exist/i).first()).toBeVisible();
  // The shell around it: the header's greeting with the person's name, and the sidebar.
  await expect(page.getByText(/welcome back/i).first()).toBeVisible();
  await expect(
    page.getByText(demoClaims.fullName).or(page.getByText(demoClaims.username)).first(),
  ).toBeVisible();
  await expect(page.getByText(/^settings?$/i).first()).toBeVisible();
});

import { memberWithRole } from '../support/admin-api.ts';
import { signInThroughApi } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

test('renaming oneself in My Profile changes the greeting at once', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const { account } = await memberWithRole(
    request,
    {
      email: 'meera.iyer@sahyadrifulfilment.in',
      fullName: 'Meera Iyer',
      password: 'meera long passphrase',
    },
    { key: 'profile-only', name: 'Profile only', granted: ['dashboard.view'] },
  );
  await signInThroughApi(page, context, baseURL, account);
  await page.goto('/setting');
  await expect(page.getByText('Welcome back, Meera Iyer')).toBeVisible();
  await page.getByLabel('Full name').fill('Meera S. Iyer');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Welcome back, Meera S. Iyer')).toBeVisible();

  // The new name is in the session itself, not only on screen.
  await page.reload();
  await expect(page.getByText('Welcome back, Meera S. Iyer')).toBeVisible();
});

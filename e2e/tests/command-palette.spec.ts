import { adminApi } from '../support/admin-api.ts';
import { consoleReady } from '../support/console-ready.ts';
import { signInThroughApi } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

type ListedUser = { code: string; businessName: string; taxId: string | null };

test('Ctrl+K finds a user by GSTIN and Enter opens the user', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // Whichever sample business has a GSTIN today, read as the console would.
  const api = await adminApi(request);
  const listed: { items: ListedUser[] } = await api.get('/admin/users?pageSize=100');
  const user = listed.items.find((item) => item.taxId);
  if (!user?.taxId) throw new Error('no sample user has a GSTIN');

  await signInThroughApi(page, context, baseURL);
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await consoleReady(page);

  await page.keyboard.press('Control+K');
  const field = page.getByRole('combobox', { name: 'Go to a screen or find a record' });
  await expect(field).toBeFocused();
  await field.fill(user.taxId);
  // The palette's own options (the dashboard behind it has a select with options too).
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const option = palette.getByRole('option', { name: new RegExp(user.businessName) });
  await expect(option).toBeVisible();
  // The exact GSTIN ranks its user first, so Enter opens it.
  await expect(palette.getByRole('option').first()).toHaveAccessibleName(
    new RegExp(user.businessName),
  );
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/users/view/${user.code}`));
  await expect(page.getByRole('heading', { name: user.businessName })).toBeVisible();
  await expect(field).toBeHidden();
});

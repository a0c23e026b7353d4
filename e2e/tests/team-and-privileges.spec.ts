import { matrix, memberWithRole } from '../support/admin-api.ts';
import { mailCount, mailedCode, mailedLink } from '../support/mail.ts';
import { chooseOption } from '../support/select.ts';
import { signInThroughApi } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

test('a member whose role lacks users.view sees no Users entry and gets the 403 screen; a role edit takes effect', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const { api, account } = await memberWithRole(
    request,
    {
      email: 'dock.clerk@sahyadrifulfilment.in',
      fullName: 'Ravi Dock',
      password: 'dock clerk long passphrase',
    },
    { key: 'dock-clerk', name: 'Dock clerk', granted: ['dashboard.view'] },
  );
  await signInThroughApi(page, context, baseURL, account);
  await page.goto('/dashboard');
  await expect(page.getByText('Welcome back, Ravi Dock')).toBeVisible();
  const sidebar = page.getByRole('navigation').first();
  await expect(sidebar.getByText('Setting', { exact: true })).toBeVisible();
  await expect(sidebar.getByText('Users', { exact: true })).toHaveCount(0);
  await expect(page.locator('a[href="/users/new"]')).toHaveCount(0);
  await page.goto('/users');
  await expect(
    page.getByRole('heading', { name: "You don't have access to this page" }),
  ).toBeVisible();

  // The administrator grants users view and add; the member's next call brings the new menu.
  await api.put('/admin/roles/dock-clerk', {
    name: 'Dock clerk',
    description: '',
    permissions: matrix('dashboard.view', 'users.view', 'users.add'),
  });
  await page.goto('/dashboard');
  await expect(sidebar.getByText('Users', { exact: true })).toBeVisible();
  await expect(page.locator('a[href="/users/new"]')).toHaveCount(1);
  await page.goto('/users');
  await expect(
    page.getByRole('heading', { name: "You don't have access to this page" }),
  ).toHaveCount(0);
});

test('invitation, then set password, then sign in', async ({ page, context, baseURL }) => {
  await signInThroughApi(page, context, baseURL);
  await page.goto('/team/new');
  const email = 'nikhil.rao@sahyadrifulfilment.in';
  await page.getByLabel('Full name').fill('Nikhil Rao');
  await page.getByLabel('Email').fill(email);
  // Other tests add roles: the list shows a few at a time, so the role is found by typing.
  await chooseOption(page, {
    picker: page.getByRole('combobox', { name: 'Role' }),
    search: 'Warehouse Supervisor',
    option: 'Warehouse Supervisor',
    chosen: page.getByRole('main').getByTitle('Warehouse Supervisor', { exact: true }),
  });
  const before = await mailCount(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page).toHaveURL(/\/team\/view\/EMP-\d{4}/);
  const link = await mailedLink(email, before);

  // The invitee, in a browser of their own.
  const invitee = await context.browser()?.newContext({ baseURL });
  if (!invitee) throw new Error('no browser');
  const inviteePage = await invitee.newPage();
  await inviteePage.goto(link);
  await expect(inviteePage.getByText('Set your password')).toBeVisible();
  await inviteePage.getByLabel('New password', { exact: true }).fill('nikhil long passphrase');
  await inviteePage
    .getByLabel('Confirm new password', { exact: true })
    .fill('nikhil long passphrase');
  await inviteePage.getByRole('button', { name: 'Set password' }).click();
  await expect(inviteePage).toHaveURL(/\/login/);
  await inviteePage.getByLabel('Email').fill(email);
  await inviteePage.getByLabel('Password', { exact: true }).fill('nikhil long passphrase');
  const codes = await mailCount(email);
  await inviteePage.getByRole('button', { name: 'Sign in' }).click();
  await inviteePage.getByLabel('Verification code').fill(await mailedCode(email, codes));
  await inviteePage.getByRole('button', { name: 'Verify' }).click();
  await expect(inviteePage.getByText('Welcome back, Nikhil Rao')).toBeVisible();
  await invitee.close();
});

test('History shows a change just made', async ({ page, context, baseURL }) => {
  await signInThroughApi(page, context, baseURL);
  await page.goto('/team/edit/EMP-0004');
  const designation = page.getByLabel('Designation');
  await designation.fill('Shift Supervisor, Bhiwandi DC (nights)');
  await page.getByRole('button', { name: /save/i }).first().click();
  // The form returns to the view once the save is done; leaving earlier could abort it.
  await expect(page).toHaveURL(/\/team\/view\/EMP-0004/);
  await expect(page.getByText(/is saved\./)).toBeVisible();
  await page
    .getByRole('button', { name: /history/i })
    .first()
    .click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Shift Supervisor, Bhiwandi DC (nights)')).toBeVisible();
  await expect(drawer.getByText('Shift Supervisor, Bhiwandi DC', { exact: true })).toBeVisible();
});

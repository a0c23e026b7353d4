import type { Permissions, Resource } from '@depot/contracts/permissions';
import { acceptInvitation, adminApi } from '../support/admin-api.ts';
import { typeDay } from '../support/date-fields.ts';
import { mailCount } from '../support/mail.ts';
import { chooseVendorAndWarehouse, pickSku, receiptPlaces } from '../support/receipt-places.ts';
import { signInThroughApi } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';
import { uniqueTag } from '../support/unique.ts';

// Each sample role of the sample operator, given to a new member, can do its job: the menu shows
// its areas and no other, the dashboard shows money only to those who may read what it sums, and
// the floor supervisor raises a goods receipt, picking the client through the form's picker,
// without users.view.

/** The sidebar's area entries, each with the resources whose view shows it. */
const areaEntries: [label: string, shownBy: Resource[]][] = [
  ['Users', ['users']],
  ['Packages', ['packages', 'zones']],
  ['Team', ['teams']],
  ['Shipments', ['shipments']],
  ['Receiving', ['receiving']],
  ['B2B orders', ['orders']],
  ['Transactions', ['transactions']],
];

const sampleRoles: { key: string; seesRevenue: boolean; job?: 'raise a goods receipt' }[] = [
  { key: 'operations-manager', seesRevenue: true },
  { key: 'warehouse-supervisor', seesRevenue: false, job: 'raise a goods receipt' },
  { key: 'finance', seesRevenue: true },
  { key: 'customer-support', seesRevenue: false },
  { key: 'auditor', seesRevenue: true },
];

for (const sample of sampleRoles) {
  test(`the ${sample.key} role does its job`, async ({ page, context, baseURL, request }) => {
    const api = await adminApi(request);
    const role: { name: string; permissions: Permissions } = await api.get(
      `/admin/roles/${sample.key}`,
    );
    const tag = uniqueTag();
    const account = {
      email: `${sample.key}.${tag}@depot.test`,
      password: `Sample role ${tag} 2048!`,
    };
    const before = await mailCount(account.email);
    await api.post('/admin/team', {
      fullName: `${role.name} ${tag}`,
      email: account.email,
      roleKey: sample.key,
    });
    await acceptInvitation(request, account.email, before, account.password);
    await signInThroughApi(page, context, baseURL, account);

    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Orders today' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    // An entry's name may carry a count after it: "Receiving 75 awaiting approval".
    const entry = (label: string) =>
      sidebar.getByRole('link', { name: new RegExp(`^${label}\\b`) });
    for (const [label, shownBy] of areaEntries) {
      const shown = shownBy.some((resource) => role.permissions[resource]?.view === true);
      await expect(entry(label), label).toHaveCount(shown ? 1 : 0);
    }
    await expect(page.getByRole('region', { name: 'Revenue this month' })).toHaveCount(
      sample.seesRevenue ? 1 : 0,
    );

    if (sample.job === 'raise a goods receipt') {
      const [client] = (await api.get('/admin/users?status=active&pageSize=1')).items;
      // The goods, a SKU of the client's catalogue, which operations keeps.
      const chai = `CHAI-${tag}`.toUpperCase();
      await api.post('/admin/skus', {
        userCode: client.code,
        code: chai,
        name: 'Masala chai, 250 g pouch',
        product: { name: `Masala chai ${chai}` },
      });
      const places = await receiptPlaces(api, client.code);
      await entry('Receiving').click();
      await page.getByRole('link', { name: 'New goods receipt' }).click();
      // The list stays on screen until the form's code has loaded, and its own user filter is
      // a combobox named "Filter by user": wait for the form before typing.
      await expect(
        page.getByRole('heading', { name: 'New goods receipt', level: 1 }),
      ).toBeVisible();
      const picker = page.getByRole('combobox', { name: /^\W*User$/ });
      await picker.fill(client.code);
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
        .getByTitle(`${client.businessName} (${client.code})`, { exact: true })
        .click();
      // In the person's date format, the default MM/DD/YYYY.
      const today = new Date();
      await typeDay(
        page.getByRole('textbox', { name: 'Expected date' }),
        [today.getMonth() + 1, today.getDate()]
          .map((part) => String(part).padStart(2, '0'))
          .concat(String(today.getFullYear()))
          .join('/'),
      );
      await chooseVendorAndWarehouse(page, places);
      await page.getByLabel('Supplier reference').fill(`E2E-${tag}`);
      await pickSku(page, chai);
      await page.getByLabel('Expected quantity of line 1').fill('40');
      await page.getByRole('button', { name: 'Record goods receipt' }).click();
      await expect(page).toHaveURL(/\/receiving\/view\/GRN-\d{6,9}$/);
      await expect(page.getByText(client.businessName).first()).toBeVisible();
    }
  });
}

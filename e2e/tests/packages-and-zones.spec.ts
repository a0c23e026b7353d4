import { memberWithRole } from '../support/admin-api.ts';
import { chooseOption } from '../support/select.ts';
import { signInThroughApi } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

test.describe('a member who may view zones only', () => {
  // The test asks the server for the packages list itself, which refuses it.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('sees only the Zones tab and no quick-add link; the server refuses packages', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const { account } = await memberWithRole(
      request,
      {
        email: 'zone.planner@sahyadrifulfilment.in',
        fullName: 'Zoya Planner',
        password: 'zone planner long passphrase',
      },
      { key: 'zone-planner', name: 'Zone planner', granted: ['zones.view'] },
    );
    await signInThroughApi(page, context, baseURL, account);
    await page.goto('/packages');
    await expect(page.getByRole('tab')).toHaveText(['Zones']);
    await expect(
      page.getByRole('table', { name: 'Zones' }).getByText('Metro cities'),
    ).toBeVisible();
    await expect(page.locator('a[href="/packages/new"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New zone' })).toHaveCount(0);
    // The server refuses the packages list to this member, whatever the browser shows.
    const refused = await page.evaluate(async () => {
      const token = document.cookie.match(/access_token=([^;]+)/)?.[1] ?? '';
      return (
        await fetch('/api/v1/admin/packages', { headers: { authorization: `Bearer ${token}` } })
      ).status;
    });
    expect(refused).toBe(403);
  });
});

test.describe('zones and packages', () => {
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('create a zone over two states and a package pricing it; both survive a reload; bulk deactivate; the zone in use cannot be deleted', async ({
    page,
    context,
    baseURL,
  }) => {
    // The longest flow of the suite, eight screens loaded: 20 s with the machine to itself, and
    // it shares the machine with a second worker.
    test.slow();
    await signInThroughApi(page, context, baseURL);

    // A zone over two Indian states, from the Zones tab's drawer.
    await page.goto('/packages?tab=zones');
    await page.getByRole('button', { name: 'New zone' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Code').fill('konkan');
    await drawer.getByLabel('Name').fill('Konkan coast');
    // India is the first country by default.
    // The picker lists a few states at a time: each is found by typing its name.
    const statePicker = drawer.getByRole('combobox', { name: 'States of country 1' });
    for (const state of ['Goa', 'Maharashtra']) {
      // Chosen: its tag is in the picker (the option list lies outside the drawer).
      const chosen = drawer.getByTitle(state, { exact: true });
      await chooseOption(page, { picker: statePicker, search: state, option: state, chosen });
    }
    await page.keyboard.press('Escape');
    await drawer.getByRole('button', { name: 'Save' }).click();
    // Saved, it shows where it meets the sample zones (Maharashtra is in West and Metro).
    await expect(drawer.getByText('Overlaps with other zones')).toBeVisible();
    await expect(drawer.getByText(/West and central India \(WEST\)/)).toBeVisible();
    await drawer.getByRole('button', { name: 'Close', exact: true }).click();

    // A package with a rate for it.
    await page.goto('/packages/new');
    await page.getByLabel('Code').fill('konkan-m');
    await page.getByLabel('Name').fill('Konkan express');
    await page.getByLabel('Price').fill('7999.5');
    await page.getByLabel('Warehouses').fill('1');
    await page.getByLabel('Orders a month').fill('1500');
    await page.getByLabel('Team seats').fill('4');
    await page.getByLabel('SKUs').fill('600');
    await page.getByRole('button', { name: 'Add a zone’s rate' }).click();
    await page.getByRole('combobox', { name: 'Zone of row 1' }).click();
    await page.getByTitle('Konkan coast (KONKAN)').click();
    await page.getByLabel('Per shipment, row 1').fill('42');
    await page.getByLabel('Per kg, row 1').fill('11.25');
    await page.getByRole('button', { name: 'Add package' }).click();
    await expect(page).toHaveURL(/\/packages\/view\/KONKAN-M$/);
    await expect(page.getByRole('heading', { name: 'Konkan express' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Rates per zone' })).toContainText('₹11.25');

    // Both lists show them after a reload.
    await page.goto('/packages?q=konkan');
    await page.reload();
    const packagesTable = page.getByRole('table', { name: 'Packages' });
    await expect(packagesTable.getByText('Konkan express')).toBeVisible();
    await expect(packagesTable.getByText('₹7,999.50')).toBeVisible();
    await page.goto('/packages?tab=zones&q=konkan');
    await page.reload();
    await expect(
      page.getByRole('table', { name: 'Zones' }).getByText('Konkan coast'),
    ).toBeVisible();

    // Deactivated in bulk from the Packages tab.
    await page.goto('/packages?q=konkan');
    await page.getByRole('checkbox', { name: 'Select Konkan express' }).check();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('1 deactivated')).toBeVisible();
    await expect(packagesTable.getByText('Inactive')).toBeVisible();

    // A zone a package prices cannot be deleted; the refusal says how many use it.
    await page.goto('/packages?tab=zones&q=konkan');
    await page.getByRole('button', { name: 'Delete Konkan coast' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(/1 package prices this zone/)).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Zones' }).getByText('Konkan coast'),
    ).toBeVisible();
  });
});

import ExcelJS from 'exceljs';
import { signInThroughApi } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

test('create a user through the state cascade with an Indian phone and GSTIN; it is listed and opens', async ({
  page,
  context,
  baseURL,
}) => {
  await signInThroughApi(page, context, baseURL);
  await page.goto('/users/new');
  await page.getByLabel('Business name').fill('Chai Point Distributors');
  await page.getByLabel('Contact name').fill('Farhan Qureshi');
  await page.getByLabel('Email').fill('farhan@chaipointdistributors.in');
  await page.getByRole('textbox', { name: 'Phone' }).fill('98450 12345');
  await page.getByLabel('Address line 1').fill('12 Residency Road');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('PIN code').fill('560025');
  // India first; its states arrive once chosen, found by typing.
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.keyboard.type('Karnataka');
  await page.getByTitle('Karnataka', { exact: true }).click();
  // A Maharashtra GSTIN does not fit a Karnataka address.
  await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('A GSTIN registered in Karnataka starts with 29')).toBeVisible();
  await page.getByLabel('GSTIN').fill('29AAGCB7383J1Z4');
  await page.getByRole('combobox', { name: 'Package' }).click();
  await page.getByTitle(/^Growth · /).click();
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page).toHaveURL(/\/users\/view\/USR-\d{6}$/);
  await expect(page.getByRole('heading', { name: 'Chai Point Distributors' })).toBeVisible();
  await expect(page.getByText('29AAGCB7383J1Z4')).toBeVisible();
  await page.getByRole('tab', { name: 'Address' }).click();
  await expect(page.getByText('Karnataka')).toBeVisible();
  await page.getByRole('tab', { name: 'Plan' }).click();
  await expect(page.getByText('Growth (GROWTH-M)')).toBeVisible();

  await page.goto('/users?q=chai%20point');
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Users' }).getByText('Chai Point Distributors'),
  ).toBeVisible();
});

test('deactivate two users in bulk', async ({ page, context, baseURL }) => {
  await signInThroughApi(page, context, baseURL);
  await page.goto('/users?status=active&sort=code');
  const table = page.getByRole('table', { name: 'Users' });
  // Each row's box, not the page's select-all.
  const boxes = table.getByRole('checkbox', { name: /^Select (?!every row)/ });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(page.getByText('2 users selected')).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('2 deactivated')).toBeVisible();
});

test('export the filtered list as a workbook and open it', async ({ page, context, baseURL }) => {
  await signInThroughApi(page, context, baseURL);
  await page.goto('/users?country=AE');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const total = Number(
    /^(\d+) users?$/.exec((await page.getByText(/^\d+ users?$/).textContent()) ?? '')?.[1],
  );
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX of users' }).click();
  const file = await waiting;
  expect(file.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0];
  // The header, then every user of the filter: not one page of them.
  expect(sheet?.rowCount).toBe(total + 1);
  for (let row = 2; row <= (sheet?.rowCount ?? 0); row += 1) {
    expect(sheet?.getRow(row).getCell(9).value).toBe('United Arab Emirates');
  }
});

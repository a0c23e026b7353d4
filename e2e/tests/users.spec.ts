import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { adminApi } from '../support/admin-api.ts';
import { chooseOption } from '../support/select.ts';
import { signInThroughApi } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';
import { uniqueTag } from '../support/unique.ts';

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
  await chooseOption(page, {
    picker: page.getByRole('combobox', { name: 'State' }),
    search: 'Karnataka',
    option: 'Karnataka',
    // The option list opens outside the page's main region: within it, only the chosen value.
    chosen: page.getByRole('main').getByTitle('Karnataka', { exact: true }),
  });
  // A Maharashtra GSTIN does not fit a Karnataka address.
  await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('A GSTIN registered in Karnataka starts with 29')).toBeVisible();
  await page.getByLabel('GSTIN').fill('29AAGCB7383J1Z4');
  await chooseOption(page, {
    picker: page.getByRole('combobox', { name: 'Package' }),
    option: /^Growth · /,
    chosen: page.getByRole('main').getByTitle(/^Growth · /),
  });
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

test('deactivate two users in bulk', async ({ page, context, baseURL, request }) => {
  // Two businesses of its own: the sample ones stay active for the specs that pick one of them
  // (a shipment's or a receipt's business), whichever worker runs them meanwhile.
  const tag = uniqueTag();
  const api = await adminApi(request);
  for (const [business, phone] of [
    ['Konkan Cashews', '98220 41551'],
    ['Malvan Kokum', '98220 41552'],
  ] as const) {
    await api.post('/admin/users', {
      businessName: `${business} ${tag}`,
      contactName: 'Prakash Sawant',
      email: `${business.split(' ')[0]?.toLowerCase()}.${tag}@konkantraders.in`,
      phoneCountry: 'IN',
      phone,
      address: {
        line1: '14 Market Yard',
        city: 'Ratnagiri',
        state: 'MH',
        country: 'IN',
        postalCode: '415612',
      },
    });
  }
  await signInThroughApi(page, context, baseURL);
  await page.goto(`/users?status=active&sort=code&q=${tag}`);
  const table = page.getByRole('table', { name: 'Users' });
  // Each row's box, not the page's select-all.
  const boxes = table.getByRole('checkbox', { name: /^Select (?!every row)/ });
  await expect(boxes).toHaveCount(2);
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
  // The count as the list writes it, grouped by the number preference: "1,234 users".
  const count = (await page.getByText(/^[\d,]+ users?$/).textContent()) ?? '';
  const total = Number(/^([\d,]+) users?$/.exec(count)?.[1]?.replaceAll(',', ''));
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX of users' }).click();
  const file = await waiting;
  expect(file.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0];
  // The header, then every user of the filter: not one page of them.
  expect(sheet?.rowCount).toBe(total + 1);
  const headers = (sheet?.getRow(1).values as unknown[]) ?? [];
  const country = headers.indexOf('Country');
  const created = headers.indexOf('Created at');
  // Filtered on its header row; an instant is a date cell a spreadsheet can sort.
  expect(sheet?.autoFilter).toMatch(/^A1:[A-Z]+\d+$/);
  for (let row = 2; row <= (sheet?.rowCount ?? 0); row += 1) {
    expect(sheet?.getRow(row).getCell(country).value).toBe('United Arab Emirates');
    expect(sheet?.getRow(row).getCell(created).value).toBeInstanceOf(Date);
  }
});

test('view a user’s plan, change its package and see the invoice it wrote', async ({
  page,
  context,
  baseURL,
}) => {
  await signInThroughApi(page, context, baseURL);
  await page.goto('/users?package=STARTER-M&status=active&planStatus=active&sort=-code');
  const table = page.getByRole('table', { name: 'Users' });
  await table.getByRole('row').nth(1).getByRole('link').first().click();
  await page.getByRole('tab', { name: 'Plan' }).click();
  await page.getByRole('link', { name: 'Usage, plan history and changes' }).click();
  await expect(page).toHaveURL(/\/users\/view-plan\/USR-\d{6}$/);
  await expect(page.getByRole('link', { name: 'Starter (STARTER-M)' })).toBeVisible();
  const usage = page.getByRole('list', { name: 'Usage against the package’s limits' });
  // Orders this month are counted from the business's orders; the rest are not recorded yet.
  await expect(usage.getByText(/^[\d,]+ of [\d,]+$/)).toHaveCount(1);
  await expect(usage.getByText(/^Not tracked yet · limit /)).toHaveCount(3);

  await page.getByRole('button', { name: 'Change package' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change package' });
  const newPackage = dialog.getByRole('combobox', { name: 'New package' });
  await chooseOption(page, {
    picker: newPackage,
    search: 'Enterprise',
    option: /^Enterprise \(ENTERPRISE-Y\)/,
    chosen: dialog
      .locator('.ant-form-item', { has: page.getByRole('combobox', { name: 'New package' }) })
      .getByTitle(/^Enterprise/),
  });
  // A list without search: opened and picked until the choice shows (a click can land while
  // the pop-up is still being drawn on a loaded machine).
  const paymentMethod = dialog.getByRole('combobox', { name: 'Payment method' });
  const netBanking = dialog
    .locator('.ant-form-item', { has: page.getByRole('combobox', { name: 'Payment method' }) })
    .getByTitle('Net banking');
  await expect(async () => {
    if (await netBanking.isVisible()) return;
    await paymentMethod.click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle('Net banking', { exact: true })
      .click({ timeout: 3_000 });
    await expect(netBanking).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByLabel('Payment reference').fill('NEFT N312260045');
  await dialog.getByRole('button', { name: 'Change and invoice' }).click();

  await expect(page.getByText(/^Change package: done\. Invoice INV-\d{4}-\d{6}/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enterprise (ENTERPRISE-Y)' })).toBeVisible();
  const invoice = page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1);
  await expect(invoice).toContainText(/INV-\d{4}-\d{6}/);
  await expect(invoice).toContainText('Package change');
  await expect(invoice).toContainText('ENTERPRISE-Y');
  await expect(invoice).toContainText('NEFT N312260045');
  await expect(invoice).toContainText('Paid');
  // The Starter period ended: the history lists both, newest first.
  const history = page.getByRole('table', { name: 'Plan history' });
  await expect(history.getByRole('row').nth(1)).toContainText('ENTERPRISE-Y');
  await expect(history.getByRole('row').nth(2)).toContainText('STARTER-M');
  // Closed by the change, its unused days credited: "Changed", not "Expired".
  await expect(history.getByRole('row').nth(2)).toContainText('Changed');

  // The sale is on the transactions screen too, found by its number.
  const number = /INV-\d{4}-\d{6}/.exec((await invoice.textContent()) ?? '')?.[0] ?? '';
  await page.goto(`/transaction?q=${number}`);
  const transactions = page.getByRole('table', { name: 'Transactions' });
  await expect(transactions.getByRole('row')).toHaveCount(2);
  await expect(transactions.getByRole('row').nth(1)).toContainText(number);
  await expect(transactions.getByRole('row').nth(1)).toContainText('Enterprise');
});

/** Chooses `csv`, as clients.csv, in the open import dialog. */
async function chooseFile(dialog: Locator, csv: string) {
  await dialog.getByLabel('CSV file of users').setInputFiles({
    name: 'clients.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
}

/** The users list's import dialog, opened, with `csv` chosen in it. */
async function chooseImportFile(page: Page, csv: string): Promise<Locator> {
  await page.goto('/users');
  await page.getByRole('button', { name: 'Import CSV of users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import users' });
  await chooseFile(dialog, csv);
  return dialog;
}

test('import a CSV with one bad row: see its error, fix the file and import', async ({
  page,
  context,
  baseURL,
}) => {
  await signInThroughApi(page, context, baseURL);
  const tag = Date.now().toString(36);
  const header =
    'Business name,Contact name,Email,Phone,GSTIN / tax id,Address line 1,City,State,Country,Postal code,Package\n';
  const rows = (gstin: string) =>
    `Sahyadri Spices ${tag},Vikram Joshi,vikram.${tag}@sahyadrispices.in,98220 55110,,7 FC Road,Pune,Maharashtra,India,411004,STARTER-M\n` +
    // A Karnataka GSTIN whose last character is wrong, then right.
    `Nilgiri Teas ${tag},Lakshmi Iyer,lakshmi.${tag}@nilgiriteas.in,98450 22331,${gstin},45 Brigade Road,Bengaluru,KA,IN,560025,\n`;
  const dialog = await chooseImportFile(page, header + rows('29AAGCB7383J1Z5'));
  const problems = dialog.getByRole('table', { name: 'Problems in the file' });
  await expect(problems.getByRole('row').nth(1)).toContainText('3');
  await expect(problems.getByRole('row').nth(1)).toContainText('GSTIN / tax id');
  await expect(dialog.getByRole('button', { name: /^Import \d+ users$/ })).toHaveCount(0);

  await chooseFile(dialog, header + rows('29AAGCB7383J1Z4'));
  await dialog.getByRole('button', { name: 'Import 2 users' }).click();
  await expect(dialog.getByText(/^2 users imported: USR-\d{6} to USR-\d{6}\.$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.goto(`/users?q=${tag}`);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByText(`Sahyadri Spices ${tag}`)).toBeVisible();
  await expect(table.getByText(`Nilgiri Teas ${tag}`)).toBeVisible();
});

test('import the good rows of a file and save the others with their reasons', async ({
  page,
  context,
  baseURL,
}) => {
  await signInThroughApi(page, context, baseURL);
  const tag = Date.now().toString(36);
  const header =
    'Business name,Contact name,Email,Phone,Address line 1,City,State,Country,Postal code,Notes\n';
  const good = `Konkan Cashew ${tag},Sameer Desai,sameer.${tag}@konkancashew.in,98220 55111,12 Station Road,Ratnagiri,Maharashtra,IN,415612,first\n`;
  const bad = `Deccan Looms ${tag},Farah Khan,not-an-email,98450 22332,8 Abids Road,Hyderabad,Telangana,IN,500001,"call, first"\n`;
  const dialog = await chooseImportFile(page, header + good + bad);
  await dialog.getByRole('button', { name: 'Import the other 1 rows' }).click();
  await expect(dialog.getByText(/^1 users imported: USR-\d{6} to USR-\d{6}\.$/)).toBeVisible();
  await expect(dialog.getByText('1 row was not imported.')).toBeVisible();
  const waiting = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the 1 row with problems' }).click();
  const file = await waiting;
  expect(file.suggestedFilename()).toBe('clients-not-imported.csv');
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [head, row, ...rest] = text.split('\r\n');
  // The file's own columns and cells, and why the row was left out.
  expect(head).toBe(`${header.trim()},Problem`);
  expect(row).toMatch(
    new RegExp(`^Deccan Looms ${tag},Farah Khan,not-an-email,.*,"call, first","?Email: .+$`),
  );
  expect(rest).toEqual(['']);
});

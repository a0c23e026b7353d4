import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminApi, memberWithRole, passwordByForgotLink } from '../support/admin-api.ts';
import { chooseVendorAndWarehouse, pickSku, receiptPlaces } from '../support/receipt-places.ts';
import { signInThroughApi } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';
import { uniqueTag } from '../support/unique.ts';

/** The sidebar's Receiving link; its description reads the pending count aloud. */
function receivingLink(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Receiving' });
}

async function pendingCount(page: Page): Promise<number> {
  const link = receivingLink(page);
  await expect(link).toHaveAccessibleDescription(/^\d+ awaiting approval$/);
  const description = await link.evaluate(
    (element) =>
      document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
  );
  return Number(/^(\d+)/.exec(description)?.[1]);
}

/**
 * The pending receipts on the page, by id, with whether every line is counted (the received
 * units column is filled): approval needs it.
 */
async function pendingRows(page: Page): Promise<{ id: string; counted: boolean }[]> {
  const table = page.getByRole('table', { name: 'Goods receipts' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const headers = (await table.locator('thead th').allTextContents()).map((text) => text.trim());
  const idColumn = headers.indexOf('Id');
  const receivedColumn = headers.indexOf('Received units');
  expect(idColumn).toBeGreaterThan(0);
  expect(receivedColumn).toBeGreaterThan(0);
  // Read in one go: a call per cell is two hundred round trips for a page of a hundred.
  const cells = await table
    .locator('tbody tr')
    .evaluateAll(
      (rows, columns) =>
        rows.map((row) =>
          columns.map((column) => row.querySelectorAll('td')[column]?.textContent?.trim() ?? ''),
        ),
      [idColumn, receivedColumn],
    );
  return cells.flatMap(([id = '', received = '']) =>
    /^GRN-\d+$/.test(id) ? [{ id, counted: received !== '—' && received !== '' }] : [],
  );
}

/** A member of the team who may view and decide on receipts, and nothing else. */
async function approverAccount(request: APIRequestContext, fullName: string) {
  const run = uniqueTag();
  const { account } = await memberWithRole(
    request,
    {
      email: `approver.${run}@sahyadrifulfilment.in`,
      fullName,
      password: 'approver long passphrase',
    },
    {
      key: `receiving-approver-${run}`,
      name: `Receiving approver ${run}`,
      granted: ['receiving.view', 'receiving.approve'],
    },
  );
  return account;
}

test('approve two counted receipts and reject one in bulk; the decisions show and the count drops', async ({
  page,
  context,
  baseURL,
}) => {
  // A page of a hundred receipts, decided on twice, then three receipts opened: 20 s with the
  // machine to itself, and it shares the machine with a second worker.
  test.slow();
  // The sample receipts are raised by the sample team, never by the first administrator (who
  // invited this worker's), so this worker's administrator may decide on every one of them.
  await signInThroughApi(page, context, baseURL);
  await page.goto('/receiving?status=pending&sort=id&pageSize=100');
  const before = await pendingCount(page);
  const rows = await pendingRows(page);
  const counted = rows.filter((row) => row.counted).slice(0, 2);
  expect(counted, 'the sample data has fully counted pending receipts').toHaveLength(2);
  const toReject = rows.find((row) => !counted.includes(row));
  if (!toReject) throw new Error('the sample data has a third pending receipt');
  const [first, second] = counted as [(typeof counted)[0], (typeof counted)[0]];

  await page.getByRole('checkbox', { name: `Select ${first.id}` }).check();
  await page.getByRole('checkbox', { name: `Select ${second.id}` }).check();
  await expect(page.getByText('2 goods receipts selected')).toBeVisible();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const confirmation = page.getByRole('dialog').filter({ hasText: 'Approve 2 goods receipts?' });
  await confirmation.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('2 approved', { exact: true })).toBeVisible();
  // Approved receipts leave the pending list, and the sidebar's count follows.
  await expect(page.getByRole('link', { name: first.id, exact: true })).toHaveCount(0);
  await expect(receivingLink(page)).toHaveAccessibleDescription(`${before - 2} awaiting approval`);

  await page.getByRole('checkbox', { name: `Select ${toReject.id}` }).check();
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Reject 1 goods receipt' });
  // The comment is required.
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Say why the receipts are rejected')).toBeVisible();
  await dialog.getByLabel('Comment').fill('Cartons crushed in transit; supplier to re-send.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('1 rejected', { exact: true })).toBeVisible();
  await expect(receivingLink(page)).toHaveAccessibleDescription(`${before - 3} awaiting approval`);

  // The decisions as the receipts show them.
  await page.goto(`/receiving/view/${first.id}`);
  await expect(page.getByText(/^Approved by .+ on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await page.goto(`/receiving/view/${toReject.id}`);
  await expect(page.getByText(/^Rejected by .+ on /)).toBeVisible();
  await expect(
    page.getByText('Comment: Cartons crushed in transit; supplier to re-send.'),
  ).toBeVisible();

  // A decided receipt can no longer be chosen for a decision.
  await page.goto(`/receiving?q=${second.id}`);
  await expect(page.getByRole('link', { name: second.id, exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Select ${second.id}` })).toBeDisabled();
});

test('a receipt raised by the administrator is counted but not offered for their decision, someone they invited may not approve it, an independent person does, and each is told', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // Three accounts arranged and four sign-ins: 16 s with the machine to itself, and it shares
  // the machine with a second worker.
  test.slow();
  // An approver the administrator invites: a second account of theirs, as far as anyone knows.
  const invited = await approverAccount(request, 'Imran Approver');
  // A member of the sample team, whom nobody invited through the console, sets a password.
  const approver = await passwordByForgotLink(
    request,
    'rohan.kulkarni@sahyadrifulfilment.in',
    'rohan long passphrase for receipts',
  );
  // The goods the receipt names, a SKU of the client the picker offers first.
  const admin = await adminApi(request);
  const [client] = (
    (await admin.get('/admin/users/options')) as { code: string; isActive: boolean }[]
  ).filter((option) => option.isActive);
  const chai = `CHAI-${uniqueTag()}`.toUpperCase();
  await admin.post('/admin/skus', {
    userCode: client?.code,
    code: chai,
    name: 'Masala chai, 250 g pouch',
    product: { name: `Masala chai ${chai}` },
  });
  const places = await receiptPlaces(admin, client?.code ?? '');
  await signInThroughApi(page, context, baseURL);
  await page.goto('/receiving/new');
  const before = await pendingCount(page);
  await page.getByRole('combobox', { name: 'User' }).click();
  await page
    .locator('.ant-select-dropdown .ant-select-item-option:not(.ant-select-item-option-disabled)')
    .first()
    .click();
  // Typed in the person's date format (the default, MM/DD/YYYY), as a keyboard user would.
  const today = new Date();
  const typed = [today.getMonth() + 1, today.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .concat(String(today.getFullYear()))
    .join('/');
  const expectedDate = page.getByRole('textbox', { name: 'Expected date' });
  // Clicking the field brings the calendar, open, with the focus kept in the field.
  await expectedDate.click();
  await expect(expectedDate).toBeEditable();
  await expect(expectedDate).toBeFocused();
  await expect(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toBeVisible();
  await expectedDate.fill(typed);
  await expectedDate.press('Enter');
  await expect(expectedDate).toHaveValue(typed);
  await chooseVendorAndWarehouse(page, places);
  await page.getByLabel('Supplier reference').fill('E2E-ASN-0001');
  await pickSku(page, chai);
  // The empty description takes the SKU's name.
  await expect(page.getByLabel('Description of line 1')).toHaveValue('Masala chai, 250 g pouch');
  await page.getByLabel('Expected quantity of line 1').fill('40');
  await page.getByRole('button', { name: 'Record goods receipt' }).click();
  await expect(page).toHaveURL(/\/receiving\/view\/GRN-\d{6,9}$/);
  const id = /GRN-\d+/.exec(page.url())?.[0] ?? '';
  await expect(page.getByRole('heading', { name: `Goods receipt ${id}` })).toBeVisible();
  await expect(receivingLink(page)).toHaveAccessibleDescription(`${before + 1} awaiting approval`);

  // Whoever raised it counts it, but is not offered the decision, here or in the list.
  await expect(
    page.getByText('You raised this receipt: another person approves or rejects it.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await page.getByLabel(`Received quantity of ${chai}`).fill('40');
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && response.url().endsWith(id) && response.ok(),
  );
  await page.getByRole('button', { name: 'Save counts' }).click();
  await saved;
  await page.goto(`/receiving?q=${id}`);
  await expect(
    page.getByRole('checkbox', { name: `${id}: you raised it, another person decides` }),
  ).toBeDisabled();

  // The account the administrator invited is refused, and says why.
  await signInThroughApi(page, context, baseURL, invited);
  await page.goto(`/receiving/view/${id}`);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(
    page.getByText(new RegExp(`^${id}: .+, who created ${id}, invited or changed your account`)),
  ).toBeVisible();
  await expect(page.getByText('1 not approved')).toBeVisible();

  // The independent approver was told it awaits them, and approves it.
  await signInThroughApi(page, context, baseURL, approver);
  await page.goto(`/receiving/view/${id}`);
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByRole('dialog').getByText(`${id} awaits approval`)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('1 approved')).toBeVisible();

  // And the administrator, who raised it, is told it is approved.
  await signInThroughApi(page, context, baseURL);
  await page.goto('/receiving');
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByRole('dialog').getByText(`${id} is approved`)).toBeVisible();
});

test('a receipt another person rejects tells whoever raised it, with the comment', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const run = Date.now().toString(36);
  const approver = await approverAccount(request, 'Farah Rejecter');
  // Raised by the administrator through the API: the screen under test is the decision.
  const admin = await adminApi(request);
  const [business] = (await admin.get('/admin/users?status=active&pageSize=1')).items;
  const pepper = `PEP-${run}`.toUpperCase();
  await admin.post('/admin/skus', {
    userCode: business.code,
    code: pepper,
    name: 'Black pepper, 100 g jar',
    product: { name: `Black pepper ${pepper}` },
  });
  const places = await receiptPlaces(admin, business.code);
  const raised = await admin.post('/admin/shipment/receiving/create', {
    userCode: business.code,
    reference: `E2E-REJ-${run}`,
    vendorCode: places.vendor.code,
    warehouseCode: places.warehouse.code,
    expectedDate: new Date().toISOString().slice(0, 10),
    lines: [{ sku: pepper, description: 'Black pepper, 100 g jar', expectedQty: 60 }],
  });
  const comment = `Jars leaking, lot ${run}; supplier to replace.`;

  await signInThroughApi(page, context, baseURL, approver);
  await page.goto(`/receiving/view/${raised.id}`);
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Reject' });
  await dialog.getByLabel('Comment').fill(comment);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('1 rejected', { exact: true })).toBeVisible();

  await signInThroughApi(page, context, baseURL);
  await page.goto('/receiving');
  await page.getByRole('button', { name: 'Notifications' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(`${raised.id} is rejected`)).toBeVisible();
  await expect(drawer.getByText(comment, { exact: false })).toBeVisible();
});

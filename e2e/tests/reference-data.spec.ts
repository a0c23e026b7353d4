import { chooseOption } from '../support/select.ts';
import { signInOnScreen, signInThroughApi } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

test('the organisation picks a country, then one of its states, and its time zones follow', async ({
  page,
  context,
  baseURL,
}) => {
  await signInThroughApi(page, context, baseURL);
  await page.goto('/setting');
  // The form fills in once the organisation has loaded; typing before that would be lost.
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
  const country = page.getByLabel('Country', { exact: true });
  // Options render in a pop-up outside the field: within it, only the chosen value has this title.
  const countryField = page.locator('.ant-form-item', { has: country });
  await chooseOption(page, {
    picker: country,
    search: 'United Arab',
    option: '🇦🇪 United Arab Emirates',
    chosen: countryField.getByTitle('🇦🇪 United Arab Emirates'),
  });
  const state = page.getByLabel('State or region');
  await chooseOption(page, {
    picker: state,
    search: 'Dubai',
    option: 'Dubai',
    chosen: page.locator('.ant-form-item', { has: state }).getByTitle('Dubai'),
  });
  await expect(page.getByText(/Asia\/Dubai \(UTC\+04:00/)).toBeVisible();
  await page.getByRole('button', { name: 'Save organisation' }).click();
  await expect(page.getByText('The organisation details are saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByTitle('🇦🇪 United Arab Emirates')).toBeVisible();
  await expect(page.getByTitle('Dubai', { exact: true })).toBeVisible();

  // Back to India and Maharashtra, as the sample operator was. The organisation is the one
  // record here that every worker shares; no other spec reads its country or state.
  await page.getByLabel('Country', { exact: true }).click();
  await page.keyboard.type('India');
  await page.locator('.ant-select-item-option[title="🇮🇳 India"]').click();
  // The state list follows the country: open it once India is chosen, as a person would.
  await expect(countryField.getByTitle('🇮🇳 India')).toBeVisible();
  await page.getByLabel('State or region').click();
  await page.keyboard.type('Maharashtra');
  await page.locator('.ant-select-item-option[title="Maharashtra"]').click();
  await page.getByRole('button', { name: 'Save organisation' }).click();
  await expect(page.getByText('The organisation details are saved.')).toBeVisible();
});

test('a currency beyond the usual few shows its own symbol in the preview', async ({
  page,
  context,
  baseURL,
}) => {
  await signInThroughApi(page, context, baseURL);
  await page.goto('/setting/preferences');
  // The organisation has a currency too: the person's own is in "Formats and units".
  const formats = page.locator('.panel', { has: page.getByText('Formats and units') });
  const preview = page.locator('.panel', { has: page.getByText('Preview', { exact: true }) });
  const currency = formats.getByLabel('Currency');
  await chooseOption(page, {
    picker: currency,
    search: 'BDT',
    option: /^BDT · /,
    chosen: formats.getByTitle(/^BDT · .* \(৳\)$/),
  });
  await expect(preview.getByText(/৳/).first()).toBeVisible();
  // Back to the rupee for the specs after this one.
  await chooseOption(page, {
    picker: currency,
    search: 'INR',
    option: /^INR · /,
    chosen: formats.getByTitle(/^INR · /),
  });
  await expect(preview.getByText(/₹/).first()).toBeVisible();
});

test.describe('logging out while the server cannot be reached', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource|net::ERR_/] });

  test('signs out here, never resumes that session, and signs in normally afterwards', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInThroughApi(page, context, baseURL);
    await page.goto('/dashboard');
    await expect(page.getByText(/Welcome back/)).toBeVisible();

    await page.route('**/api/v1/auth/logout', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText(/server could not be reached/)).toBeVisible();

    // The httpOnly refresh cookie could not be removed, yet the old session does not come back.
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);

    // Signing in again works as ever.
    await page.unroute('**/api/v1/auth/logout');
    await signInOnScreen(page);
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByText(/Welcome back/)).toBeVisible();
  });
});

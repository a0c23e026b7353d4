import { signInThroughApi } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

test('visiting / without a session lands on the sign-in form', async ({ page }) => {
  await page.goto('/');

  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('textbox', { name: /email/i })).toBeVisible();
  await expect(page.locator('input[type="password"]')).toBeVisible();
  await expect(page.getByRole('button', { name: /sign in|log in|login/i })).toBeVisible();
});

test('/login arrives with its card drawn, inert until the app takes it over', async ({
  page,
  request,
}) => {
  // As sent: the screen is in the page, with its styles, before any script has run.
  const sent = await (await request.get('/login')).text();
  expect(sent).toContain('<div id="root" inert>');
  expect(sent).toContain('<h1 class="plain-title">Sign in</h1>');
  expect(sent).toMatch(/<style>[^<]*\.plain-card/);

  await page.goto('/login');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByLabel('Email').fill('not an address');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter an email address like name@company.com.')).toBeVisible();
});

test.describe('a signed-in page before its code', () => {
  // The scripts held back below are reported by the browser as failed loads.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test("the console's page arrives with the person's frame drawn, in their look, before any code runs", async ({
    page,
    context,
    baseURL,
  }) => {
    await signInThroughApi(page, context, baseURL);
    // The look the console last showed, as the theme engine keeps it for the server.
    await context.addCookies([
      {
        name: 'depot-look',
        value: encodeURIComponent(
          JSON.stringify({
            mode: 'light',
            primaryColorHex: '#16a34a',
            fontFamily: 'Verdana, Geneva, Tahoma, sans-serif',
            fontScale: 110,
            reducedMotion: false,
            highContrast: false,
            underlineLinks: false,
          }),
        ),
        url: baseURL ?? '',
      },
    ]);
    // No script arrives: what shows is the page as the server sent it.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/team');
    await expect(page.getByText(/^Welcome back, \S/)).toBeVisible();
    await expect(page.getByText('Staff who operate the console, each with a role.')).toBeVisible();
    await expect(page.locator('body')).toHaveClass('theme-light');
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('110%');
    // The team list's own code is asked for with the shell's, not once the router wants it.
    await expect(
      page.locator('head link[rel="modulepreload"][href^="/assets/team-"]'),
    ).not.toHaveCount(0);

    // With its code, the console takes the page over and the frame gives way to the screen.
    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.locator('.console-frame')).toHaveCount(0);
    await expect(page.getByText('Staff who operate the console, each with a role.')).toHaveCount(1);
  });
});

test("antd's component styles come with the build's stylesheet rather than being written as the console starts", async ({
  page,
  context,
  baseURL,
}) => {
  await signInThroughApi(page, context, baseURL);
  await page.goto('/team');
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  // Among what antd writes, ahead of the app's own rules, which still win at equal specificity.
  const order = await page.evaluate(() =>
    [...document.head.querySelectorAll('link[rel="stylesheet"], style')].map((element) =>
      element instanceof HTMLLinkElement
        ? (element.getAttribute('href') ?? '')
        : // What antd writes is marked with the order it keeps among its own.
          element.hasAttribute('data-rc-order')
          ? 'antd'
          : 'app',
    ),
  );
  const link = order.findIndex((entry) => /^\/assets\/antd-[\w-]+\.css$/.test(entry));
  expect(link).toBeGreaterThanOrEqual(0);
  expect(order.indexOf('app')).toBeGreaterThan(link);
  // antd found the button's rules there, and wrote none of its own (only the theme's values,
  // as variables, which it marks with the theme)…
  const written = await page.evaluate(
    () =>
      [...document.querySelectorAll('style[data-rc-order]:not([data-token-hash])')].filter(
        (style) => style.textContent?.includes('.ant-btn'),
      ).length,
  );
  expect(written).toBe(0);
  // …and the shell's antd button is drawn in antd's look (a browser's own button is neither).
  const toggle = page.getByRole('button', { name: 'Collapse sidebar' });
  await expect(toggle).toHaveCSS('border-radius', '6px');
  await expect(toggle).toHaveCSS('cursor', 'pointer');
});

test("a list's rows are asked for once, as soon as its code is in, before the screen renders", async ({
  page,
  context,
  baseURL,
}) => {
  await signInThroughApi(page, context, baseURL);
  const asked: string[] = [];
  const firstPages: string[] = [];
  page.on('request', (request) => {
    const { pathname, searchParams } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
    // The page after the first is asked for ahead once the first is in: not counted here.
    if (pathname === '/api/v1/admin/team' && (searchParams.get('page') ?? '1') === '1') {
      firstPages.push(request.url());
    }
  });
  await page.goto('/team?status=active');
  await expect(page.getByRole('row')).not.toHaveCount(0);
  await expect.poll(() => asked).toContain('/api/v1/admin/settings/get-tables-sequence-data/team');
  // The column chooser asks for its columns as the screen renders; the rows left before that.
  expect(firstPages).toHaveLength(1);
  expect(asked.indexOf('/api/v1/admin/team')).toBeLessThan(
    asked.indexOf('/api/v1/admin/settings/get-tables-sequence-data/team'),
  );
});

test('a deep link is served by the server and, signed out, ends on /login with redirectTo', async ({
  page,
}) => {
  const response = await page.goto('/users/view/42');

  // History fallback: the server answers the SPA's HTML, not a 404.
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page).toHaveURL(/\/login\?/);
  expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/users/view/42');
});

test('an unknown API path answers a 404 JSON error body', async ({ request }) => {
  const response = await request.get('/api/v1/does-not-exist');

  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = await response.json();
  expect(body).toEqual({
    error: expect.objectContaining({ code: 'NOT_FOUND', message: expect.any(String) }),
  });
});

test('/api/docs shows the OpenAPI document', async ({ page }) => {
  // The UI fetches the document itself; catching that answer proves it loaded.
  const documentResponse = page.waitForResponse(
    (response) =>
      response.url().includes('/api/docs/') &&
      (response.headers()['content-type'] ?? '').includes('json'),
  );

  const response = await page.goto('/api/docs');

  expect(response?.status()).toBe(200);
  const document = await (await documentResponse).json();
  expect(document.openapi).toMatch(/^3\./);
  await expect(page.getByRole('heading').first()).toBeVisible();
});

test('the health check reports ok with the database reachable', async ({ request }) => {
  const response = await request.get('/api/v1/health');

  expect(response.status()).toBe(200);
  const { data } = await response.json();
  expect(data.status).toBe('ok');
  expect(data.database.reachable).toBe(true);
  expect(data.database.engine).toBe(process.env.E2E_DATABASE_URL ? 'postgres' : 'pglite');
});

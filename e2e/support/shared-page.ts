import { THEME_STORAGE_KEY } from '@depot/contracts/theme';
import { type Browser, devices, expect, type Page } from '@playwright/test';
import { type Account, admin } from './admin.ts';
import { signInThroughApi } from './sign-in.ts';

/** A page kept signed in for a worker's looks at screens, and what it logged since the last. */
export type SharedPage = { page: Page; problems: string[] };

const made = new Map<string, Promise<SharedPage>>();

/**
 * A page signed in as `account` (the worker's administrator unless said), at `viewport` (a
 * desktop's unless said), made once per worker and reused from screen to screen: signing in and
 * a cold browser cache were half of each look's time. Each look begins with a full page load, so
 * nothing of the previous screen stays but the browser's cache. Console errors and uncaught
 * exceptions are kept for `expectNoProblems`, as the shared fixture does for a test's own page.
 */
export function sharedPage(
  browser: Browser,
  baseURL: string | undefined,
  options: { account?: Account; viewport?: { width: number; height: number } } = {},
): Promise<SharedPage> {
  const account = options.account ?? admin();
  const viewport = options.viewport ?? devices['Desktop Chrome'].viewport;
  const key = `${account.email} ${viewport.width}x${viewport.height}`;
  let page = made.get(key);
  if (!page) {
    page = (async () => {
      const context = await browser.newContext({ ...devices['Desktop Chrome'], viewport, baseURL });
      const problems: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
      });
      context.on('weberror', (webError) => {
        problems.push(`uncaught exception: ${webError.error().stack ?? webError.error().message}`);
      });
      const opened = await context.newPage();
      await signInThroughApi(opened, context, baseURL, account);
      return { page: opened, problems };
    })();
    made.set(key, page);
  }
  return page;
}

/**
 * Opens `path` on the shared page and waits until the screen has settled: the console has taken
 * the page over from the frame the server drew, and no request is in flight.
 */
export async function openSettled({ page, problems }: SharedPage, path: string): Promise<Page> {
  problems.length = 0;
  await page.goto(path);
  await page.waitForFunction(
    () =>
      !document.getElementById('root')?.hasAttribute('inert') &&
      document.querySelector('main[aria-busy="true"], main [aria-busy="true"]') === null,
  );
  return page;
}

/** Fails the look on any console error or uncaught exception since it began. */
export function expectNoProblems({ problems }: SharedPage) {
  expect(problems, 'the page logged errors or threw').toEqual([]);
}

/**
 * Runs `look` with the light theme applied in place, as when the person chooses it in another
 * tab (which saves a second load of the screen), then puts the stored settings back, unannounced,
 * so that the page's next load opens in its own theme again.
 */
export async function inLightTheme(page: Page, look: () => Promise<void>): Promise<void> {
  const stored = await page.evaluate((key) => {
    const before = localStorage.getItem(key);
    localStorage.setItem(key, JSON.stringify({ ...JSON.parse(before ?? '{}'), theme: 'light' }));
    window.dispatchEvent(new StorageEvent('storage', { key }));
    return before;
  }, THEME_STORAGE_KEY);
  try {
    await expect(page.locator('body')).toHaveClass(/theme-light/);
    await look();
  } finally {
    await page.evaluate(
      ([key, before]) => {
        if (before === null) localStorage.removeItem(key);
        else localStorage.setItem(key, before);
      },
      [THEME_STORAGE_KEY, stored] as const,
    );
  }
}

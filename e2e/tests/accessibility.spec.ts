import AxeBuilder from '@axe-core/playwright';
import { signInThroughApi } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

const signedOutScreens = [
  '/login',
  '/forgot-password',
  '/reset-password?token=not-a-real-token-but-long-enough',
];
const signedInScreens = [
  '/dashboard',
  '/transaction',
  '/users',
  '/users/new',
  '/users/view/USR-000001',
  '/packages',
  '/packages/new',
  '/team',
  '/team/new',
  '/team/view/EMP-0002',
  '/team/edit/EMP-0002',
  '/setting',
  '/setting/preferences',
  '/setting/notification',
  '/setting/privileges',
  '/setting/privileges/new',
  '/setting/privileges/finance/view',
  '/setting/privileges/finance/edit',
  '/no-such-page',
];

async function seriousViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('; ')})`,
    );
}

test.describe('axe finds no serious or critical violation', () => {
  // The reset screen checks its made-up token and the server refuses it (400).
  test.use({ allowedConsoleErrors: [/status of 400/] });

  for (const path of signedOutScreens) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  for (const path of signedInScreens) {
    test(`on ${path}, signed in`, async ({ page, context, baseURL }) => {
      await signInThroughApi(page, context, baseURL);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

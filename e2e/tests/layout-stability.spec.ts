import { signInThroughApi } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

// Cumulative layout shift as the browser reports it: how far visible content jumped while the
// page loaded. Google calls 0.1 good; a list whose rows arrive after its frame should not jump
// at all.
declare global {
  interface Window {
    layoutShift?: number;
  }
}

for (const viewport of [
  { name: 'a phone', width: 412, height: 823 },
  { name: 'a desktop', width: 1350, height: 940 },
]) {
  test(`the team list keeps still while its rows arrive, on ${viewport.name}`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.addInitScript(() => {
      window.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
          window.layoutShift = (window.layoutShift ?? 0) + entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await signInThroughApi(page, context, baseURL);
    // A phone's slower processor, as Lighthouse assumes: on a fast one, a render that moves
    // things after the first paint can finish before anything is painted, and hide the jump.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/team');
    await expect(page.getByRole('row').nth(3)).toBeVisible();
    await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
    expect(await page.evaluate(() => window.layoutShift)).toBeLessThan(0.02);
  });
}

import { expect, type Page } from '@playwright/test';

/**
 * Waits until the console's code has taken the page over. The server draws a signed-in page's
 * frame (sidebar, header) before any code runs, inert until then: what shows is not yet what
 * answers a keyboard shortcut.
 */
export async function consoleReady(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

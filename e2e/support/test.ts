import { test as base, expect } from '@playwright/test';

type ConsoleGuardOptions = {
  /**
   * console.error texts a test expects and accepts, e.g. the browser's own
   * "Failed to load resource: … 401" line in a test about a rejected call:
   * `test.use({ allowedConsoleErrors: [/status of 401/] })`. Uncaught exceptions are never
   * accepted.
   */
  allowedConsoleErrors: RegExp[];
};

/**
 * Playwright's `test`, with every page of the test's browser context watched: a
 * console.error or an uncaught exception fails the test at teardown, listing all of them,
 * even when every assertion passed. Every spec imports `test` and `expect` from here.
 */
export const test = base.extend<ConsoleGuardOptions>({
  allowedConsoleErrors: [[], { option: true }],
  context: async ({ context, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    context.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
      const { url, lineNumber } = message.location();
      problems.push(`console.error: ${text}${url ? ` (at ${url}:${lineNumber})` : ''}`);
    });
    context.on('weberror', (webError) => {
      const error = webError.error();
      problems.push(`uncaught exception: ${error.stack ?? error.message}`);
    });

    await use(context);

    expect(problems, 'the page logged errors or threw').toEqual([]);
  },
});

export { expect };

import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';

const outputDir = path.resolve(import.meta.dirname, '../.test-output');

/**
 * Real Chromium (Debian's, never a downloaded build) against the real server, which
 * support/global-setup.ts starts on a free port with a fresh database.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: path.join(outputDir, 'e2e-artifacts'),
  globalSetup: './support/global-setup.ts',
  // Two workers by default (E2E_WORKERS overrides): the machines that run this have two cores,
  // and one worker's Chromium and server already keep them about 70% busy, so more would queue.
  // They share one server and database, so a spec must not lean on what another changes:
  // each worker signs in an administrator of its own, invited by the global setup
  // (support/admin.ts: sign-in codes are read from the outbox per account, and preferences,
  // layouts and notifications are the account's); a spec that changes shared records makes
  // its own, under a unique name (support/unique.ts). A file's tests run in order on one worker.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // A test takes up to twice as long, or more on a busy machine, when two workers and the
  // server share its two cores as when it has them to itself: most take under 15 s alone. The
  // longest flows (receiving, zones and packages: 20 s alone) call test.slow() on top.
  timeout: 90_000,
  // What a test waits for is a condition; this bounds only how long a failing one takes to
  // say so. A busy second worker (the accessibility sweep, an export) can hold the embedded
  // database for seconds, so a step that takes 2 s alone has taken over 10 s beside it.
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: path.join(outputDir, 'e2e.json') }]],
  use: {
    ...devices['Desktop Chrome'],
    // Set by the global setup before the workers start; workers read this file again.
    baseURL: process.env.DEPOT_E2E_BASE_URL,
    // Recording a trace for every test in case it fails took two fifths of the tier's CPU (the
    // screencast alone a third), on a machine whose two cores the tests already keep busy. A
    // failure still leaves its screenshot and the page's accessibility tree with the call log
    // (error-context.md); E2E_TRACE=1 records DOM-snapshot traces as well, to replay one.
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium' }],
});

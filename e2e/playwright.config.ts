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
  // One worker: specs sign the same administrator in and read the mailed code from the one
  // server's outbox, which two parallel sign-ins of one account would confuse.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(outputDir, 'e2e.json') }]],
  use: {
    ...devices['Desktop Chrome'],
    // Set by the global setup before the workers start; workers read this file again.
    baseURL: process.env.DEPOT_E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium' }],
});

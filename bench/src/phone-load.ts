import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';
import { startConsoleSignedIn } from './start-server.ts';

// `npm run bench:phone`: the team list opened signed in, in Debian's Chromium slowed down with
// Lighthouse's phone figures (four times slower CPU; 150 ms added to each request, 1.6 Mbit/s
// down), measured in the browser rather than simulated: when the page first paints text, when
// the screen's own heading is there, and when its first row is. Medians of RUNS loads, each in a fresh
// browser (a cold cache). `WEB_DIST_DIR=… npm run bench:phone` measures another build the same
// way, to compare two builds. Run `npm run build` first.

const RUNS = Number(process.env.PHONE_RUNS ?? 7);
const PASSWORD = 'bench-password-123';
const MBIT = (1024 * 1024) / 8;

type Load = { firstContentfulPaint: number; heading: number; firstRow: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'depot-bench-phone-'));
const { server, tokens } = await startConsoleSignedIn(dataDir, PASSWORD);
try {
  const loads: Load[] = [];
  for (let run = 0; run < RUNS; run++) {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      await context.addCookies([
        { name: 'access_token', value: tokens.accessToken, url: server.url },
        { name: 'permissions_token', value: tokens.permissionsToken, url: server.url },
      ]);
      const page = await context.newPage();
      const devtools = await context.newCDPSession(page);
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await devtools.send('Network.enable');
      await devtools.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: 1.6 * MBIT,
        uploadThroughput: 0.75 * MBIT,
      });
      await page.goto(`${server.url}/team`);
      await page.getByRole('heading', { name: 'Team' }).waitFor();
      const heading = await page.evaluate(() => performance.now());
      await page.getByRole('link', { name: 'EMP-0001' }).waitFor();
      const firstRow = await page.evaluate(() => performance.now());
      const firstContentfulPaint = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      );
      loads.push({ firstContentfulPaint, heading, firstRow });
    } finally {
      await browser.close();
    }
  }
  const at = (key: keyof Load) => `${(median(loads.map((load) => load[key])) / 1000).toFixed(2)} s`;
  console.log(`/team signed in, a phone's speed, medians of ${RUNS} loads`);
  console.log(`  first contentful paint ${at('firstContentfulPaint')}`);
  console.log(`  the screen's heading   ${at('heading')}`);
  console.log(`  the first row          ${at('firstRow')}`);
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';
import { type RunningServer, startConsoleSignedIn } from './start-server.ts';

// `npm run bench:web`: Lighthouse 12 (performance only, its default simulated throttling) in
// Debian's Chromium against the built console served on loopback: /login, and the team list and
// the dashboard signed in, each three times on mobile and on desktop, printing the medians. A
// bare HTML page served by node:http is measured the same way first: the floor of this machine
// in this run.
// Run `npm run build` first.

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** A directory to keep every run's full Lighthouse report in (JSON), to see why a figure is what it is. */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
/** Only the pages whose label contains this, e.g. "/team". */
const ONLY = process.env.LIGHTHOUSE_ONLY ?? '';
let reportNumber = 0;
const PASSWORD = 'bench-password-123';

type Cookie = { name: string; value: string };
type Figures = { score: number; fcp: number; lcp: number; tbt: number; cls: number; js: number };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** One Lighthouse run in a fresh browser profile (a cold cache), with the given cookies set. */
async function runOnce(url: string, desktop: boolean, cookies: Cookie[]): Promise<Figures> {
  const port = await freePort();
  const profile = await mkdtemp(path.join(tmpdir(), 'depot-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    if (cookies.length > 0) {
      await browser.addCookies(cookies.map((cookie) => ({ ...cookie, url })));
    }
    const flags: Flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The storage reset would also clear the session's cookies; the profile is new anyway.
      disableStorageReset: cookies.length > 0,
    };
    const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (REPORTS) {
      reportNumber += 1;
      const name = `${reportNumber}-${new URL(url).pathname.replaceAll('/', '_')}-${desktop ? 'desktop' : 'mobile'}.json`;
      await writeFile(path.join(REPORTS, name), JSON.stringify(result.lhr));
    }
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError) console.log(`  (${url}: ${runtimeError.code} ${runtimeError.message})`);
    const scripts = (
      audits['resource-summary']?.details as
        | { items?: Array<{ resourceType: string; transferSize: number }> }
        | undefined
    )?.items?.find((item) => item.resourceType === 'script');
    return {
      score: Math.round((categories.performance?.score ?? Number.NaN) * 100),
      fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      js: scripts?.transferSize ?? 0,
    };
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function measure(label: string, url: string, desktop: boolean, cookies: Cookie[] = []) {
  if (!label.includes(ONLY)) return;
  const runs: Figures[] = [];
  let failed = 0;
  // A run Lighthouse could not finish (a page that never settled, a browser that went away)
  // is reported and run again, up to as many times as there are runs.
  while (runs.length < RUNS && failed < RUNS) {
    const figures = await runOnce(url, desktop, cookies);
    if (Object.values(figures).some(Number.isNaN)) {
      failed += 1;
      console.log(`  (${label}: a run did not finish and is run again)`);
    } else {
      runs.push(figures);
    }
  }
  if (runs.length === 0) throw new Error(`no Lighthouse run of ${label} finished`);
  const pick = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
  const row = [
    label.padEnd(34),
    `${pick('score')}`.padStart(6),
    `${runs.map((figures) => figures.score).join('/')}`.padStart(13),
    `${(pick('fcp') / 1000).toFixed(2)} s`.padStart(9),
    `${(pick('lcp') / 1000).toFixed(2)} s`.padStart(9),
    `${Math.round(pick('tbt'))} ms`.padStart(8),
    pick('cls').toFixed(3).padStart(7),
    `${(pick('js') / 1024).toFixed(1)} KB`.padStart(10),
  ];
  console.log(row.join(''));
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'depot-bench-web-'));
const blank = createHttpServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end('<!doctype html><html lang="en"><title>Blank</title><h1>Blank page</h1></html>');
});
let depot: RunningServer | undefined;
try {
  await new Promise<void>((resolve) => blank.listen(0, '127.0.0.1', resolve));
  const blankAddress = blank.address();
  const blankUrl = `http://127.0.0.1:${typeof blankAddress === 'object' && blankAddress ? blankAddress.port : 0}/`;
  console.log('Starting the console with its sample data (first start seeds it)…');
  const started = await startConsoleSignedIn(dataDir, PASSWORD);
  depot = started.server;
  const cookies: Cookie[] = [
    { name: 'access_token', value: started.tokens.accessToken },
    { name: 'permissions_token', value: started.tokens.permissionsToken },
  ];
  console.log(`Lighthouse ${RUNS} runs each, medians (the scores of every run beside them)\n`);
  console.log(
    `${'page'.padEnd(34)}${'score'.padStart(6)}${'runs'.padStart(13)}${'FCP'.padStart(9)}${'LCP'.padStart(9)}${'TBT'.padStart(8)}${'CLS'.padStart(7)}${'JS'.padStart(10)}`,
  );
  for (const desktop of [false, true]) {
    const form = desktop ? 'desktop' : 'mobile';
    await measure(`baseline: blank page, ${form}`, blankUrl, desktop);
    await measure(`/login, ${form}`, `${depot.url}/login`, desktop);
    await measure(`/team signed in, ${form}`, `${depot.url}/team`, desktop, cookies);
    await measure(`/dashboard signed in, ${form}`, `${depot.url}/dashboard`, desktop, cookies);
  }
} finally {
  blank.close();
  await depot?.stop();
  await rm(dataDir, { recursive: true, force: true });
}

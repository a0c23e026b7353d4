import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  depotServerFile,
  type RunningServer,
  signInFromLog,
  startProcess,
} from '../bench/src/start-server.ts';

// Runs sqlmap and wapiti against a console started here on 127.0.0.1 with the sample data,
// signed in as its administrator, each bounded in time, and prints what they found. Run through
// `npm run scan`, which puts this process (server and scanners alike) in a network namespace of
// its own: nothing can leave the machine, and nothing outside can reach the server.

const ADMIN = { email: 'scan@depot.local', password: 'scan passphrase of some length' };
const SQLMAP_SECONDS = 300;
const WAPITI_SECONDS = 420;

/** The lists and their filters: where request values reach SQL. */
const targets = process.env.SCAN_ONLY
  ? [process.env.SCAN_ONLY]
  : [
      '/api/v1/admin/users?q=kesar&status=active&country=IN&sort=businessName&page=1',
      '/api/v1/admin/orders?q=ORD&status=delivered&from=2026-01-01&minAmount=100&sort=-amount',
      '/api/v1/admin/shipment?q=SHP&carrier=Delhivery&sort=createdAt',
      '/api/v1/admin/shipment/receiving?q=GRN&status=pending',
      '/api/v1/admin/team?q=a&sort=fullName',
      '/api/v1/admin/audit?entity=user&entityId=USR-000001',
      '/api/v1/admin/transactions?q=INV&status=paid&method=upi',
    ];

type Finding = { tool: string; target: string; what: string };

/** Runs a command, killed at `seconds`; answers what it printed. */
function run(command: string, args: string[], seconds: number): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => {
      output += `\n[stopped after ${seconds} s]\n`;
      child.kill('SIGKILL');
    }, seconds * 1000);
    child.once('close', () => {
      clearTimeout(timer);
      resolve(output);
    });
  });
}

async function sqlmap(server: RunningServer, work: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const target of targets) {
    // A fresh token each time: a scan outlives an access token's fifteen minutes.
    const token = await signInFromLog(server, ADMIN);
    const output = await run(
      'sqlmap',
      [
        '-u',
        `${server.url}${target}`,
        '-H',
        `Authorization: Bearer ${token}`,
        '--batch',
        '--dbms=PostgreSQL',
        '--level=2',
        '--risk=1',
        '--technique=BEUST',
        '--time-sec=2',
        '--timeout=10',
        '--retries=0',
        '--flush-session',
        '--disable-coloring',
        `--output-dir=${work}/sqlmap`,
      ],
      SQLMAP_SECONDS,
    );
    const injectable =
      /identified the following injection point|parameter '([^']+)' is vulnerable/i.exec(output);
    const clean = /all tested parameters do not appear to be injectable/i.test(output);
    if (/\[CRITICAL\] page not found|HTTP error codes detected.*\n40[13]/.test(output)) {
      throw new Error(
        `sqlmap could not reach ${target}: ${output.split('\n').slice(-8).join(' ')}`,
      );
    }
    // What sqlmap concluded of each parameter it tested.
    const tested = [
      ...output.matchAll(
        /(?:GET|POST) parameter '([^']+)' (?:does not seem to be injectable|is vulnerable|might be injectable)/g,
      ),
    ].map((match) => match[1]);
    console.log(
      `sqlmap ${target}: ${injectable ? 'INJECTABLE' : clean ? 'no injection' : 'stopped before it finished'} (parameters concluded: ${[...new Set(tested)].join(', ') || 'none'})`,
    );
    if (injectable) findings.push({ tool: 'sqlmap', target, what: injectable[0] });
    if (!injectable && !clean) console.log(output.split('\n').slice(-12).join('\n'));
  }
  return findings;
}

type WapitiReport = {
  vulnerabilities?: Record<string, Array<{ path: string; parameter: string; info: string }>>;
  anomalies?: Record<string, Array<{ path: string; parameter: string; info: string }>>;
  additionals?: Record<string, Array<{ path: string; info: string }>>;
};

async function wapiti(server: RunningServer, work: string): Promise<Finding[]> {
  const token = await signInFromLog(server, ADMIN);
  const report = path.join(work, 'wapiti.json');
  const output = await run(
    'wapiti',
    [
      '-u',
      `${server.url}/`,
      '--scope',
      'domain',
      ...targets.flatMap((target) => ['-s', `${server.url}${target}`]),
      '-H',
      `Authorization: Bearer ${token}`,
      '-m',
      'sql,blindsql,exec,file,xss,permanentxss,crlf,redirect',
      '--max-scan-time',
      String(WAPITI_SECONDS - 30),
      '--max-attack-time',
      '60',
      '--flush-session',
      '-f',
      'json',
      '-o',
      report,
    ],
    WAPITI_SECONDS,
  );
  let parsed: WapitiReport;
  try {
    parsed = JSON.parse(await readFile(report, 'utf8'));
  } catch {
    console.log(output.slice(-2000));
    throw new Error('wapiti wrote no report');
  }
  const findings: Finding[] = [];
  for (const group of ['vulnerabilities', 'anomalies'] as const) {
    for (const [kind, items] of Object.entries(parsed[group] ?? {})) {
      for (const item of items) {
        findings.push({
          tool: 'wapiti',
          target: `${item.path} (${item.parameter || 'no parameter'})`,
          what: `${kind}: ${item.info}`,
        });
      }
    }
  }
  for (const [kind, items] of Object.entries(parsed.additionals ?? {})) {
    for (const item of items) console.log(`wapiti note, ${kind}: ${item.path} ${item.info}`);
  }
  // What wapiti did: the modules it ran and the requests each made, from its own log.
  for (const line of output.split('\n')) {
    if (/Launching module|requests? sent|attacked|Found \d+|Report/i.test(line)) {
      console.log(`wapiti: ${line.trim()}`);
    }
  }
  console.log(`wapiti: ${findings.length} finding(s)`);
  return findings;
}

const started = performance.now();
const work = await mkdtemp(path.join(tmpdir(), 'depot-scan-'));
let server: RunningServer | null = null;
try {
  console.log('Starting the console with the sample data on 127.0.0.1 …');
  server = await startProcess(
    [depotServerFile],
    {
      DATA_DIR: path.join(work, 'data'),
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    /running at (http:\/\/\S+)/,
  );
  const findings = [...(await sqlmap(server, work)), ...(await wapiti(server, work))];
  console.log(`\nScanned in ${Math.round((performance.now() - started) / 1000)} s.`);
  if (findings.length === 0) {
    console.log('Findings: none.');
  } else {
    console.log(`Findings: ${findings.length}`);
    for (const finding of findings) {
      console.log(`- ${finding.tool} ${finding.target}: ${finding.what}`);
    }
    process.exitCode = 1;
  }
} finally {
  await server?.stop();
  await rm(work, { recursive: true, force: true });
}

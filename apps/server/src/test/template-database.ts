import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

/**
 * Databases migrated (and, for `demo`, seeded with the sample operator) once per test run, then
 * cloned for each test app: PostgreSQL copies a template database, PGlite a data folder. A test
 * file then starts in about a tenth of the time a migration and a seed would take.
 */
export type TemplateKind = 'empty' | 'demo';

/** What the run's global setup hands every test worker: where the templates live. */
export type TemplateRun = { id: string; root: string };

declare module 'vitest' {
  export interface ProvidedContext {
    depotTemplates: TemplateRun | undefined;
  }
}

/** The admin every template is built with, so that tests sign in as on a fresh database. */
export const TEMPLATE_ADMIN = {
  email: 'admin@depot.test',
  password: 'correct-horse-battery-staple',
};

const execFileAsync = promisify(execFile);
const READY = 'ready';
// The data folder's lock file names the process that built the template; a copy must not.
const LOCK_FILE = 'server.pid';

function templateRun(): TemplateRun | undefined {
  try {
    return inject('depotTemplates');
  } catch {
    // Outside a vitest worker (a script importing the helpers): no templates, fresh databases.
    return undefined;
  }
}

function databaseName(run: TemplateRun, kind: TemplateKind) {
  return `depot_template_${run.id}_${kind}`;
}

async function exists(file: string) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Where the log of the start that built the `kind` template is kept, one JSON line each. */
const buildLogFile = (run: TemplateRun, kind: TemplateKind) => path.join(run.root, `${kind}.log`);

/**
 * Builds a template by a first start of the app on an empty database, as a person's first
 * `npm start` does, and keeps that start's log for the tests of a first start.
 */
async function buildTemplate(run: TemplateRun, env: Record<string, string>, kind: TemplateKind) {
  const lines: string[] = [];
  const config = loadConfig({
    LOG_LEVEL: 'info',
    SEED_DEMO: String(kind === 'demo'),
    ADMIN_EMAIL: TEMPLATE_ADMIN.email,
    ADMIN_PASSWORD: TEMPLATE_ADMIN.password,
    WEB_DIST_DIR: path.join(tmpdir(), 'depot-no-web-app'),
    ...env,
  });
  const app = await buildApp(config, { logStream: { write: (line) => lines.push(line) } });
  await app.close();
  await writeFile(buildLogFile(run, kind), lines.join(''));
}

/**
 * The log lines of the first start that built the run's `kind` template (building it if no
 * test has yet): what a first start on an empty database logs, at the info level.
 */
export async function templateBuildLog(
  serverUrl: string | undefined,
  kind: TemplateKind,
): Promise<string[]> {
  const run = templateRun();
  if (!run) throw new Error('template databases exist only in a test run');
  if (serverUrl) await postgresTemplate(serverUrl, run, kind);
  else await pgliteTemplate(run, kind);
  const text = await readFile(buildLogFile(run, kind), 'utf8');
  return text.split('\n').filter((line) => line.length > 0);
}

/**
 * Waits for another worker to finish building the template whose marker is `ready`. The
 * builder either writes the marker or removes its claim when it fails; either ends the wait.
 */
async function waitForOtherBuilder(claim: string, ready: string) {
  for (;;) {
    if (await exists(ready)) return;
    if (!(await exists(claim))) throw new Error(`the ${claim} template failed to build`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A PGlite folder of the run built once by the first worker to ask (`build` fills `folder`);
 * the others wait for its `ready` marker.
 */
async function builtOnce(
  run: TemplateRun,
  name: string,
  build: (folder: string) => Promise<void>,
): Promise<string> {
  const folder = path.join(run.root, name);
  const ready = path.join(run.root, `${name}.${READY}`);
  if (await exists(ready)) return folder;
  const claim = path.join(run.root, `${name}.building`);
  try {
    await mkdir(claim);
  } catch {
    await waitForOtherBuilder(claim, ready);
    return folder;
  }
  try {
    await build(folder);
    await rm(path.join(folder, LOCK_FILE), { force: true });
    await writeFile(ready, '');
  } finally {
    await rm(claim, { recursive: true, force: true });
  }
  return folder;
}

/** The PGlite data folder of the `kind` template, built by the first worker to ask. */
function pgliteTemplate(run: TemplateRun, kind: TemplateKind): Promise<string> {
  return builtOnce(run, kind, (folder) => buildTemplate(run, { DATA_DIR: folder }, kind));
}

/**
 * A data folder holding an empty PGlite cluster, as the embedded database's own first start
 * leaves it before the app has migrated anything. Making a cluster takes PGlite seconds, which
 * a test of the app's first start would spend each time; a copy of this one takes a tenth.
 */
function pgliteCluster(run: TemplateRun): Promise<string> {
  return builtOnce(run, 'cluster', async (folder) => {
    await mkdir(folder, { recursive: true });
    const cluster = new PGlite(path.join(folder, 'pglite'));
    await cluster.waitReady;
    await cluster.close();
  });
}

/** The PostgreSQL template database of `kind`, built under an advisory lock by the first asker. */
async function postgresTemplate(
  serverUrl: string,
  run: TemplateRun,
  kind: TemplateKind,
): Promise<string> {
  const name = databaseName(run, kind);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await admin.query(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      try {
        await buildTemplate(run, { DATABASE_URL: url.toString() }, kind);
      } catch (error) {
        await admin.query(`drop database if exists ${name} with (force)`);
        throw error;
      }
    }
    return name;
  } finally {
    await admin.end();
  }
}

/**
 * Copies a data folder: with the system's `cp` where there is one, which copies the thousand-odd
 * files of a PostgreSQL folder several times faster than Node's own copy.
 */
async function copyFolder(from: string, to: string) {
  if (process.platform === 'win32') return cp(from, to, { recursive: true });
  await execFileAsync('cp', ['-R', from, to]);
}

/** A fresh database for one test app, and how to remove it. */
export type TestDatabase = { env: Record<string, string>; drop: () => Promise<void> };

/**
 * A database of its own for one test: a copy of the run's `kind` template when the run has
 * templates; with `fresh`, an empty one the app migrates itself (on PGlite, in a test run, a
 * copy of an empty cluster); outside a test run (a script), an empty folder.
 */
export async function cloneDatabase(
  serverUrl: string | undefined,
  kind: TemplateKind | 'fresh',
): Promise<TestDatabase> {
  const run = templateRun();
  const suffix = randomBytes(6).toString('hex');
  if (serverUrl) {
    const template = run && kind !== 'fresh' ? await postgresTemplate(serverUrl, run, kind) : null;
    const name = `depot_test_${suffix}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    // FILE_COPY copies the template's files as they are; the default since PostgreSQL 15 writes
    // every page through the write-ahead log: 0.7 s against 0.08 s for the sample operator's.
    await admin.query(
      `create database ${name}${template ? ` template ${template} strategy file_copy` : ''}`,
    );
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      async drop() {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const dataDir = path.join(run?.root ?? tmpdir(), `test-${suffix}`);
  if (run) {
    const from = kind === 'fresh' ? await pgliteCluster(run) : await pgliteTemplate(run, kind);
    await copyFolder(from, dataDir);
  } else {
    await mkdir(dataDir, { recursive: true });
  }
  return { env: { DATA_DIR: dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
}

/** The run's templates: a folder for PGlite's, and the names PostgreSQL's will take. */
export async function startTemplateRun(): Promise<TemplateRun> {
  const root = path.join(tmpdir(), `depot-templates-${randomBytes(4).toString('hex')}`);
  await mkdir(root, { recursive: true });
  return { id: randomBytes(4).toString('hex'), root };
}

/**
 * Where the test script asks the run to leave its PGlite sample operator when it ends, for the
 * end-to-end server to start on a copy instead of loading the same data again.
 */
const SAMPLE_DATA_HANDOFF = 'DEPOT_SAMPLE_DATA_DIR';

/** Removes the run's templates: the folder, and any template database built on `serverUrl`. */
export async function endTemplateRun(run: TemplateRun, serverUrl: string | undefined) {
  const handoff = process.env[SAMPLE_DATA_HANDOFF];
  if (handoff && !serverUrl && (await exists(path.join(run.root, `demo.${READY}`)))) {
    await rm(handoff, { recursive: true, force: true });
    await rename(path.join(run.root, 'demo'), handoff);
  }
  await rm(run.root, { recursive: true, force: true });
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const kind of ['empty', 'demo'] as const) {
      await admin.query(`drop database if exists ${databaseName(run, kind)} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

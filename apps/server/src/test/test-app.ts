import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

export const TEST_ADMIN_EMAIL = 'admin@depot.test';
export const TEST_ADMIN_PASSWORD = 'correct-horse-battery-staple';

/** The PostgreSQL server the test script started, if any; otherwise tests run on PGlite. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;
export const testEngine = testDatabaseUrl ? 'postgres' : 'pglite';

/**
 * A fresh, empty database for one test app: a new PostgreSQL database on the test server,
 * or a PGlite folder in a temporary directory. `drop` removes it.
 */
export async function createTestDatabase(): Promise<{
  env: Record<string, string>;
  drop: () => Promise<void>;
}> {
  if (testDatabaseUrl) {
    const name = `depot_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      async drop() {
        const client = new pg.Client({ connectionString: testDatabaseUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'depot-test-'));
  return {
    env: { DATA_DIR: dataDir },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** A mail the server printed instead of sending (no SMTP_URL), as a person reads it in the log. */
export type PrintedMail = { to: string; subject: string; hint: string };

const printedMail = /^mail not sent \(no SMTP_URL\): to (\S+) \| (.*) \| (.*)$/;

export type TestApp = FastifyInstance & {
  dispose: () => Promise<void>;
  /** Every line the server logged (warnings and worse unless LOG_LEVEL says otherwise). */
  logLines: () => string[];
  /** The mails printed to the log, oldest first: the only place their codes and links remain. */
  printedMails: () => PrintedMail[];
};

function parsePrintedMail(line: string): PrintedMail | null {
  const entry: unknown = JSON.parse(line);
  if (typeof entry !== 'object' || entry === null || !('msg' in entry)) return null;
  const match = typeof entry.msg === 'string' ? printedMail.exec(entry.msg) : null;
  if (!match?.[1] || match[2] === undefined || match[3] === undefined) return null;
  return { to: match[1], subject: match[2], hint: match[3] };
}

/** Builds the real app on a database of its own; `dispose` stops it and drops the database. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  database?: { env: Record<string, string> },
): Promise<TestApp> {
  const owned = database ? null : await createTestDatabase();
  const lines: string[] = [];
  const config = loadConfig({
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: TEST_ADMIN_EMAIL,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    WEB_DIST_DIR: path.join(tmpdir(), 'depot-no-web-app'),
    ...(database ?? owned)?.env,
    ...overrides,
  });
  const app = await buildApp(config, {
    logStream: { write: (line) => lines.push(line) },
    checkDeclaredCodes: true,
  });
  return Object.assign(app, {
    async dispose() {
      await app.close();
      await owned?.drop();
    },
    logLines: () => [...lines],
    printedMails: () =>
      lines.flatMap((line) => {
        const mail = parsePrintedMail(line);
        return mail ? [mail] : [];
      }),
  });
}

import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import {
  cloneDatabase,
  TEMPLATE_ADMIN,
  type TemplateKind,
  type TestDatabase,
  templateBuildLog,
} from './template-database.ts';

export const TEST_ADMIN_EMAIL = TEMPLATE_ADMIN.email;
export const TEST_ADMIN_PASSWORD = TEMPLATE_ADMIN.password;

/** The PostgreSQL server the test script started, if any; otherwise tests run on PGlite. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;
export const testEngine = testDatabaseUrl ? 'postgres' : 'pglite';

/** The embedded database's cache in a test app, in MiB (DATA_CACHE_MB; 128 by default). */
export const TEST_DATA_CACHE_MB = '16';

/**
 * A database of its own for one test app: a copy of the run's migrated template (seeded with
 * the sample operator for `demo`), or, with `fresh`, an empty one the app migrates and
 * initialises itself, for tests of that first start. `drop` removes it.
 */
export function createTestDatabase(kind: TemplateKind | 'fresh' = 'fresh'): Promise<TestDatabase> {
  return cloneDatabase(testDatabaseUrl, kind);
}

/**
 * What the first start that built the run's `kind` template logged (at the info level): a test
 * of what a first start says reads it instead of loading the sample operator once more.
 */
export function firstStartLog(kind: TemplateKind): Promise<string[]> {
  return templateBuildLog(testDatabaseUrl, kind);
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

/**
 * Builds the real app on a database of its own, copied from the run's template (the sample
 * operator's when `SEED_DEMO` is 'true'); `dispose` stops it and drops the database.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  database?: { env: Record<string, string> },
): Promise<TestApp> {
  const owned = database
    ? null
    : await createTestDatabase(overrides.SEED_DEMO === 'true' ? 'demo' : 'empty');
  const lines: string[] = [];
  const config = loadConfig({
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    // A test's database is small, and every test file starts several: a smaller cache halves
    // the start of an embedded one.
    DATA_CACHE_MB: TEST_DATA_CACHE_MB,
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

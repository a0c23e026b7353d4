import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client.ts';

/*
 * Which database the benchmarks at scale run on, picked as the server picks it: PostgreSQL when
 * DATABASE_URL is set (`bash scripts/pg-temp.sh npm run bench:…`), else the embedded PGlite in
 * the folder DATA_DIR names (`DATA_DIR=/tmp/depot-bench npm run bench:…`), the layout `npm
 * start` uses. The embedded database has a single owner: while the server runs, nothing else
 * may open it, so a benchmark does its direct work before the server starts.
 */

export type BenchEngine =
  | { kind: 'postgres'; databaseUrl: string }
  | { kind: 'pglite'; dataDir: string };

/** Rows of a statement, as both drivers can give them. */
export type SqlResult = { rows: Record<string, unknown>[]; rowCount: number | null };
/** One session on the database: temporary tables live as long as it does. */
export type SqlClient = { query(text: string, params?: unknown[]): Promise<SqlResult> };

export function benchEngine(): BenchEngine {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) return { kind: 'postgres', databaseUrl };
  const dataDir = process.env.DATA_DIR;
  if (dataDir) return { kind: 'pglite', dataDir };
  // No default folder: the console's own ./data holds its sample data, not a data set to measure.
  throw new Error(
    'Set DATABASE_URL for PostgreSQL (bash scripts/pg-temp.sh npm run …) or DATA_DIR for a folder of the embedded database (DATA_DIR=/tmp/depot-bench npm run …)',
  );
}

/** The engine's name as the figures print it. */
export const engineName = (engine: BenchEngine) =>
  engine.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';

/**
 * What the server needs to find the same data: the URL, or the embedded database's folder
 * (for PostgreSQL the server gets a folder of its own for its signing key).
 */
export const serverDatabaseEnv = (
  engine: BenchEngine,
  ownDataDir: string,
): Record<string, string> =>
  engine.kind === 'postgres'
    ? { DATABASE_URL: engine.databaseUrl, DATA_DIR: ownDataDir }
    : { DATA_DIR: engine.dataDir };

/** PGlite's one session, answering as pg does. */
export function pgliteSession(pglite: PGlite): SqlClient {
  return {
    async query(text, params) {
      const result = await pglite.query<Record<string, unknown>>(text, params ?? []);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    },
  };
}

/** The driver under a handle's query builder: pg's pool, or PGlite. */
export const driverOf = (database: DatabaseHandle) =>
  (database.db as unknown as { $client: pg.Pool | PGlite }).$client;

export type DirectDatabase = {
  engine: BenchEngine;
  /** The app's own handle on the database: its query builder and its cursor reader. */
  database: DatabaseHandle;
  /** One session for raw statements. */
  client: SqlClient;
  close(): Promise<void>;
};

/**
 * Opens the database from this process, through the app's own opening (the embedded one with
 * its extensions, under the folder's lock). No server may hold the embedded database meanwhile.
 */
export async function openDirect(engine: BenchEngine): Promise<DirectDatabase> {
  const database = await openDatabase(
    {
      databaseUrl: engine.kind === 'postgres' ? engine.databaseUrl : undefined,
      dataDir: engine.kind === 'pglite' ? engine.dataDir : '',
    },
    { warn: () => {} },
  );
  if (engine.kind === 'pglite') {
    const client = pgliteSession(driverOf(database) as PGlite);
    return { engine, database, client, close: () => database.close() };
  }
  // A client of its own rather than the pool's: temporary tables belong to one session.
  const session = new pg.Client({ connectionString: engine.databaseUrl });
  try {
    await session.connect();
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    engine,
    database,
    client: session,
    async close() {
      await session.end().catch(() => {});
      await database.close();
    },
  };
}

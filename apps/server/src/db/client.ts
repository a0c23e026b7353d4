import { createHash } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Column, type DriverValueDecoder, noopDecoder, type Query, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import {
  type PgColumn,
  type PgDatabase,
  PgDialect,
  type PgQueryResultHKT,
} from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import pg from 'pg';
import { databaseUnavailable } from '../lib/database-errors.ts';
import { serverRoot } from '../paths.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';

export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repositories accept either, so a service can run them inside its transaction. */
export type Executor = Database | Transaction;
export type DatabaseEngine = 'pglite' | 'postgres';

/** A statement with its parameters, as a query builder's `toSQL()` gives it. */
export type Statement = { sql: string; params: unknown[] };

/**
 * Reads a statement's rows through a database cursor, `batchSize` at a time, each row as its
 * columns' values in select order, every batch from one snapshot of the data: a row changed
 * while a long read goes on is neither lost nor read twice. Stopping the iteration closes the
 * cursor. A batch is the reader's until it asks for the next one, which empties it (see
 * `handedOn`): a reader that keeps rows copies them.
 */
export type CursorReader = (statement: Statement, batchSize: number) => AsyncGenerator<unknown[][]>;

export type DatabaseHandle = {
  db: Database;
  engine: DatabaseEngine;
  /** Where the data lives, safe to print (no password). */
  location: string;
  /** Applies pending migrations, then runs `work`, holding a lock other processes respect. */
  prepare<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** Round-trip time of a trivial query in ms, or why the database cannot be reached. */
  ping(): Promise<Ping>;
  readCursor: CursorReader;
  close(): Promise<void>;
};

type Logger = { warn(object: object, message: string): void };

const migrationsFolder = path.join(serverRoot, 'src/db/migrations');
/** Arbitrary constant naming Depot's start-up lock among PostgreSQL advisory locks. */
const STARTUP_LOCK_KEY = 4_412_020_115;

/** A trivial query's round trip, or why it failed in words for a person. */
export type Ping = { latencyMs: number; problem: null } | { latencyMs: null; problem: string };

async function timed(query: () => Promise<unknown>): Promise<Ping> {
  const started = performance.now();
  try {
    await query();
    return { latencyMs: Math.round((performance.now() - started) * 100) / 100, problem: null };
  } catch (error) {
    return {
      latencyMs: null,
      problem:
        databaseUnavailable(error) ?? `the database answered with an error${sqlStateSuffix(error)}`,
    };
  }
}

function sqlStateSuffix(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  return typeof code === 'string' ? ` (${code})` : '';
}

/** Hides the password of a connection URL. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparseable URL)';
  }
}

async function openPostgres(url: string, logger: Logger): Promise<DatabaseHandle> {
  // A down database refuses a connection at once; the wait is for a free one under load, which
  // the cap on requests in flight bounds (see plugins/load-shedding.ts), so it may be long.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 30_000 });
  // A connection lost while idle in the pool is the pool's 'error'; one lost while a request
  // holds it between statements (a transaction, a report's cursor) is the client's own, which
  // nothing else listens to: without this, a restart of PostgreSQL would end the process. The
  // statement that follows fails, and its request answers 503.
  pool.on('error', (error) =>
    logger.warn({ reason: databaseUnavailable(error) }, 'idle database connection lost'),
  );
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      logger.warn({ reason: databaseUnavailable(error) }, 'database connection lost');
    });
  });
  const db: Database = drizzleNodePostgres(pool);
  return {
    db,
    engine: 'postgres',
    location: redactDatabaseUrl(url),
    async prepare(work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        const lockedDb = drizzleNodePostgres(client);
        await migrateNodePostgres(lockedDb, { migrationsFolder });
        return await work(lockedDb);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    ping: () => timed(() => pool.query('select 1')),
    // A connection of its own, in a read-only snapshot: the cursor streams the rows as they are
    // fetched, so the first batch comes at once and memory holds a few batches at most.
    async *readCursor(statement, batchSize) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('begin isolation level repeatable read read only');
        await client.query(
          `declare depot_read no scroll cursor for ${statement.sql}`,
          statement.params,
        );
        const fetchNext = async () =>
          (
            await client.query<unknown[]>({
              text: `fetch forward ${batchSize} from depot_read`,
              rowMode: 'array',
            })
          ).rows;
        yield* readAhead(fetchNext, batchSize);
      } finally {
        // Nothing was written: ending the transaction closes the cursor, read to its end or not.
        await client.query('rollback').catch(() => {
          broken = true;
        });
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Hands a batch of rows on, then empties it once the reader comes back for more.
 *
 * The driver's array of a batch's rows can outlive the batch in V8's old generation, where it
 * is collected only now and then: while it is there, dead or not, every row it points to
 * survives each collection of the young generation and is moved to the old one too. Over a
 * million-row report that moved about 3 MB every 25 ms, and the server grew by 130 MB until a
 * full collection; emptied, the rows die young (docs/BENCHMARKS.md).
 */
export function* handedOn<Row>(rows: Row[]): Generator<Row[]> {
  yield rows;
  rows.length = 0;
}

/**
 * The batches `fetchNext` answers until one comes short, each next one asked for before this one
 * is handed on: PostgreSQL, in a process of its own, reads the next batch while this one is
 * written out, instead of each waiting on the other.
 */
export async function* readAhead(
  fetchNext: () => Promise<unknown[][]>,
  batchSize: number,
): AsyncGenerator<unknown[][]> {
  // A read asked for ahead may fail while this generator waits on its reader (the connection
  // lost while a slow client takes a batch): marked as handled at once, so the failure is not
  // unhandled and fatal to the process; awaiting the read still throws it to the reader.
  const ask = () => {
    const read = fetchNext();
    read.catch(() => {});
    return read;
  };
  let next: Promise<unknown[][]> | null = ask();
  try {
    while (next) {
      const rows: unknown[][] = await next;
      next = rows.length < batchSize ? null : ask();
      if (rows.length > 0) yield* handedOn(rows);
    }
  } finally {
    // Left early (the client went away): the read already asked for ends, or fails, unheard,
    // before the caller closes the cursor.
    await next?.catch(() => {});
  }
}

/**
 * Lets the embedded database run one statement (or one transaction) per turn of the event loop.
 *
 * PGlite runs each statement synchronously on this thread, and its own queue hands the next
 * statement on through promises alone: without a turn in between, the statements of every
 * request under way run back to back before the loop reads a socket again, and the loop takes
 * one new connection per turn. Under load, a connection could wait seconds to be taken while
 * the requests already taken were answered in milliseconds.
 */
export function oneStatementPerTurn(client: PGlite): void {
  let last: Promise<unknown> = Promise.resolve();
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const queued =
    <Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>) =>
    (...args: Args): Promise<Result> => {
      const result = last.then(turn).then(() => run(...args));
      last = result.catch(() => {});
      return result;
    };
  client.query = queued(client.query.bind(client)) as PGlite['query'];
  client.exec = queued(client.exec.bind(client));
  client.transaction = queued(client.transaction.bind(client)) as PGlite['transaction'];
  // Closed after whatever is queued, as PGlite's own queue would have it.
  client.close = queued(client.close.bind(client));
}

/** PGlite's own start parameters, which a caller's replace rather than add to. */
const PGLITE_START_PARAMS: readonly string[] = PGlite.defaultStartParams;

async function openPglite(dataDir: string, cacheMb: number): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  const directory = path.resolve(dataDir, 'pglite');
  const releaseLock = inMemory ? async () => {} : await acquireDataDirLock(path.resolve(dataDir));
  // pg_trgm backs the searches' trigram indexes (migration 0016).
  const extensions = { pg_trgm };
  // The shared buffers are zeroed at every start: 128 MiB of them take about half a second.
  const startParams = [...PGLITE_START_PARAMS, '-c', `shared_buffers=${cacheMb}MB`];
  const client = inMemory
    ? new PGlite({ extensions, startParams })
    : new PGlite(directory, { extensions, startParams });
  await client.waitReady;
  oneStatementPerTurn(client);
  const db: Database = drizzlePglite(client);
  let cursors = 0;
  return {
    db,
    engine: 'pglite',
    location: inMemory ? 'in memory' : directory,
    async prepare(work) {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      return work(db);
    },
    ping: () => timed(() => client.query('select 1')),
    // PGlite has one session for every request, so no transaction may stay open while a client
    // downloads. A cursor WITH HOLD keeps the rows of the moment it was declared past its
    // transaction, in the session, while other requests run between the fetches.
    async *readCursor(statement, batchSize) {
      const name = `depot_read_${++cursors}`;
      await client.query(
        `declare ${name} no scroll cursor with hold for ${statement.sql}`,
        statement.params,
      );
      try {
        for (;;) {
          const { rows } = await client.query<unknown[]>(
            `fetch forward ${batchSize} from ${name}`,
            [],
            { rowMode: 'array' },
          );
          const full = rows.length === batchSize;
          if (rows.length > 0) yield* handedOn(rows);
          if (!full) break;
        }
      } finally {
        await client.query(`close ${name}`).catch(() => {});
      }
    },
    async close() {
      await client.close();
      await releaseLock();
    },
  };
}

/** Opens the embedded database under dataDir, or PostgreSQL when a URL is given. */
export function openDatabase(
  options: { databaseUrl: string | undefined; dataDir: string; cacheMb?: number },
  logger: Logger,
): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, logger)
    : openPglite(options.dataDir, options.cacheMb ?? 128);
}

/**
 * Rows of a raw SQL statement. Both drivers answer `{ rows }`, but the shared `Database` type
 * cannot know which, so callers parse each row with a schema.
 */
export async function executeRows(db: Executor, query: SQL): Promise<unknown[]> {
  return rowsOf(await db.execute(query));
}

const dialect = new PgDialect();

/**
 * `executeRows` as a named prepared statement: on PostgreSQL each connection plans it once,
 * then runs the plan. For the statements every stock movement runs, planning cost more than
 * running them (a lookup of three tables planned in 0.5 ms, run in 0.1). `name` must stand for
 * one text, so the statement's lists go in as array parameters, never spelled out. The embedded
 * database runs it as any other statement.
 */
export async function executePrepared(db: Executor, name: string, query: SQL): Promise<unknown[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return rowsOf(await prepared.execute());
}

/** An array of whole numbers (or nulls) as one parameter, for `= any(…::int[])` or `unnest`. */
export const intArray = (values: ReadonlyArray<number | null>) =>
  `{${values.map((value) => (value === null ? 'NULL' : Math.trunc(value))).join(',')}}`;

function rowsOf(result: unknown): unknown[] {
  if (
    typeof result === 'object' &&
    result !== null &&
    'rows' in result &&
    Array.isArray(result.rows)
  ) {
    return result.rows;
  }
  return [];
}

/** What a flat select names: each key's column or SQL expression, in select order. */
export type Selection = Record<string, PgColumn | SQL | SQL.Aliased>;

/**
 * The row a flat selection reads, typed field by field as the query builder types it: a
 * repository's row type follows its columns, so changing a query changes its rows' type.
 */
export type RowOf<Fields extends Selection> = SelectResultFields<Fields>;

/** A row of what a built query reads, joins' nullability included. */
export type RowOfQuery<Query extends PromiseLike<readonly unknown[]>> = Awaited<Query>[number];

type Decode = (value: unknown) => unknown;

function decoderOf(field: Column | SQL | SQL.Aliased): Decode | null {
  if (field instanceof Column) return (value) => field.mapFromDriverValue(value);
  // `decoder` is what `.mapWith()` sets; the query builder reads it the same way.
  const { decoder } = (field instanceof SQL ? field : field.sql) as unknown as {
    decoder: DriverValueDecoder<unknown, unknown>;
  };
  // A raw SQL expression hands the driver's value over as it is, unless it says otherwise.
  return decoder === noopDecoder ? null : (value) => decoder.mapFromDriverValue(value);
}

/**
 * Maps a row of a flat selection, read as an array, to its object: each field decoded as the
 * query builder would, with the kind of each field worked out once rather than on every row.
 */
export function rowMapper<Row>(selection: Selection): (row: unknown[]) => Row {
  const keys = Object.keys(selection);
  const decoders = Object.values(selection).map(decoderOf);
  return (row) => {
    const mapped: Record<string, unknown> = {};
    for (let index = 0; index < keys.length; index++) {
      const value = row[index];
      const decode = decoders[index];
      mapped[keys[index] as string] = value === null || !decode ? value : decode(value);
    }
    return mapped as Row;
  };
}

/** A prepared statement's name for this text: the prefix and a digest of the text. */
function preparedName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha1').update(text).digest('base64url')}`;
}

/**
 * Runs a built query with its rows as arrays, handed to `map` whole: for the hot paths where
 * the query builder's own mapping (a check of each field's kind, for every field of every row)
 * costs more than the rows. `query` is built from `db`, so that it runs in the same
 * transaction. The driver's array is emptied once `map` has made its result from it, as a
 * cursor's batches are (`handedOn`): `map` must not answer that array itself. Given
 * `preparedAs`, it runs as a named prepared statement on PostgreSQL, one per text, as
 * `executePrepared` does.
 */
export function selectArrays<Result>(
  db: Executor,
  query: { toSQL(): Query },
  map: (rows: unknown[][]) => Result,
  preparedAs?: string,
): Promise<Result> {
  const statement = query.toSQL();
  return db._.session
    .prepareQuery<{ execute: Result; all: unknown; values: unknown }>(
      statement,
      undefined,
      // One name per text: a list's shape (its filters, sort and bound) is one statement.
      preparedAs === undefined ? undefined : preparedName(preparedAs, statement.sql),
      true,
      (rows) => {
        const arrays = rows as unknown[][];
        const result = map(arrays);
        arrays.length = 0;
        return result;
      },
    )
    .execute();
}

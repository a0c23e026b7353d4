import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database, DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { type BenchEngine, driverOf } from './engine.ts';

/**
 * A statement as the server's query builder hands it to the driver, to be run again exactly so:
 * pg's config (its text, its name when prepared once per connection, its row mode and type
 * parsers), or PGlite's text and options.
 */
export type Statement = { text: string; values: unknown[]; name?: string; options: unknown };

/**
 * The SQL a read costs the server, as its repository issues it: each statement the read runs,
 * in order, caught on its way into the driver.
 */
export async function statementsOf(
  engine: BenchEngine,
  database: DatabaseHandle,
  read: (db: Database) => Promise<unknown>,
): Promise<Statement[]> {
  const caught: Statement[] = [];
  const driver = driverOf(database) as unknown as {
    query: (first: unknown, values?: unknown[], options?: unknown) => unknown;
  };
  const query = driver.query;
  driver.query = (first: unknown, values?: unknown[], options?: unknown) => {
    // pg is handed a config ({ text, name, rowMode, types }), PGlite the text and its options.
    const config = (engine.kind === 'postgres' ? first : { text: first }) as pg.QueryConfig;
    caught.push({
      text: config.text,
      values: values ?? [],
      ...(config.name ? { name: config.name } : {}),
      options: engine.kind === 'postgres' ? first : options,
    });
    return query.call(driver, first, values, options);
  };
  try {
    await read(database.db);
    return caught;
  } finally {
    driver.query = query;
  }
}

/** Runs a statement again exactly as the server's driver was handed it. */
export function replayOn(
  driver: pg.Pool | pg.Client | PGlite,
): (statement: Statement) => Promise<unknown> {
  return driver instanceof pg.Pool || driver instanceof pg.Client
    ? (statement: Statement) =>
        (driver as pg.Pool).query(
          statement.options as pg.QueryConfig,
          statement.values as unknown[],
        )
    : (statement: Statement) =>
        driver.query(statement.text, statement.values, statement.options as QueryOptions);
}

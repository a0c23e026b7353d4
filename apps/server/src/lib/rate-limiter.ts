import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Executor, executeRows } from '../db/client.ts';
import { AppError } from './app-error.ts';

export type Limit = { key: string; max: number; windowSeconds: number };

const counterRow = z.object({ hits: z.coerce.number(), retry_after: z.coerce.number() });

type Counter = { hits: number; retryAfterSeconds: number };

/**
 * Fixed-window counters kept in the database, so a limit holds across every server process.
 * The upsert is atomic: concurrent hits on one key are all counted.
 */
export function createRateLimiter(db: Executor) {
  async function read(limit: Limit, increment: number): Promise<Counter> {
    const windowSeconds = limit.windowSeconds;
    const rows = await executeRows(
      db,
      sql`
      insert into rate_limits (key, window_start, hits) values (${limit.key}, now(), ${increment})
      on conflict (key) do update set
        hits = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
          then ${increment} else rate_limits.hits + ${increment} end,
        window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
          then now() else rate_limits.window_start end
      returning hits,
        ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after`,
    );
    const row = counterRow.parse(rows[0]);
    return { hits: row.hits, retryAfterSeconds: Math.max(1, row.retry_after) };
  }

  function tooMany(retryAfterSeconds: number): AppError {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    const wait = retryAfterSeconds < 90 ? `${retryAfterSeconds} seconds` : `${minutes} minutes`;
    return new AppError('RATE_LIMITED', `Too many attempts. Try again in ${wait}.`, undefined, {
      'retry-after': String(retryAfterSeconds),
    });
  }

  return {
    /**
     * Counts one attempt, or `weight` of them (a request that costs as much as several), and
     * refuses it when the window's limit is passed.
     */
    async hit(limit: Limit, weight = 1): Promise<void> {
      const counter = await read(limit, weight);
      if (counter.hits > limit.max) throw tooMany(counter.retryAfterSeconds);
    },
    async reset(key: string): Promise<void> {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

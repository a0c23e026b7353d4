import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { oneStatementPerTurn } from './client.ts';

// The embedded database runs statements on the server's own thread: between two of them the
// event loop must get a turn (to take a connection, read a request), not only at the end of
// every statement queued.

let client: PGlite;

beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
  oneStatementPerTurn(client);
});

afterAll(async () => {
  await client.close();
});

/** Runs `work` while counting the turns of the event loop; each event is logged in order. */
async function withTurns(work: (log: (event: string) => void) => Promise<unknown>) {
  const events: string[] = [];
  let counting = true;
  const turn = () => {
    if (!counting) return;
    events.push('turn');
    setImmediate(turn);
  };
  setImmediate(turn);
  await work((event) => events.push(event));
  counting = false;
  return events;
}

/** The turns of the loop between each statement's end and the next one's. */
function turnsBetween(events: string[]) {
  const done = events.flatMap((event, index) => (event === 'turn' ? [] : [index]));
  return done.slice(1).map((at, i) => events.slice((done[i] ?? 0) + 1, at).length);
}

test('the loop turns between statements queued at once', async () => {
  const events = await withTurns((log) =>
    Promise.all([
      client.query('select 1').then(() => log('query')),
      client.exec('select 2').then(() => log('exec')),
      client
        .transaction(async (tx) => {
          await tx.query('select 3');
          await tx.query('select 4');
        })
        .then(() => log('transaction')),
      client.query('select 5').then(() => log('query after')),
    ]),
  );
  expect(events.filter((event) => event !== 'turn')).toEqual([
    'query',
    'exec',
    'transaction',
    'query after',
  ]);
  for (const turns of turnsBetween(events)) expect(turns).toBeGreaterThan(0);
});

test('a failed statement does not stop the ones after it', async () => {
  const results = await Promise.allSettled([
    client.query('select * from no_such_table'),
    client.query<{ n: number }>('select 6 as n'),
  ]);
  expect(results[0]?.status).toBe('rejected');
  expect(results[1]).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: 6 }] } });
});

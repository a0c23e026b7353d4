import pg from 'pg';
import pino from 'pino';
import { createStockService } from '../../apps/server/src/modules/stock/stock.service.ts';
import { openGeneratedData } from './at-scale.ts';
import { openDirect } from './engine.ts';
import { type Figures, measureWork, printTable } from './load.ts';
import { nextPair, type Pair } from './stock-pairs.ts';

// Posting stock at 50 connections on PostgreSQL, three ways over the same pairs of bins, each
// posting one movement of 1 unit of a SKU from one bin to another of its warehouse:
// - the raw driver (`pg`, a pool of 10 like the server's), in one transaction: the movement,
//   its ledger line and the change of both balances, the least a movement can cost (the baseline);
// - the stock module's own writer (`postMovement` in the stock service's `transaction`), in this
//   process on the app's database handle: the same rows, with the checks and the locks it takes;
// - the server, a bin-to-bin transfer over HTTP (POST /admin/stock/transfers): what a person
//   posting a movement waits for, the transfer's own record and its audit entry included.
// The raw driver runs before and after the writer, and the goal (the writer at 0.7 of the raw
// driver or more, with no errors) is judged against the mean of the two.
// Each movement moves a unit back the way the last one on its pair moved it, so no bin runs
// short, and no two movements under way at once touch the same balance: what is measured is the
// cost of posting, not the queue on one row. Run it after `bench:generate` into the same
// database: `bash scripts/pg-temp.sh sh -c 'npm run bench:generate && npm run
// bench:stock-posting'`. The movements it posts stay in the ledger; at the end each unit moved
// is moved back, so the balances with stock are those it found.

const CONNECTIONS = 50;
/** Pairs of bins to move between: many more than movements under way at once. */
const PAIRS = 1_000;
const GOAL_SHARE = 0.7;

const data = await openGeneratedData({
  before: async ({ engine, client }) => {
    if (engine.kind !== 'postgres') {
      throw new Error('the posting benchmark runs on PostgreSQL: set DATABASE_URL');
    }
    // Untracked SKUs of active clients, 20 units or more in a bin, each with a second bin of
    // its warehouse to move to (its balance made now, empty, so every movement changes two rows
    // that exist, as an established bin does).
    const { rows } = await client.query(
      `select distinct on (b.sku_id) b.user_id, u.code as user_code, l.warehouse_id,
         w.code as warehouse_code, b.sku_id, s.code as sku_code, b.id as from_balance,
         l.id as from_id, l.code as from_code, t.id as to_id, t.code as to_code
       from stock_balances b
       join users u on u.id = b.user_id and u.status = 'active'
       join skus s on s.id = b.sku_id and s.tracking = 'none' and s.status = 'active'
       join locations l on l.id = b.location_id and l.kind = 'bin' and l.status = 'active'
       join warehouses w on w.id = l.warehouse_id
       cross join lateral (select id, code from locations t
         where t.warehouse_id = l.warehouse_id and t.kind = 'bin' and t.status = 'active'
           and t.id > l.id order by t.id limit 1) as t
       where b.lot_id is null and b.on_hand - b.reserved - b.on_hold >= 20
       order by b.sku_id limit $1`,
      [PAIRS],
    );
    const pairs: Pair[] = [];
    for (const row of rows) {
      const [made] = (
        await client.query(
          `insert into stock_balances (user_id, sku_id, location_id, warehouse_id, sku_code, lot_id)
           values ($1, $2, $3, $4, (select code from skus where id = $2), null)
           on conflict on constraint stock_balances_key_unique do update set version = stock_balances.version
           returning id`,
          [row.user_id, row.sku_id, row.to_id, row.warehouse_id],
        )
      ).rows;
      pairs.push({
        userId: Number(row.user_id),
        userCode: String(row.user_code),
        warehouseId: Number(row.warehouse_id),
        warehouseCode: String(row.warehouse_code),
        skuId: Number(row.sku_id),
        skuCode: String(row.sku_code),
        ends: [
          {
            balanceId: Number(row.from_balance),
            id: Number(row.from_id),
            code: String(row.from_code),
          },
          { balanceId: Number(made?.id), id: Number(row.to_id), code: String(row.to_code) },
        ],
        forward: true,
        busy: false,
      });
    }
    if (pairs.length < CONNECTIONS * 2) {
      throw new Error(`only ${pairs.length} pairs of bins to move between: generate stock first`);
    }
    const [admin] = (await client.query('select min(id) as id from team_members')).rows;
    const [counted] = (
      await client.query(
        `select (select count(*) from stock_balances)::int as balances,
           (select reltuples::bigint from pg_class where relname = 'stock_ledger') as entries`,
      )
    ).rows;
    const stockDescribe = `${Number(counted?.balances).toLocaleString('en')} balances and about ${Number(counted?.entries).toLocaleString('en')} ledger entries`;
    return { pairs, memberId: Number(admin?.id), stockDescribe };
  },
});

const engine = data.engine;
if (engine.kind !== 'postgres') throw new Error('PostgreSQL only');
const { pairs, memberId, stockDescribe } = data.prepared;
const pool = new pg.Pool({ connectionString: engine.databaseUrl, max: 10 });
// The app's own handle on the database (a pool of 10 too), for its writer in this process.
const direct = await openDirect(engine);
const stock = createStockService({ db: direct.database.db, logger: pino({ level: 'warn' }) });

/** Takes a pair no movement under way is using, runs `move` on it, and turns it round. */
async function onAPair(move: (pair: Pair, from: 0 | 1) => Promise<void>) {
  const pair = nextPair(pairs);
  try {
    await move(pair, pair.forward ? 0 : 1);
    // Turned round only once moved: a movement that failed moved nothing.
    pair.forward = !pair.forward;
  } finally {
    pair.busy = false;
  }
}

/** The baseline: the movement, its line and both balances, in one transaction, nothing else. */
async function rawMovement(pair: Pair, from: 0 | 1) {
  const source = pair.ends[from];
  const target = pair.ends[from === 0 ? 1 : 0];
  const connection = await pool.connect();
  try {
    await connection.query('begin');
    const movement = await connection.query(
      `insert into stock_movements (code, user_id, warehouse_id, kind, document_code, reason, member_id)
       values ('MOV-' || regexp_replace(lpad(nextval('stock_movement_number_seq')::text, 9, '0'), '^0{0,3}', ''),
         $1, $2, 'transfer', 'TRF-BENCH', 'bin-to-bin', $3)
       returning id`,
      [pair.userId, pair.warehouseId, memberId],
    );
    await connection.query(
      `insert into stock_ledger (movement_id, user_id, sku_id, lot_id, from_location_id,
         to_location_id, quantity) values ($1, $2, $3, null, $4, $5, 1)`,
      [movement.rows[0]?.id, pair.userId, pair.skuId, source.id, target.id],
    );
    // Both rows in one statement, in the order of their ids, as the server locks them.
    await connection.query(
      `update stock_balances b set on_hand = b.on_hand + c.change, version = b.version + 1,
         updated_at = now()
       from (values ($1::int, -1), ($2::int, 1)) as c(id, change) where b.id = c.id`,
      [source.balanceId, target.balanceId],
    );
    await connection.query('commit');
  } catch (error) {
    await connection.query('rollback').catch(() => {});
    throw error;
  } finally {
    connection.release();
  }
}

/** The stock module's writer, as every document that moves stock calls it. */
async function postedMovement(pair: Pair, from: 0 | 1) {
  const source = pair.ends[from];
  const target = pair.ends[from === 0 ? 1 : 0];
  await stock.transaction((tx) =>
    stock.post(tx, {
      userId: pair.userId,
      warehouseId: pair.warehouseId,
      kind: 'transfer',
      documentCode: 'TRF-BENCH',
      reason: 'bin-to-bin',
      memberId,
      lines: [
        {
          skuId: pair.skuId,
          fromLocationId: source.id,
          toLocationId: target.id,
          quantity: 1,
        },
      ],
    }),
  );
}

/** A bin-to-bin transfer over HTTP, as the console posts one. */
async function transfer(pair: Pair, from: 0 | 1) {
  const source = pair.ends[from];
  const target = pair.ends[from === 0 ? 1 : 0];
  const response = await fetch(`${data.server.url}/api/v1/admin/stock/transfers`, {
    method: 'POST',
    headers: { ...data.auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      userCode: pair.userCode,
      kind: 'bin',
      fromWarehouseCode: pair.warehouseCode,
      lines: [{ sku: pair.skuCode, from: source.code, to: target.code, quantity: 1 }],
    }),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${body}`);
}

try {
  const errors: string[] = [];
  const remember = (move: (pair: Pair, from: 0 | 1) => Promise<void>) => async () => {
    try {
      await onAPair(move);
    } catch (error) {
      if (errors.length < 5) errors.push(String(error).slice(0, 300));
      throw error;
    }
  };
  // The baseline is run either side of the module's writer, and its mean taken: the machine's
  // pace drifts over a run (autovacuum, the checkpointer), and neither side should gain by it.
  const before = await measureWork(
    'raw driver: movement, line, 2 balances',
    remember(rawMovement),
    CONNECTIONS,
  );
  const posted = await measureWork(
    'postMovement in its transaction',
    remember(postedMovement),
    CONNECTIONS,
  );
  const after = await measureWork('raw driver, again', remember(rawMovement), CONNECTIONS);
  const served = await measureWork(
    'server: bin-to-bin transfer over HTTP',
    remember(transfer),
    CONNECTIONS,
  );
  const raw: Figures = {
    ...before,
    name: 'raw driver, mean of both',
    requestsPerSecond: Math.round((before.requestsPerSecond + after.requestsPerSecond) / 2),
  };
  const rows: Array<Figures & { baseline?: Figures }> = [
    before,
    { ...posted, baseline: raw },
    after,
    { ...served, baseline: raw },
  ];
  printTable(
    `Movements posted, 1 unit bin to bin, over ${stockDescribe} (movements a second; shares of the raw driver's mean, ${raw.requestsPerSecond}/s)`,
    rows,
    `${CONNECTIONS} at once`,
  );
  if (errors.length > 0) console.log(`\nFirst errors:\n  ${errors.join('\n  ')}`);
  // Every unit back where it was found (its movements stay in the ledger): a second run, or the
  // stock benchmark after this one, meets the same balances.
  for (const pair of pairs) if (!pair.forward) await rawMovement(pair, 1);
  // The goal is the writer's; the transfer over HTTP is shown for what a person waits for (the
  // session, the transfer's own record read back, its audit entry), not held to it.
  const share = posted.requestsPerSecond / (raw.requestsPerSecond || 1);
  const errorCount = before.errors + posted.errors + after.errors + served.errors;
  console.log(
    share >= GOAL_SHARE && errorCount === 0
      ? `\npostMovement is at ${Math.round(share * 100)}% of the raw driver (goal ${GOAL_SHARE * 100}%), with no errors.`
      : `\npostMovement is at ${Math.round(share * 100)}% of the raw driver, short of ${GOAL_SHARE * 100}%, or ${errorCount} errors.`,
  );
} finally {
  await pool.end();
  await direct.close();
  await data.close();
}

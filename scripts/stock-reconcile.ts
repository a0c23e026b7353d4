/**
 * `npm run stock:reconcile`: compares every stock balance with its ledger, as the server does
 * once a day, and says what drifts. It opens the database the server would (DATABASE_URL, or
 * the embedded one under DATA_DIR, which must not be in use by a running server). Exits 0 when
 * every balance matches (and each warehouse's kept count of places holding units), 1 when any
 * drifts (each drifting key is logged), 2 when it could not
 * look.
 */
import pino from 'pino';
import { ConfigError, loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createStockService } from '../apps/server/src/modules/stock/stock.service.ts';

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  // Log lines (a drifting key each) to standard error; the verdict to standard output.
  const logger = pino({ level: config.LOG_LEVEL }, pino.destination(2));
  const database = await openDatabase(
    { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, cacheMb: config.DATA_CACHE_MB },
    logger,
  );
  try {
    return await database.prepare(async (db) => {
      const stock = createStockService({ db, logger });
      const drift = await stock.reconcile();
      const counts = await stock.placeCountDrift();
      if (drift.length === 0 && counts.length === 0) {
        console.log('Stock reconciled: every balance matches its ledger.');
        return 0;
      }
      if (drift.length > 0) {
        console.log(
          `Stock reconciled: ${drift.length} ${drift.length === 1 ? 'balance differs' : 'balances differ'} from the ledger (each is logged above).`,
        );
      }
      if (counts.length > 0) {
        console.log(
          `Stock reconciled: ${counts.length} ${counts.length === 1 ? 'warehouse’s count' : 'warehouses’ counts'} of places ${counts.length === 1 ? 'differs' : 'differ'} from its balances (each is logged above).`,
        );
      }
      return 1;
    });
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : `Could not reconcile: ${String(error)}`,
  );
  process.exitCode = 2;
}

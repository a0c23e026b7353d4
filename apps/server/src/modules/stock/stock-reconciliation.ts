import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../lib/events.ts';
import { scheduledJob } from '../../lib/scheduled-job.ts';
import { namedDrift, type StockService } from './stock.service.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How many drifting keys a notice names; the log names every one. */
const DRIFT_EXAMPLES = 5;

/**
 * The scheduled reconciliation of the stock: every balance compared with its ledger, once a
 * day (the first ten minutes after the server starts, out of the way of its first requests).
 * A drift is logged key by key by the stock service and announced (`stock.drifted`) to those
 * who watch the stock; nothing is repaired. The warehouses' kept counts of places are checked
 * against the balances too. `run` answers how many balances and counts drift.
 */
export function createStockReconciliation(deps: {
  stock: Pick<StockService, 'reconcile' | 'placeCountDrift'>;
  events: Pick<EventBus, 'emit'>;
  logger: FastifyBaseLogger;
}) {
  const job = scheduledJob(
    async () => {
      const drift = await deps.stock.reconcile();
      if (drift.length === 0) {
        deps.logger.info('stock reconciled: every balance matches its ledger');
      } else {
        deps.logger.error(
          { keys: drift.length },
          'stock reconciled: balances drift from the ledger',
        );
        await deps.events.emit('stock.drifted', {
          keys: drift.length,
          examples: drift.slice(0, DRIFT_EXAMPLES).map(namedDrift),
        });
      }
      // Each warehouse's kept count of places, which only the stock lists' totals read: logged
      // warehouse by warehouse by the service and here, not announced.
      const counts = await deps.stock.placeCountDrift();
      if (counts.length > 0) {
        deps.logger.error(
          { warehouses: counts.length },
          'stock reconciled: counts of places differ from the balances',
        );
      }
      return drift.length + counts.length;
    },
    (error) => deps.logger.error({ err: error }, 'the stock reconciliation failed'),
  );
  return {
    ...job,
    start: ({ firstAfterMs = 10 * MINUTE, everyMs = DAY } = {}) =>
      job.start({ firstAfterMs, everyMs }),
  };
}
export type StockReconciliation = ReturnType<typeof createStockReconciliation>;

/**
 * The folding of the warehouses' counts of places, every minute: each movement that empties or
 * first fills a place adds a row to its warehouse's count, and a count is read by adding up its
 * rows, so they are kept few. Folding is one statement, safe beside every writer and beside
 * another server folding at the same moment.
 */
export function createPlaceCountFolding(deps: {
  stock: Pick<StockService, 'foldPlaceCounts'>;
  logger: FastifyBaseLogger;
}) {
  const job = scheduledJob(
    () => deps.stock.foldPlaceCounts(),
    (error) => deps.logger.error({ err: error }, 'folding the counts of places failed'),
  );
  return {
    ...job,
    start: ({ firstAfterMs = MINUTE, everyMs = MINUTE } = {}) =>
      job.start({ firstAfterMs, everyMs }),
  };
}
export type PlaceCountFolding = ReturnType<typeof createPlaceCountFolding>;

import type { FastifyBaseLogger } from 'fastify';
import { scheduledJob } from '../../lib/scheduled-job.ts';
import type { StockService } from './stock.service.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The scheduled reconciliation of the stock: every balance compared with its ledger, once a
 * day (the first ten minutes after the server starts, out of the way of its first requests).
 * A drift is logged key by key by the stock service; nothing is repaired. `run` answers how
 * many balances drift.
 */
export function createStockReconciliation(deps: {
  stock: Pick<StockService, 'reconcile'>;
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
      }
      return drift.length;
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

import type { FastifyBaseLogger } from 'fastify';
import type { StockService } from './stock.service.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The scheduled reconciliation of the stock: every balance compared with its ledger, once a
 * day (the first ten minutes after the server starts, out of the way of its first requests).
 * A drift is logged key by key by the stock service; nothing is repaired.
 */
export function createStockReconciliation(deps: {
  stock: Pick<StockService, 'reconcile'>;
  logger: FastifyBaseLogger;
}) {
  let first: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function check(): Promise<number> {
    const drift = await deps.stock.reconcile();
    if (drift.length === 0) deps.logger.info('stock reconciled: every balance matches its ledger');
    else
      deps.logger.error({ keys: drift.length }, 'stock reconciled: balances drift from the ledger');
    return drift.length;
  }

  return {
    /** Reconciles now; answers how many balances drift. One run at a time. */
    run(): Promise<number> {
      running ??= check().finally(() => {
        running = undefined;
      });
      return running;
    },

    start({ firstAfterMs = 10 * MINUTE, everyMs = DAY } = {}): void {
      const tick = () => {
        this.run().catch((error: unknown) =>
          deps.logger.error({ err: error }, 'the stock reconciliation failed'),
        );
      };
      first = setTimeout(() => {
        tick();
        timer = setInterval(tick, everyMs);
        timer.unref();
      }, firstAfterMs);
      first.unref();
    },

    async stop(): Promise<void> {
      clearTimeout(first);
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
export type StockReconciliation = ReturnType<typeof createStockReconciliation>;

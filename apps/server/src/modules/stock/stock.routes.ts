import { stockEndpoints, stockLedgerEndpoints } from '@depot/contracts/stock';
import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../lib/modules.ts';
import { download, route } from '../../lib/route.ts';
import { createStockService, type StockService } from './stock.service.ts';
import { createPlaceCountFolding, createStockReconciliation } from './stock-reconciliation.ts';

declare module '../../lib/modules.ts' {
  interface Services {
    stock: StockService;
  }
}

export function stockRoutes(stock: StockService): FastifyPluginAsync {
  return async (app) => {
    route(app, stockEndpoints.list, (request) => stock.list(request.query));
    route(app, stockEndpoints.totals, (request) => stock.totals(request.query));
    download(app, stockEndpoints.export, async (request) => stock.export(request.query));
    route(app, stockLedgerEndpoints.list, (request) => stock.movements(request.query));
    download(app, stockLedgerEndpoints.export, async (request) =>
      stock.exportMovements(request.query),
    );
  };
}

/** The stock ledger's one writer; the areas that move stock reach it as `use('stock')`. */
export const stockModule = defineModule({
  name: 'stock',
  create: ({ app, db, logger, events }) => {
    const stock = createStockService({ db, logger });
    const reconciliation = createStockReconciliation({ stock, events, logger });
    const folding = createPlaceCountFolding({ stock, logger });
    app.decorate('stockReconciliation', reconciliation);
    app.decorate('placeCountFolding', folding);
    // preClose runs before any onClose hook, so a check under way ends before the database does.
    app.addHook('preClose', async () => {
      await Promise.all([reconciliation.stop(), folding.stop()]);
    });
    return stock;
  },
  routes: (stock) => stockRoutes(stock),
});

import { defineModule } from '../../lib/modules.ts';
import { createStockService, type StockService } from './stock.service.ts';
import { createStockReconciliation } from './stock-reconciliation.ts';

declare module '../../lib/modules.ts' {
  interface Services {
    stock: StockService;
  }
}

/** The stock ledger's one writer; the areas that move stock reach it as `use('stock')`. */
export const stockModule = defineModule({
  name: 'stock',
  create: ({ app, db, logger }) => {
    const stock = createStockService({ db, logger });
    const reconciliation = createStockReconciliation({ stock, logger });
    app.decorate('stockReconciliation', reconciliation);
    // preClose runs before any onClose hook, so a check under way ends before the database does.
    app.addHook('preClose', () => reconciliation.stop());
    return stock;
  },
});

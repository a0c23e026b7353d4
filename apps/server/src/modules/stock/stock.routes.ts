import { defineModule } from '../../lib/modules.ts';
import { createStockService, type StockService } from './stock.service.ts';

declare module '../../lib/modules.ts' {
  interface Services {
    stock: StockService;
  }
}

/** The stock ledger's one writer; the areas that move stock reach it as `use('stock')`. */
export const stockModule = defineModule({
  name: 'stock',
  create: ({ db, logger }) => createStockService({ db, logger }),
});

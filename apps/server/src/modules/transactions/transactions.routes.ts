import { transactionsEndpoints } from '@depot/contracts/transactions';
import type { FastifyPluginAsync } from 'fastify';
import { seedDemoTransactions } from '../../db/seed/demo-transactions.ts';
import { defineModule } from '../../lib/modules.ts';
import { download, route } from '../../lib/route.ts';
import type { TransactionsService } from './transactions.service.ts';
import { createTransactionsService } from './transactions.service.ts';

/** The Transactions screen's reads: invoices are written only by the sales that raise them. */
export function transactionsRoutes(service: TransactionsService): FastifyPluginAsync {
  return async (app) => {
    route(app, transactionsEndpoints.list, (request) => service.list(request.query));

    route(app, transactionsEndpoints.totals, (request) => service.totals(request.query));

    download(app, transactionsEndpoints.export, async (request) => service.export(request.query));
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    transactions: TransactionsService;
  }
}

export const transactionsModule = defineModule({
  name: 'transactions',
  create: ({ db }) => createTransactionsService({ db }),
  routes: (transactions) => transactionsRoutes(transactions),
  sample: { name: 'invoices', load: seedDemoTransactions },
});

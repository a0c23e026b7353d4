import { transactionsEndpoints } from '@depot/contracts/transactions';
import type { FastifyPluginAsync } from 'fastify';
import { seedDemoTransactions } from '../../db/seed/demo-transactions.ts';
import { actorOf } from '../../lib/actor.ts';
import { defineModule } from '../../lib/modules.ts';
import { download, pdfDownload, route } from '../../lib/route.ts';
import { type AuditService, historyOfExisting } from '../audit/audit.service.ts';
import type { TransactionsService } from './transactions.service.ts';
import { createTransactionsService } from './transactions.service.ts';

/**
 * The Transactions screen's reads, and what a person does to an invoice once raised: settle it
 * (paid or failed), refund it, credit it, print it. Invoices are raised by the sales that make
 * them.
 */
export function transactionsRoutes(
  service: TransactionsService,
  audit: AuditService,
): FastifyPluginAsync {
  return async (app) => {
    route(app, transactionsEndpoints.list, (request) => service.list(request.query));

    route(app, transactionsEndpoints.totals, (request) => service.totals(request.query));

    download(app, transactionsEndpoints.export, async (request) => service.export(request.query));

    route(app, transactionsEndpoints.get, (request) => service.get(request.params.invoiceNumber));

    route(app, transactionsEndpoints.history, (request) =>
      historyOfExisting(audit, 'invoice', request.params.invoiceNumber, (invoiceNumber) =>
        service.get(invoiceNumber),
      ),
    );

    pdfDownload(app, transactionsEndpoints.pdf, (request) =>
      service.pdf(request.params.invoiceNumber),
    );

    route(app, transactionsEndpoints.markPaid, (request) =>
      service.markPaid(actorOf(request), request.params.invoiceNumber, request.body, request.ip),
    );

    route(app, transactionsEndpoints.markFailed, (request) =>
      service.markFailed(actorOf(request), request.params.invoiceNumber, request.body, request.ip),
    );

    route(app, transactionsEndpoints.markRefunded, (request) =>
      service.markRefunded(
        actorOf(request),
        request.params.invoiceNumber,
        request.body,
        request.ip,
      ),
    );

    route(app, transactionsEndpoints.creditNote, (request) =>
      service.issueCreditNote(
        actorOf(request),
        request.params.invoiceNumber,
        request.body,
        request.ip,
      ),
    );
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    transactions: TransactionsService;
  }
}

export const transactionsModule = defineModule({
  name: 'transactions',
  create: ({ db, use }) => createTransactionsService({ db, reference: use('reference') }),
  routes: (transactions, { use }) => transactionsRoutes(transactions, use('audit')),
  sample: { name: 'invoices', load: seedDemoTransactions },
});

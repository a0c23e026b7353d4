import type { B2bOrderReportBody, OrderFilters } from '@depot/contracts/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { auditTrail } from '../../lib/audit.ts';
import { type CsvFile, countedBatches } from '../../lib/csv.ts';
import type { EventBus } from '../../lib/events.ts';
import { OPERATOR_TIME_ZONE } from '../../lib/operator-calendar.ts';
import {
  type OrdersService,
  orderReportColumns,
  orderReportKinds,
} from '../orders/orders.service.ts';

type ReportRequest = {
  reportName: string;
  filters: OrderFilters;
  format: NonNullable<B2bOrderReportBody['format']>;
};

/** "Q3 B2B orders (Mumbai)" → "q3-b2b-orders-mumbai": a name any file system and header takes. */
export function reportSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'report';
}

/**
 * The report's name as a file's name: the characters no file system takes (Windows' \\ / : * ? "
 * < > | and controls) become hyphens.
 */
export function fileNameOf(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it replaces
  return name.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '-').trim() || 'Report';
}

/** Today in the operator's calendar, as a file name dates it. */
function operatorDay(now = new Date()): string {
  // en-CA writes YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: OPERATOR_TIME_ZONE }).format(now);
}

/**
 * Reports: whole filtered sets streamed as files. Each is recorded in the audit log and
 * announced to its requester once it has been delivered whole.
 */
export function createReportsService(deps: {
  db: Database;
  orders: Pick<OrdersService, 'reportBatches' | 'reportCount'>;
  events: Pick<EventBus, 'emit'>;
  logger: FastifyBaseLogger;
}) {
  /** After the file reached the client: the audit entry, then the event that tells its requester. */
  async function delivered(
    actor: Actor,
    ip: string,
    request: ReportRequest,
    fileName: string,
    rows: number,
  ) {
    try {
      await auditTrail(deps.db, { actor, ip }).created('report', request.reportName, {
        report: 'b2b-orders',
        fileName,
        format: request.format,
        filters: request.filters,
        rows,
      });
    } catch (error) {
      // The file is delivered; a lost entry is logged rather than undone.
      deps.logger.error({ err: error, report: request.reportName }, 'report audit entry failed');
    }
    await deps.events.emit('file.delivered', {
      file: {
        kind: 'report',
        title: 'B2B order report',
        name: request.reportName,
        rowNoun: { one: 'order', many: 'orders' },
      },
      fileName,
      rows,
      requestedBy: actor.memberId,
    });
  }

  return {
    /** The B2B orders matching the filters, one row per order, in the orders list's order. */
    b2bOrderReport(actor: Actor, request: ReportRequest, ip: string): CsvFile {
      const day = operatorDay();
      const fileName = `${reportSlug(request.reportName)}-${day}.csv`;
      const counted = countedBatches(deps.orders.reportBatches(request.filters));
      return {
        fileName,
        displayName: `${fileNameOf(request.reportName)} ${day}.csv`,
        sheetName: request.reportName,
        columns: orderReportColumns,
        kinds: orderReportKinds,
        batches: counted.batches,
        countRows: (atMost) => deps.orders.reportCount(request.filters, atMost),
        whenSent: () =>
          delivered(
            actor,
            ip,
            request,
            request.format === 'xlsx' ? fileName.replace(/\.csv$/, '.xlsx') : fileName,
            counted.rows(),
          ),
      };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;

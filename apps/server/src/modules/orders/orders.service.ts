import type { ListResult } from '@depot/contracts/common';
import {
  type Order,
  type OrderDetail,
  type OrderFilters,
  type OrderListQuery,
  type OrderStatus,
  orderStatusLabels,
} from '@depot/contracts/orders';
import type { CursorReader, Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CellKind } from '../../lib/cells.ts';
import { type CsvRow, EXPORT_BATCH_SIZE } from '../../lib/csv.ts';
import { formatAmount, trimAmount } from '../../lib/money.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import {
  createOrdersRepository,
  type OrderLineRow,
  type OrderReportField,
  type OrderRow,
} from './orders.repository.ts';

/** The B2B order report's columns, one row per order. */
const orderReport: readonly { header: string; kind: CellKind }[] = [
  { header: 'Order', kind: 'text' },
  // Stored as the operator's (India's) calendar days, written as they are.
  { header: 'Order date (IST)', kind: 'date' },
  { header: 'Required by (IST)', kind: 'date' },
  { header: 'Status', kind: 'text' },
  { header: 'User', kind: 'text' },
  { header: 'Business', kind: 'text' },
  { header: 'Warehouse', kind: 'text' },
  { header: 'Buyer', kind: 'text' },
  { header: 'Buyer GSTIN', kind: 'text' },
  { header: 'Buyer city', kind: 'text' },
  { header: 'State', kind: 'text' },
  { header: 'Country', kind: 'text' },
  { header: 'Lines', kind: 'count' },
  { header: 'Quantity', kind: 'count' },
  { header: 'Subtotal', kind: 'money' },
  { header: 'Tax', kind: 'money' },
  { header: 'Amount', kind: 'money' },
  { header: 'Currency', kind: 'text' },
];
/** The B2B order report's header, and what each of its columns holds (`reportBatches`' rows). */
export const orderReportColumns = orderReport.map((column) => column.header);
export const orderReportKinds = orderReport.map((column) => column.kind);

export function mapOrder(row: OrderRow): Order {
  return {
    number: row.number,
    user: { code: row.userCode, businessName: row.userBusinessName },
    warehouse:
      row.warehouseCode && row.warehouseName
        ? { code: row.warehouseCode, name: row.warehouseName }
        : null,
    buyer: {
      name: row.buyerName,
      gstin: row.buyerGstin,
      city: row.buyerCity,
      state: row.buyerStateCode,
      country: row.buyerCountryCode,
      postalCode: row.buyerPostalCode,
    },
    orderDate: row.orderDate,
    requiredBy: row.requiredBy,
    status: row.status,
    quantity: row.quantity,
    subtotal: formatAmount(row.subtotal, row.currency),
    tax: formatAmount(row.tax, row.currency),
    amount: formatAmount(row.amount, row.currency),
    currency: row.currency,
    lineCount: row.lineCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function mapLine(line: OrderLineRow, currency: string) {
  return {
    sku: line.sku,
    description: line.description,
    quantity: line.quantity,
    unitPrice: formatAmount(line.unitPrice, currency),
    taxRate: trimAmount(line.taxRate),
    taxAmount: formatAmount(line.taxAmount, currency),
    lineTotal: formatAmount(line.lineTotal, currency),
  };
}

const notFound = (number: string) =>
  new AppError('ORDER_NOT_FOUND', `There is no B2B order ${number}.`);

/** B2B orders: the list, one order with its lines, and the rows of the B2B order report. */
export function createOrdersService(deps: {
  db: Database;
  reference: ReferenceService;
  /** Reads the report in one snapshot, through a database cursor. */
  readCursor: CursorReader;
}) {
  const repository = createOrdersRepository(deps.db);

  async function requireOrder(number: string): Promise<OrderRow> {
    const row = await repository.find(number);
    if (!row) throw notFound(number);
    return row;
  }

  return {
    /** The command palette's matches, exact ones first, at most `limit`. */
    quickSearch: (q: string, limit: number) => repository.quickSearch(q, limit),

    async list(query: OrderListQuery): Promise<ListResult<Order>> {
      const { items, ...counted } = await repository.list(query);
      return {
        items: items.map(mapOrder),
        ...counted,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async get(number: string): Promise<OrderDetail> {
      const row = await requireOrder(number);
      const lines = await repository.lines(row.id);
      return { ...mapOrder(row), lines: lines.map((line) => mapLine(line, row.currency)) };
    },

    /** Orders a client business placed this month, for its plan's monthly limit. */
    placedThisMonth: (db: Executor, userId: number) =>
      createOrdersRepository(db).placedThisMonth(userId),

    /** An order exists (for its history): its number, upper-cased, or ORDER_NOT_FOUND. */
    async existing(number: string): Promise<string> {
      return (await requireOrder(number)).number;
    },

    /** How many orders the report of these filters would hold, counted up to `atMost + 1`. */
    reportCount: (filters: OrderFilters, atMost: number) => repository.reportCount(filters, atMost),

    /**
     * Every order matching the filters as report rows, in the list's order, a batch at a time,
     * read through a database cursor in one snapshot: memory holds a batch or two whatever the
     * report's length, an order changed meanwhile is neither lost nor written twice, and
     * stopping the iteration (the client left) closes the cursor.
     */
    async *reportBatches(filters: OrderFilters): AsyncGenerator<CsvRow[]> {
      const places = await deps.reference.placeNames();
      const { statement, fields } = repository.reportStatement(filters);
      // The cursor's rows are arrays in the statement's column order.
      const at = Object.fromEntries(fields.map((field, index) => [field, index])) as Record<
        OrderReportField,
        number
      >;
      const text = (values: unknown[], field: OrderReportField) => values[at[field]] as string;
      const orNothing = (values: unknown[], field: OrderReportField) =>
        (values[at[field]] as string | null) ?? '';
      for await (const batch of deps.readCursor(statement, EXPORT_BATCH_SIZE)) {
        await places.load(batch.map((values) => text(values, 'buyerCountryCode')));
        yield batch.map((values) => {
          const currency = text(values, 'currency');
          const country = text(values, 'buyerCountryCode');
          return [
            text(values, 'number'),
            text(values, 'orderDate'),
            orNothing(values, 'requiredBy'),
            orderStatusLabels[values[at.status] as OrderStatus],
            text(values, 'userCode'),
            text(values, 'userBusinessName'),
            orNothing(values, 'warehouseCode'),
            text(values, 'buyerName'),
            orNothing(values, 'buyerGstin'),
            text(values, 'buyerCity'),
            places.state(country, text(values, 'buyerStateCode')),
            places.country(country),
            values[at.lineCount] as number,
            values[at.quantity] as number,
            formatAmount(text(values, 'subtotal'), currency),
            formatAmount(text(values, 'tax'), currency),
            formatAmount(text(values, 'amount'), currency),
            currency,
          ];
        });
      }
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;

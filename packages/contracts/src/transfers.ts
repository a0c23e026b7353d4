import { z } from 'zod';
import { defineArea } from './area.ts';
import { auditEntrySchema } from './audit.ts';
import {
  daySchema,
  exportFormats,
  formatLimit,
  listQuerySchema,
  listResult,
  locationCodeSchema,
  lotNumberSchema,
  recordIdSchema,
  skuCodeSchema,
  sortSchema,
  text,
} from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { fieldFormats, fieldLabels } from './fields.ts';
import { USER_CODE_PATTERN } from './users.ts';

/** TRF-000001 …: a transfer's code, given by the server. */
export const TRANSFER_CODE_PATTERN = /^TRF-\d{6,9}$/;

/**
 * Bin to bin moves units inside one warehouse at once; warehouse to warehouse sends them out of
 * one (dispatched, then in transit) and takes them into the other as they arrive, in parts.
 */
export const transferKinds = ['bin', 'warehouse'] as const;
export type TransferKind = (typeof transferKinds)[number];
export const transferKindLabels = {
  bin: 'Bin to bin',
  warehouse: 'Warehouse to warehouse',
} as const satisfies Record<TransferKind, string>;

/** Closed short: what never arrived was written off, by someone other than who sent it. */
export const transferStatuses = [
  'done',
  'in-transit',
  'partly-received',
  'received',
  'closed-short',
] as const;
export type TransferStatus = (typeof transferStatuses)[number];
export const transferStatusLabels = {
  done: 'Done',
  'in-transit': 'In transit',
  'partly-received': 'Partly received',
  received: 'Received',
  'closed-short': 'Closed short',
} as const satisfies Record<TransferStatus, string>;

/** Most lines one transfer holds, and most units a line moves. */
export const MAX_TRANSFER_LINES = 200;
export const MAX_TRANSFER_QUANTITY = 1_000_000;

const units = z.coerce
  .number({ error: 'Enter a whole number of units' })
  .int('Enter a whole number of units')
  .min(1, 'Move at least 1 unit')
  .max(MAX_TRANSFER_QUANTITY, `At most ${formatLimit(MAX_TRANSFER_QUANTITY)} units`);

const lineInputSchema = z.object({
  sku: skuCodeSchema,
  /** The lot, for a SKU tracked by lot. */
  lot: lotNumberSchema,
  /** Where the units are now, by the location's code in the sending warehouse. */
  from: locationCodeSchema,
  /** Where they go, in the same warehouse (bin to bin); chosen on arrival otherwise. */
  to: locationCodeSchema.optional().or(z.literal('').transform(() => undefined)),
  quantity: units,
});

export const createTransferBodySchema = z
  .object({
    userCode: z
      .string({ error: 'Choose the client' })
      .trim()
      .toUpperCase()
      .regex(USER_CODE_PATTERN, 'Choose the client'),
    kind: z.enum(transferKinds, { error: 'Choose bin to bin or warehouse to warehouse' }),
    /** The warehouse the units leave (bin to bin: the one they stay in). */
    fromWarehouseCode: recordIdSchema,
    /** The warehouse they go to, for a transfer between warehouses. */
    toWarehouseCode: recordIdSchema.optional(),
    note: text(500)
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
    lines: z
      .array(lineInputSchema)
      .min(1, 'Add at least one line')
      .max(MAX_TRANSFER_LINES, `At most ${MAX_TRANSFER_LINES} lines`),
  })
  .superRefine((body, context) => {
    if (body.kind === 'warehouse') {
      if (!body.toWarehouseCode) {
        context.addIssue({
          code: 'custom',
          path: ['toWarehouseCode'],
          message: 'Choose the warehouse the goods go to',
        });
      } else if (body.toWarehouseCode === body.fromWarehouseCode) {
        context.addIssue({
          code: 'custom',
          path: ['toWarehouseCode'],
          message: 'Choose another warehouse: within one, move the goods bin to bin',
        });
      }
    }
    const seen = new Set<string>();
    body.lines.forEach((line, index) => {
      if (body.kind === 'bin' && !line.to) {
        context.addIssue({
          code: 'custom',
          path: ['lines', index, 'to'],
          message: 'Enter the bin the units go to',
        });
      }
      if (body.kind === 'bin' && line.to && line.to === line.from) {
        context.addIssue({
          code: 'custom',
          path: ['lines', index, 'to'],
          message: 'Choose another bin than the one the units are in',
        });
      }
      if (body.kind === 'warehouse' && line.to) {
        context.addIssue({
          code: 'custom',
          path: ['lines', index, 'to'],
          message: 'Leave it empty: the bin is chosen when the goods arrive',
        });
      }
      const key = `${line.sku}#${line.lot ?? ''}@${line.from}>${line.to ?? ''}`;
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['lines', index, 'sku'],
          message: 'This SKU, lot and location is on another line: change that line instead',
        });
      }
      seen.add(key);
    });
  });
export type CreateTransferBody = z.input<typeof createTransferBodySchema>;

/** Units of some lines taken in where they arrive, each into a location of that warehouse. */
export const receiveTransferBodySchema = z.object({
  lines: z
    .array(
      z.object({
        lineNo: z.coerce
          .number({ error: 'a line number' })
          .int('a line number')
          .min(1, 'a line number')
          .max(MAX_TRANSFER_LINES, `a line number up to ${MAX_TRANSFER_LINES}`),
        /** Where they are put, by the location's code in the receiving warehouse. */
        location: locationCodeSchema,
        quantity: units,
      }),
    )
    .min(1, 'Receive at least one line')
    .max(MAX_TRANSFER_LINES, `At most ${MAX_TRANSFER_LINES} lines`),
});
export type ReceiveTransferBody = z.input<typeof receiveTransferBodySchema>;

const memberSchema = z.object({ employeeId: z.string(), fullName: z.string() });

export const transferLineSchema = z.object({
  lineNo: z.number().int(),
  sku: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  lot: z.object({ number: z.string(), expiresOn: z.iso.date().nullable() }).nullable(),
  from: z.object({ id: z.string(), code: z.string() }),
  /** Where the units went (bin to bin); null between warehouses, where each arrival names its own. */
  to: z.object({ id: z.string(), code: z.string() }).nullable(),
  quantity: z.number().int(),
  /** Units taken in so far: all of them at once bin to bin. */
  received: z.number().int(),
});
export type TransferLine = z.infer<typeof transferLineSchema>;

export const transferSchema = z.object({
  code: z.string(),
  kind: z.enum(transferKinds),
  status: z.enum(transferStatuses),
  user: z.object({ code: z.string(), businessName: z.string() }),
  from: z.object({ code: z.string(), name: z.string() }),
  to: z.object({ code: z.string(), name: z.string() }),
  note: z.string().nullable(),
  lines: z.array(transferLineSchema),
  /** Units sent, and of them units taken in so far. */
  units: z.number().int(),
  received: z.number().int(),
  createdBy: memberSchema.nullable(),
  createdAt: z.iso.datetime(),
  /** When the last units were taken in: null while any are in transit. */
  receivedAt: z.iso.datetime().nullable(),
  /** Who wrote off what never arrived, when and why; null unless closed short. */
  closedBy: memberSchema.nullable(),
  closedAt: z.iso.datetime().nullable(),
  closeReason: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type Transfer = z.infer<typeof transferSchema>;

export const transferSortFields = ['code', 'units', 'createdAt'] as const;

export const transferFiltersSchema = z.object({
  /** Code, note, or a SKU code on one of its lines. */
  q: listQuerySchema.shape.q,
  sort: sortSchema(transferSortFields),
  status: z.enum(transferStatuses).optional(),
  kind: z.enum(transferKinds).optional(),
  // Written out, not taken from the stock's filters: the transfer's form would download those.
  user: z
    .string()
    .trim()
    .toUpperCase()
    .regex(USER_CODE_PATTERN, 'a user code like USR-000001')
    .optional(),
  /** Transfers out of this warehouse or into it, by its code. */
  warehouse: recordIdSchema.optional(),
  /** Made on or after this day, and on or before `to` (the operator's calendar). */
  from: daySchema('a date like 2026-01-31').optional(),
  to: daySchema('a date like 2026-01-31').optional(),
});
export const transferListQuerySchema = listQuerySchema.extend(transferFiltersSchema.shape);
export type TransferListQuery = z.infer<typeof transferListQuerySchema>;
export type TransferFilters = z.infer<typeof transferFiltersSchema>;

/** Closing a transfer short: what became of the units that never arrived. */
export const closeTransferBodySchema = z.object({
  reason: text(500).min(1, 'Say what became of the units that never arrived'),
});
export type CloseTransferBody = z.input<typeof closeTransferBodySchema>;

/** Most transfers one "receive in full" acts on. */
export const MAX_TRANSFER_IDS = 100;

export const receiveInFullBodySchema = z.object({
  codes: z
    .array(recordIdSchema)
    .min(1, 'Choose at least one transfer')
    .max(MAX_TRANSFER_IDS, `At most ${MAX_TRANSFER_IDS} transfers at once`),
});

/** What became of each transfer: received whole, or why not. */
export const receiveInFullResultSchema = z.object({
  results: z.array(
    z.object({
      code: z.string(),
      outcome: z.enum(['received', 'not_found', 'wrong_status', 'failed']),
      /** Units taken in. */
      units: z.number().int(),
      message: z.string().optional(),
    }),
  ),
});
export type ReceiveInFullResult = z.infer<typeof receiveInFullResultSchema>;

const params = z.object({ code: recordIdSchema });
const view = { resource: 'transfers', action: 'view' } as const;

/** Units moved between bins, or sent from one warehouse to another and received there. */
export const transfersEndpoints = defineEndpoints('transfers', {
  list: {
    method: 'GET',
    path: '/admin/stock/transfers',
    summary:
      'Stock transfers: search (q), filter by status, kind, client, warehouse and days, sort, paginate',
    access: view,
    query: transferListQuerySchema,
    response: listResult(transferSchema),
    errors: [],
  },
  export: {
    method: 'GET',
    path: '/admin/stock/transfers/export',
    summary: 'Every transfer matching the filters, as CSV or an Excel workbook (format=xlsx)',
    access: { resource: 'transfers', action: 'export' },
    query: transferFiltersSchema.extend({ format: z.enum(exportFormats).default('csv') }),
    response: z.string(),
    download: 'csv-or-xlsx',
    errors: ['EXPORT_TOO_LARGE'],
  },
  get: {
    method: 'GET',
    path: '/admin/stock/transfers/:code',
    summary: 'One transfer with its lines and what has arrived',
    access: view,
    params,
    response: transferSchema,
    errors: ['NOT_FOUND'],
  },
  history: {
    method: 'GET',
    path: '/admin/stock/transfers/:code/history',
    summary: 'What happened to this transfer, newest first',
    access: view,
    params,
    response: z.array(auditEntrySchema),
    errors: ['NOT_FOUND'],
  },
  create: {
    method: 'POST',
    path: '/admin/stock/transfers',
    summary:
      'Move units bin to bin at once, or send them to another warehouse (in transit until received)',
    access: { resource: 'transfers', action: 'add' },
    body: createTransferBodySchema,
    response: transferSchema,
    status: 201,
    errors: ['USER_NOT_FOUND', 'USER_INACTIVE', 'CONFLICT'],
  },
  receiveInFull: {
    method: 'POST',
    path: '/admin/stock/transfers/receive-in-full',
    summary:
      'Takes everything still in transit of each transfer into its receiving warehouse’s receiving area; answered per transfer',
    access: { resource: 'transfers', action: 'edit' },
    body: receiveInFullBodySchema,
    response: receiveInFullResultSchema,
    errors: [],
  },
  receive: {
    method: 'POST',
    path: '/admin/stock/transfers/:code/receive',
    summary: 'Take in some or all of a transfer’s units where they arrive, line by line',
    access: { resource: 'transfers', action: 'edit' },
    params,
    body: receiveTransferBodySchema,
    response: transferSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
  close: {
    method: 'POST',
    path: '/admin/stock/transfers/:code/close',
    summary:
      'Close a transfer short: write off what is still in transit, by someone other than who sent it',
    access: { resource: 'transfers', action: 'approve' },
    params,
    body: closeTransferBodySchema,
    response: transferSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'APPROVER_NOT_INDEPENDENT'],
  },
});

/** A transfer's fields in words: its list, form, view, export and History. */
export const transferFieldLabels = fieldLabels<Transfer>()({
  code: 'Transfer',
  kind: 'Kind',
  status: 'Status',
  user: 'Client',
  'user.code': 'Client',
  'user.businessName': 'Business',
  from: 'From warehouse',
  'from.code': 'From warehouse',
  'from.name': 'From warehouse name',
  to: 'To warehouse',
  'to.code': 'To warehouse',
  'to.name': 'To warehouse name',
  note: 'Note',
  lines: 'Lines',
  'lines.lineNo': 'Line',
  'lines.sku': 'SKU',
  'lines.sku.code': 'SKU',
  'lines.lot': 'Lot',
  'lines.from': 'From',
  'lines.to': 'To',
  'lines.quantity': 'Units',
  'lines.received': 'Received',
  units: 'Units',
  received: 'Units received',
  createdBy: 'Made by',
  'createdBy.fullName': 'Made by',
  createdAt: 'Made at',
  receivedAt: 'Received at',
  closedBy: 'Closed by',
  'closedBy.fullName': 'Closed by',
  closedAt: 'Closed at',
  closeReason: 'Why closed short',
  updatedAt: 'Updated at',
});

/** How History shows a transfer's values, as its screens do. */
export const transferFieldFormats = fieldFormats<Transfer>()({
  kind: transferKindLabels,
  status: transferStatusLabels,
  createdAt: 'moment',
  receivedAt: 'moment',
  closedAt: 'moment',
});

export const transfersArea = defineArea({
  resource: 'transfers',
  noun: { one: 'transfer', many: 'transfers' },
  entity: 'transfer',
  idField: 'code',
  statuses: { values: transferStatuses, labels: transferStatusLabels },
  sortFields: transferSortFields,
  listQuery: transferListQuerySchema,
  groups: [transfersEndpoints],
  endpoints: {
    list: transfersEndpoints.list,
    export: transfersEndpoints.export,
    get: transfersEndpoints.get,
    history: transfersEndpoints.history,
  },
});

import { z } from 'zod';
import { defineArea } from './area.ts';
import { auditEntrySchema } from './audit.ts';
import {
  daySchema,
  decisionResultSchema,
  exportFormats,
  formatLimit,
  listQuerySchema,
  listResult,
  locationCodeSchema,
  lotExpirySchema,
  lotNumberSchema,
  recordIdSchema,
  skuCodeSchema,
  sortSchema,
  text,
} from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { fieldFormats, fieldLabels } from './fields.ts';
import { USER_CODE_PATTERN } from './users.ts';

/** CNT-000001 …: a cycle count's code, given by the server. */
export const COUNT_CODE_PATTERN = /^CNT-\d{6,9}$/;

/**
 * A count is being counted bin by bin, then waits for review; a second person posts its
 * variances as adjustments (posted) or throws it away (rejected).
 */
export const countStatuses = ['counting', 'review', 'posted', 'rejected'] as const;
export type CountStatus = (typeof countStatuses)[number];
export const countStatusLabels = {
  counting: 'Counting',
  review: 'Awaiting review',
  posted: 'Posted',
  rejected: 'Rejected',
} as const satisfies Record<CountStatus, string>;

/** Most bins one count covers, and most places named to choose them. */
export const MAX_COUNT_BINS = 500;
export const MAX_COUNT_PLACES = 100;
/** Most lines one bin's count holds, and most units a line counts. */
export const MAX_BIN_LINES = 200;
export const MAX_COUNTED_UNITS = 1_000_000;

const userCodeSchema = z
  .string({ error: 'Choose the client' })
  .trim()
  .toUpperCase()
  .regex(USER_CODE_PATTERN, 'Choose the client');

/** A new count: bins of one warehouse, named one by one or by a rack, shelf or area above them. */
export const createCountBodySchema = z.object({
  warehouseCode: recordIdSchema,
  locations: z
    .array(locationCodeSchema)
    .min(1, 'Choose at least one bin, or a rack, shelf or area to count whole')
    .max(MAX_COUNT_PLACES, `At most ${MAX_COUNT_PLACES} places at once`)
    .refine(
      (codes) => new Set(codes).size === codes.length,
      'Each place once: one of them is named twice',
    ),
  note: text(500)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
});
export type CreateCountBody = z.input<typeof createCountBodySchema>;

/**
 * What was found in one bin, all of it: a line for each client's SKU (and lot) seen, and how
 * many. Whatever the bin held and no line names was not found (counted 0).
 */
export const countBinBodySchema = z
  .object({
    location: locationCodeSchema,
    lines: z
      .array(
        z.object({
          userCode: userCodeSchema,
          sku: skuCodeSchema,
          lot: lotNumberSchema,
          /** The expiry of a lot found here that the warehouse has not seen yet. */
          expiresOn: lotExpirySchema,
          counted: z.coerce
            .number({ error: 'Enter a whole number of units' })
            .int('Enter a whole number of units')
            .min(0, 'Enter 0 or more')
            .max(MAX_COUNTED_UNITS, `At most ${formatLimit(MAX_COUNTED_UNITS)} units`),
        }),
      )
      .max(MAX_BIN_LINES, `At most ${MAX_BIN_LINES} lines a bin`),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.lines.forEach((line, index) => {
      const key = `${line.userCode}/${line.sku}#${line.lot ?? ''}`;
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['lines', index, 'sku'],
          message: 'This SKU and lot is on another line: add the units there',
        });
      }
      seen.add(key);
    });
  });
export type CountBinBody = z.input<typeof countBinBodySchema>;

const memberSchema = z.object({ employeeId: z.string(), fullName: z.string() });

/** A bin of the count: counted yet or not, by whom. */
export const countBinSchema = z.object({
  location: z.object({ id: z.string(), code: z.string() }),
  countedAt: z.iso.datetime().nullable(),
  countedBy: memberSchema.nullable(),
});

/**
 * One client's SKU (and lot) in one bin. `expected` is what the bin held when the count began;
 * `atCount` what it held when the bin was counted, so `atCount - expected` moved in or out
 * while the count went on; `variance` is `counted - atCount`. The quantities the ledger knew
 * stay hidden (null) while the count is being counted, so that nobody counts to a number.
 */
export const countLineSchema = z.object({
  lineNo: z.number().int(),
  location: z.object({ id: z.string(), code: z.string() }),
  user: z.object({ code: z.string(), businessName: z.string() }),
  sku: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  lot: z.object({ number: z.string(), expiresOn: z.iso.date().nullable() }).nullable(),
  expected: z.number().int().nullable(),
  atCount: z.number().int().nullable(),
  counted: z.number().int().nullable(),
  variance: z.number().int().nullable(),
});
export type CountLine = z.infer<typeof countLineSchema>;

/** A count as its list shows it: no bins or lines. */
export const countSummarySchema = z.object({
  code: z.string(),
  status: z.enum(countStatuses),
  warehouse: z.object({ code: z.string(), name: z.string() }),
  note: z.string().nullable(),
  bins: z.number().int(),
  binsCounted: z.number().int(),
  /** Once sent for review: lines whose count differs, and the units over and short. */
  variance: z
    .object({ lines: z.number().int(), over: z.number().int(), short: z.number().int() })
    .nullable(),
  createdBy: memberSchema.nullable(),
  submittedBy: memberSchema.nullable(),
  submittedAt: z.iso.datetime().nullable(),
  decidedBy: memberSchema.nullable(),
  decidedAt: z.iso.datetime().nullable(),
  decisionComment: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CountSummary = z.infer<typeof countSummarySchema>;

export const countSchema = countSummarySchema.extend({
  places: z.array(countBinSchema),
  lines: z.array(countLineSchema),
  /** The adjustments its variances were posted as, one per client. */
  adjustments: z.array(z.string()),
});
export type Count = z.infer<typeof countSchema>;

export const countSortFields = ['code', 'bins', 'createdAt'] as const;

export const countFiltersSchema = z.object({
  /** Code, note, or a location code among its bins. */
  q: listQuerySchema.shape.q,
  sort: sortSchema(countSortFields),
  status: z.enum(countStatuses).optional(),
  warehouse: recordIdSchema.optional(),
  /** Begun on or after this day, and on or before `to` (the operator's calendar). */
  from: daySchema('a date like 2026-01-31').optional(),
  to: daySchema('a date like 2026-01-31').optional(),
});
export const countListQuerySchema = listQuerySchema.extend(countFiltersSchema.shape);
export type CountListQuery = z.infer<typeof countListQuerySchema>;
export type CountFilters = z.infer<typeof countFiltersSchema>;

/** Most counts one approval or rejection acts on. */
export const MAX_COUNT_DECISIONS = 100;
const idsSchema = z
  .array(recordIdSchema)
  .min(1, 'Choose at least one count')
  .max(MAX_COUNT_DECISIONS, `At most ${MAX_COUNT_DECISIONS} counts at once`);
export const approveCountsBodySchema = z.object({ ids: idsSchema });
export const rejectCountsBodySchema = z.object({
  ids: idsSchema,
  comment: text(500).min(1, 'Say why the counts are rejected'),
});

const params = z.object({ code: recordIdSchema });
const view = { resource: 'counts', action: 'view' } as const;
const edit = { resource: 'counts', action: 'edit' } as const;
const approve = { resource: 'counts', action: 'approve' } as const;

/** Cycle counts: bins counted, compared with the ledger, and their variances posted. */
export const countsEndpoints = defineEndpoints('counts', {
  list: {
    method: 'GET',
    path: '/admin/stock/counts',
    summary: 'Cycle counts: search (q), filter by status, warehouse and days, sort, paginate',
    access: view,
    query: countListQuerySchema,
    response: listResult(countSummarySchema),
    errors: [],
  },
  export: {
    method: 'GET',
    path: '/admin/stock/counts/export',
    summary: 'Every count matching the filters, as CSV or an Excel workbook (format=xlsx)',
    access: { resource: 'counts', action: 'export' },
    query: countFiltersSchema.extend({ format: z.enum(exportFormats).default('csv') }),
    response: z.string(),
    download: 'csv-or-xlsx',
    errors: ['EXPORT_TOO_LARGE'],
  },
  get: {
    method: 'GET',
    path: '/admin/stock/counts/:code',
    summary: 'One count with its bins and lines',
    access: view,
    params,
    response: countSchema,
    errors: ['NOT_FOUND'],
  },
  history: {
    method: 'GET',
    path: '/admin/stock/counts/:code/history',
    summary: 'What happened to this count, newest first',
    access: view,
    params,
    response: z.array(auditEntrySchema),
    errors: ['NOT_FOUND'],
  },
  create: {
    method: 'POST',
    path: '/admin/stock/counts',
    summary: 'Begin a count of some bins: what each holds now is what it is compared with',
    access: { resource: 'counts', action: 'add' },
    body: createCountBodySchema,
    response: countSchema,
    status: 201,
    errors: ['CONFLICT'],
  },
  countBin: {
    method: 'POST',
    path: '/admin/stock/counts/:code/bins',
    summary: 'Record what one bin of the count holds, all of it (again, to count it again)',
    access: edit,
    params,
    body: countBinBodySchema,
    response: countSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
  submit: {
    method: 'POST',
    path: '/admin/stock/counts/:code/submit',
    summary: 'Send a count whose every bin is counted for review',
    access: edit,
    params,
    response: countSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
  approve: {
    method: 'POST',
    path: '/admin/stock/counts/approve',
    summary: 'Post the variances of counts awaiting review as adjustments, answered per id',
    access: approve,
    body: approveCountsBodySchema,
    response: decisionResultSchema,
    errors: [],
  },
  reject: {
    method: 'POST',
    path: '/admin/stock/counts/reject',
    summary: 'Throw away counts not yet posted, with a comment, answered per id',
    access: approve,
    body: rejectCountsBodySchema,
    response: decisionResultSchema,
    errors: [],
  },
});

/** A count's fields in words: its list, view, export and History. */
export const countFieldLabels = fieldLabels<Count>()({
  code: 'Count',
  status: 'Status',
  warehouse: 'Warehouse',
  'warehouse.code': 'Warehouse',
  'warehouse.name': 'Warehouse name',
  note: 'Note',
  bins: 'Bins',
  binsCounted: 'Bins counted',
  variance: 'Variance',
  'variance.lines': 'Lines off',
  'variance.over': 'Units over',
  'variance.short': 'Units short',
  places: 'Bins',
  'places.location': 'Bin',
  'places.countedAt': 'Counted at',
  'places.countedBy': 'Counted by',
  lines: 'Lines',
  'lines.lineNo': 'Line',
  'lines.location': 'Bin',
  'lines.user': 'Client',
  'lines.sku': 'SKU',
  'lines.lot': 'Lot',
  'lines.expected': 'At start',
  'lines.atCount': 'When counted',
  'lines.counted': 'Counted',
  'lines.variance': 'Variance',
  adjustments: 'Adjustments',
  createdBy: 'Begun by',
  'createdBy.fullName': 'Begun by',
  submittedBy: 'Sent for review by',
  'submittedBy.fullName': 'Sent for review by',
  submittedAt: 'Sent for review at',
  decidedBy: 'Decided by',
  'decidedBy.fullName': 'Decided by',
  decidedAt: 'Decided at',
  decisionComment: 'Comment',
  createdAt: 'Begun at',
  updatedAt: 'Updated at',
});

/** How History shows a count's values, as its screens do. */
export const countFieldFormats = fieldFormats<Count>()({
  status: countStatusLabels,
  submittedAt: 'moment',
  decidedAt: 'moment',
  createdAt: 'moment',
});

export const countsArea = defineArea({
  resource: 'counts',
  noun: { one: 'count', many: 'counts' },
  entity: 'count',
  idField: 'code',
  statuses: { values: countStatuses, labels: countStatusLabels },
  sortFields: countSortFields,
  listQuery: countListQuerySchema,
  groups: [countsEndpoints],
  endpoints: {
    list: countsEndpoints.list,
    export: countsEndpoints.export,
    get: countsEndpoints.get,
    history: countsEndpoints.history,
  },
});

import { z } from 'zod';
import { defineArea } from './area.ts';
import { skuTrackings } from './catalogue.ts';
import {
  exportFormats,
  formatLimit,
  listQuerySchema,
  listResult,
  locationCodeSchema,
  sortSchema,
} from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { fieldLabels } from './fields.ts';
import { locationPurposes } from './locations.ts';
import { stockFiltersSchema } from './stock.ts';

/**
 * A put-away task: the accepted units of one approved receipt line, waiting in the warehouse's
 * receiving area until they are moved into bins (in one go, or split across several).
 */
export const putAwayTaskSchema = z.object({
  /** The receipt line's own number. */
  id: z.number().int(),
  receipt: z.object({ id: z.string(), reference: z.string() }),
  /** The line's place in its receipt: 1, 2, 3 … */
  lineNo: z.number().int(),
  user: z.object({ code: z.string(), businessName: z.string() }),
  warehouse: z.object({ code: z.string(), name: z.string() }),
  sku: z.object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    tracking: z.enum(skuTrackings),
  }),
  /** The lot the units came in, for a SKU tracked by lot. */
  lot: z.object({ number: z.string(), expiresOn: z.iso.date().nullable() }).nullable(),
  /** Units the receipt accepted into stock. */
  accepted: z.number().int(),
  /** Of them, units moved into bins so far. */
  putAway: z.number().int(),
  /** Units still in the receiving area: accepted less put away. */
  remaining: z.number().int(),
  /** When the receipt was approved: when its units reached the receiving area. */
  approvedAt: z.iso.datetime(),
});
export type PutAwayTask = z.infer<typeof putAwayTaskSchema>;

/** Open tasks have units left to put away; done ones have none. */
export const putAwayStates = ['open', 'done', 'all'] as const;
export type PutAwayState = (typeof putAwayStates)[number];
export const putAwayStateLabels = {
  open: 'To put away',
  done: 'Put away',
  all: 'All',
} as const satisfies Record<PutAwayState, string>;

export const putAwaySortFields = ['approvedAt', 'receipt', 'sku', 'remaining'] as const;

/** The put-away list's filters, shared by the page and the export. */
export const putAwayFiltersSchema = z.object({
  /** Receipt id or reference, SKU code or name, lot number; or a barcode exactly. */
  q: listQuerySchema.shape.q,
  sort: sortSchema(putAwaySortFields),
  /** Those with units left (open, as when none is given), those done, or all. */
  state: z.enum(putAwayStates).optional(),
  /** One warehouse's tasks, by its code. */
  warehouse: stockFiltersSchema.shape.warehouse,
  /** One client business's tasks. */
  user: stockFiltersSchema.shape.user,
});
export const putAwayListQuerySchema = listQuerySchema.extend(putAwayFiltersSchema.shape);
export type PutAwayListQuery = z.infer<typeof putAwayListQuerySchema>;
export type PutAwayFilters = z.infer<typeof putAwayFiltersSchema>;

/** Why a bin is suggested: it holds the SKU already, or it is empty. */
export const binSuggestionReasons = ['same-sku', 'empty'] as const;
export type BinSuggestionReason = (typeof binSuggestionReasons)[number];

/** A bin the units could go to, best first. */
export const binSuggestionSchema = z.object({
  location: z.object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    purpose: z.enum(locationPurposes),
  }),
  reason: z.enum(binSuggestionReasons),
  /** Units of the task's SKU (any lot) there now. */
  holds: z.number().int(),
  /** Units more it takes before it is full, where a capacity is set; null where none is. */
  room: z.number().int().nullable(),
});
export type BinSuggestion = z.infer<typeof binSuggestionSchema>;

/** The largest task number there can be (the database's integer). */
const MAX_TASK_ID = 2_147_483_647;

/** Most units one put-away moves. */
export const MAX_PUT_AWAY_QUANTITY = 1_000_000;

export const putAwayBodySchema = z.object({
  /** The bin's code, as its label reads (scanned or typed). */
  location: locationCodeSchema,
  /** Units moved into it: some or all of what remains; the rest can go to other bins. */
  quantity: z.coerce
    .number({ error: 'Enter a whole number of units' })
    .int('Enter a whole number of units')
    .min(1, 'Put away at least 1 unit')
    .max(MAX_PUT_AWAY_QUANTITY, `At most ${formatLimit(MAX_PUT_AWAY_QUANTITY)} units`),
});
export type PutAwayBody = z.input<typeof putAwayBodySchema>;

export const putAwayResultSchema = z.object({
  /** The stock movement that took the units there (MOV-000123). */
  movement: z.string(),
  task: putAwayTaskSchema,
});
export type PutAwayResult = z.infer<typeof putAwayResultSchema>;

/** Most tasks one "put away as suggested" acts on. */
export const MAX_PUT_AWAY_IDS = 100;

export const putAwayAsSuggestedBodySchema = z.object({
  ids: z
    .array(
      z
        .number({ error: 'a task number' })
        .int('a task number')
        .positive('a task number')
        .max(MAX_TASK_ID, `a task number up to ${formatLimit(MAX_TASK_ID)}`),
    )
    .min(1, 'Choose at least one task')
    .max(MAX_PUT_AWAY_IDS, `At most ${MAX_PUT_AWAY_IDS} tasks at once`),
});

/** What became of each task: put away (into the bins named), or why not. */
export const putAwayOutcomes = [
  'put-away',
  'partly',
  'not_found',
  'done',
  'no_bin',
  'failed',
] as const;
export const putAwayAsSuggestedResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      outcome: z.enum(putAwayOutcomes),
      /** The bins the units went to, in order. */
      bins: z.array(z.string()),
      /** Units moved. */
      units: z.number().int(),
      message: z.string().optional(),
    }),
  ),
});
export type PutAwayAsSuggestedResult = z.infer<typeof putAwayAsSuggestedResultSchema>;

const taskParams = z.object({
  id: z.coerce
    .number({ error: 'a task number' })
    .int('a task number')
    .positive('a task number')
    .max(MAX_TASK_ID, `a task number up to ${formatLimit(MAX_TASK_ID)}`),
});
const view = { resource: 'inventory', action: 'view' } as const;

/** Receipts' units in the receiving area, moved into bins. */
export const putAwayEndpoints = defineEndpoints('putAway', {
  list: {
    method: 'GET',
    path: '/admin/stock/put-away',
    summary: 'Put-away tasks: search (q), filter by state, warehouse and client, sort, paginate',
    access: view,
    query: putAwayListQuerySchema,
    response: listResult(putAwayTaskSchema),
    errors: [],
  },
  export: {
    method: 'GET',
    path: '/admin/stock/put-away/export',
    summary: 'Every put-away task matching the filters, as CSV or an Excel workbook (format=xlsx)',
    access: { resource: 'inventory', action: 'export' },
    query: putAwayFiltersSchema.extend({ format: z.enum(exportFormats).default('csv') }),
    response: z.string(),
    download: 'csv-or-xlsx',
    errors: ['EXPORT_TOO_LARGE'],
  },
  get: {
    method: 'GET',
    path: '/admin/stock/put-away/:id',
    summary: 'One put-away task: the receipt line, its units and how many remain',
    access: view,
    params: taskParams,
    response: putAwayTaskSchema,
    errors: ['NOT_FOUND'],
  },
  suggestions: {
    method: 'GET',
    path: '/admin/stock/put-away/:id/suggestions',
    summary:
      'Bins for a task’s units, best first: those holding its SKU, then empty pickable storage bins with room',
    access: view,
    params: taskParams,
    response: z.array(binSuggestionSchema),
    errors: ['NOT_FOUND'],
  },
  asSuggested: {
    method: 'POST',
    path: '/admin/stock/put-away/as-suggested',
    summary:
      'Puts each task’s remaining units into the bins it is suggested, splitting where a bin fills; answered per task',
    access: { resource: 'inventory', action: 'edit' },
    body: putAwayAsSuggestedBodySchema,
    response: putAwayAsSuggestedResultSchema,
    errors: [],
  },
  putAway: {
    method: 'POST',
    path: '/admin/stock/put-away/:id',
    summary:
      'Moves some or all of a task’s remaining units from the receiving area into a bin, as one stock movement',
    access: { resource: 'inventory', action: 'edit' },
    params: taskParams,
    body: putAwayBodySchema,
    response: putAwayResultSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
});

/** The put-away list's fields in words: its table, the export and the phone screen. */
export const putAwayFieldLabels = fieldLabels<PutAwayTask>()({
  id: 'Task',
  receipt: 'Receipt',
  'receipt.id': 'Receipt',
  'receipt.reference': 'Supplier reference',
  lineNo: 'Line',
  user: 'User',
  'user.code': 'User',
  'user.businessName': 'Business',
  warehouse: 'Warehouse',
  'warehouse.code': 'Warehouse',
  'warehouse.name': 'Warehouse name',
  sku: 'SKU',
  'sku.id': 'SKU id',
  'sku.code': 'SKU',
  'sku.name': 'Name',
  'sku.tracking': 'Tracking',
  lot: 'Lot',
  'lot.number': 'Lot',
  'lot.expiresOn': 'Expires on',
  accepted: 'Accepted',
  putAway: 'Put away',
  remaining: 'To put away',
  approvedAt: 'Approved at',
});

export const putAwayArea = defineArea({
  resource: 'inventory',
  name: 'put-away',
  noun: { one: 'put-away task', many: 'put-away tasks' },
  idField: 'id',
  sortFields: putAwaySortFields,
  listQuery: putAwayListQuerySchema,
  groups: [putAwayEndpoints],
  endpoints: { list: putAwayEndpoints.list, export: putAwayEndpoints.export },
});

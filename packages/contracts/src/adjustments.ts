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

/** ADJ-000001 …: the public id of a stock adjustment, given by the server. */
export const ADJUSTMENT_CODE_PATTERN = /^ADJ-\d{6,9}$/;

/**
 * Small adjustments are posted to the ledger at once; one above the approval threshold waits
 * (pending) for someone else to approve it (posted) or reject it.
 */
export const adjustmentStatuses = ['pending', 'posted', 'rejected'] as const;
export type AdjustmentStatus = (typeof adjustmentStatuses)[number];
export const adjustmentStatusLabels = {
  pending: 'Awaiting approval',
  posted: 'Posted',
  rejected: 'Rejected',
} as const satisfies Record<AdjustmentStatus, string>;

/**
 * Why stock is corrected. Damaged, expired and lost units only leave; found units only arrive;
 * a count correction or another reason goes either way.
 */
export const adjustmentReasons = [
  'damaged',
  'expired',
  'lost',
  'found',
  'count-correction',
  'other',
] as const;
export type AdjustmentReason = (typeof adjustmentReasons)[number];
export const adjustmentReasonLabels = {
  damaged: 'Damaged',
  expired: 'Expired',
  lost: 'Lost',
  found: 'Found',
  'count-correction': 'Count correction',
  other: 'Other',
} as const satisfies Record<AdjustmentReason, string>;

/** Which way a reason lets units go: out only, in only, or either. */
export const adjustmentReasonDirection = {
  damaged: 'out',
  expired: 'out',
  lost: 'out',
  found: 'in',
  'count-correction': 'either',
  other: 'either',
} as const satisfies Record<AdjustmentReason, 'out' | 'in' | 'either'>;

/** Most lines one adjustment holds. */
export const MAX_ADJUSTMENT_LINES = 200;
/** Most units one line changes, either way. */
export const MAX_ADJUSTMENT_CHANGE = 1_000_000;

const lineInputSchema = z.object({
  sku: skuCodeSchema,
  /** The location's code in the adjustment's warehouse, as its label reads. */
  location: locationCodeSchema,
  /** The lot, for a SKU tracked by lot; left out otherwise. */
  lot: lotNumberSchema,
  /** The expiry of a lot whose units are found and which the warehouse has not seen yet. */
  expiresOn: lotExpirySchema,
  /** Units added (above zero) or taken away (below zero); never zero. */
  change: z.coerce
    .number({ error: 'Enter a whole number of units' })
    .int('Enter a whole number of units')
    .min(-MAX_ADJUSTMENT_CHANGE, `At most ${formatLimit(MAX_ADJUSTMENT_CHANGE)} units`)
    .max(MAX_ADJUSTMENT_CHANGE, `At most ${formatLimit(MAX_ADJUSTMENT_CHANGE)} units`)
    .refine((value) => value !== 0, 'Enter a change other than 0'),
});
export type AdjustmentLineInput = z.input<typeof lineInputSchema>;

/** A new adjustment: one client's stock in one warehouse, its lines each of their own place. */
export const createAdjustmentBodySchema = z
  .object({
    userCode: z
      .string({ error: 'Choose the client' })
      .trim()
      .toUpperCase()
      .regex(USER_CODE_PATTERN, 'Choose the client'),
    warehouseCode: recordIdSchema,
    reason: z.enum(adjustmentReasons, { error: 'Choose a reason' }),
    note: text(500)
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
    lines: z
      .array(lineInputSchema)
      .min(1, 'Add at least one line')
      .max(MAX_ADJUSTMENT_LINES, `At most ${MAX_ADJUSTMENT_LINES} lines`),
  })
  .superRefine((body, context) => {
    const direction = adjustmentReasonDirection[body.reason];
    const seen = new Set<string>();
    body.lines.forEach((line, index) => {
      if (direction === 'out' && line.change > 0) {
        context.addIssue({
          code: 'custom',
          path: ['lines', index, 'change'],
          message: `${adjustmentReasonLabels[body.reason]} units only leave: enter a change below 0`,
        });
      }
      if (direction === 'in' && line.change < 0) {
        context.addIssue({
          code: 'custom',
          path: ['lines', index, 'change'],
          message: 'Found units only arrive: enter a change above 0',
        });
      }
      const key = `${line.sku}@${line.location}#${line.lot ?? ''}`;
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
export type CreateAdjustmentBody = z.input<typeof createAdjustmentBodySchema>;

const memberSchema = z.object({ employeeId: z.string(), fullName: z.string() });

export const adjustmentLineSchema = z.object({
  sku: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  location: z.object({ id: z.string(), code: z.string() }),
  lot: z.string().nullable(),
  expiresOn: z.iso.date().nullable(),
  change: z.number().int(),
});
export type AdjustmentLine = z.infer<typeof adjustmentLineSchema>;

export const adjustmentSchema = z.object({
  code: z.string(),
  user: z.object({ code: z.string(), businessName: z.string() }),
  warehouse: z.object({ code: z.string(), name: z.string() }),
  reason: z.enum(adjustmentReasons),
  note: z.string().nullable(),
  status: z.enum(adjustmentStatuses),
  /** Units changed, whatever their sign, and their value at MRP (rupees, "1250.00"). */
  units: z.number().int(),
  value: z.string(),
  /** Units added less units taken away. */
  net: z.number().int(),
  lines: z.array(adjustmentLineSchema),
  createdBy: memberSchema.nullable(),
  decidedBy: memberSchema.nullable(),
  decidedAt: z.iso.datetime().nullable(),
  decisionComment: z.string().nullable(),
  /** The ledger's movement, once posted. */
  movementCode: z.string().nullable(),
  /** The cycle count whose variances it posts, where it came from one. */
  count: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

export const adjustmentSortFields = ['code', 'units', 'value', 'createdAt'] as const;

export const adjustmentFiltersSchema = z.object({
  /** Code, note, or a SKU code on one of its lines. */
  q: listQuerySchema.shape.q,
  sort: sortSchema(adjustmentSortFields),
  status: z.enum(adjustmentStatuses).optional(),
  reason: z.enum(adjustmentReasons).optional(),
  user: z
    .string()
    .trim()
    .toUpperCase()
    .regex(USER_CODE_PATTERN, 'a user code like USR-000001')
    .optional(),
  warehouse: recordIdSchema.optional(),
  /** Raised on or after this day, and on or before `to` (the operator's calendar). */
  from: daySchema('a date like 2026-01-31').optional(),
  to: daySchema('a date like 2026-01-31').optional(),
});
export const adjustmentListQuerySchema = listQuerySchema.extend(adjustmentFiltersSchema.shape);
export type AdjustmentListQuery = z.infer<typeof adjustmentListQuerySchema>;
export type AdjustmentFilters = z.infer<typeof adjustmentFiltersSchema>;

/** Most adjustments one approval or rejection acts on. */
export const MAX_ADJUSTMENT_DECISIONS = 100;
const idsSchema = z
  .array(recordIdSchema)
  .min(1, 'Choose at least one adjustment')
  .max(MAX_ADJUSTMENT_DECISIONS, `At most ${MAX_ADJUSTMENT_DECISIONS} adjustments at once`);
export const approveAdjustmentsBodySchema = z.object({ ids: idsSchema });
export const rejectAdjustmentsBodySchema = z.object({
  ids: idsSchema,
  comment: text(500).min(1, 'Say why the adjustments are rejected'),
});

/** Above either, an adjustment waits for a second person's approval. */
export const adjustmentThresholdsSchema = z.object({
  units: z.coerce
    .number({ error: 'Enter a whole number of units' })
    .int('Enter a whole number of units')
    .min(0, 'Enter 0 or more')
    .max(MAX_ADJUSTMENT_CHANGE, `At most ${formatLimit(MAX_ADJUSTMENT_CHANGE)}`),
  /** Rupees at MRP, "10000" or "10000.50". */
  value: z
    .string({ error: 'Enter an amount in rupees' })
    .trim()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, 'Enter an amount in rupees, like 10000 or 10000.50'),
});
export type AdjustmentThresholds = z.infer<typeof adjustmentThresholdsSchema>;

const params = z.object({ code: recordIdSchema });
const view = { resource: 'adjustments', action: 'view' } as const;
const approve = { resource: 'adjustments', action: 'approve' } as const;

/** Corrections of stock: raised, posted at once or approved by a second person. */
export const adjustmentsEndpoints = defineEndpoints('adjustments', {
  list: {
    method: 'GET',
    path: '/admin/stock/adjustments',
    summary:
      'Stock adjustments: search (q), filter by status, reason, client, warehouse and days, sort, paginate',
    access: view,
    query: adjustmentListQuerySchema,
    response: listResult(adjustmentSchema),
    errors: [],
  },
  export: {
    method: 'GET',
    path: '/admin/stock/adjustments/export',
    summary: 'Every adjustment line matching the filters, as CSV or an Excel workbook',
    access: { resource: 'adjustments', action: 'export' },
    query: adjustmentFiltersSchema.extend({ format: z.enum(exportFormats).default('csv') }),
    response: z.string(),
    download: 'csv-or-xlsx',
    errors: ['EXPORT_TOO_LARGE'],
  },
  thresholds: {
    method: 'GET',
    path: '/admin/stock/adjustments/thresholds',
    summary: 'Above how many units, or how much MRP value, an adjustment waits for approval',
    access: {
      anyOf: ['adjustments.view', 'adjustments.add', 'settings.view'],
    },
    response: adjustmentThresholdsSchema,
    errors: [],
  },
  setThresholds: {
    method: 'PUT',
    path: '/admin/stock/adjustments/thresholds',
    summary: 'Change the approval thresholds of adjustments',
    access: { resource: 'settings', action: 'edit' },
    body: adjustmentThresholdsSchema,
    response: adjustmentThresholdsSchema,
    errors: [],
  },
  get: {
    method: 'GET',
    path: '/admin/stock/adjustments/:code',
    summary: 'One adjustment with its lines',
    access: view,
    params,
    response: adjustmentSchema,
    errors: ['NOT_FOUND'],
  },
  history: {
    method: 'GET',
    path: '/admin/stock/adjustments/:code/history',
    summary: 'What happened to this adjustment, newest first',
    access: view,
    params,
    response: z.array(auditEntrySchema),
    errors: ['NOT_FOUND'],
  },
  create: {
    method: 'POST',
    path: '/admin/stock/adjustments',
    summary: 'Raise an adjustment: posted at once, or held for approval above the thresholds',
    access: { resource: 'adjustments', action: 'add' },
    body: createAdjustmentBodySchema,
    response: adjustmentSchema,
    status: 201,
    errors: ['USER_NOT_FOUND', 'USER_INACTIVE', 'CONFLICT'],
  },
  approve: {
    method: 'POST',
    path: '/admin/stock/adjustments/approve',
    summary: 'Approve and post pending adjustments, answered per id',
    access: approve,
    body: approveAdjustmentsBodySchema,
    response: decisionResultSchema,
    errors: [],
  },
  reject: {
    method: 'POST',
    path: '/admin/stock/adjustments/reject',
    summary: 'Reject pending adjustments with a comment, answered per id',
    access: approve,
    body: rejectAdjustmentsBodySchema,
    response: decisionResultSchema,
    errors: [],
  },
});

export const adjustmentsArea = defineArea({
  resource: 'adjustments',
  noun: { one: 'adjustment', many: 'adjustments' },
  entity: 'adjustment',
  idField: 'code',
  statuses: { values: adjustmentStatuses, labels: adjustmentStatusLabels },
  sortFields: adjustmentSortFields,
  listQuery: adjustmentListQuerySchema,
  groups: [adjustmentsEndpoints],
  endpoints: {
    list: adjustmentsEndpoints.list,
    export: adjustmentsEndpoints.export,
    get: adjustmentsEndpoints.get,
    history: adjustmentsEndpoints.history,
  },
});

/** An adjustment's fields in words: its table, view, export and History. */
export const adjustmentFieldLabels = fieldLabels<Adjustment>()({
  code: 'Adjustment',
  user: 'Client',
  'user.code': 'Client',
  'user.businessName': 'Client name',
  warehouse: 'Warehouse',
  'warehouse.code': 'Warehouse',
  reason: 'Reason',
  note: 'Note',
  status: 'Status',
  units: 'Units',
  value: 'Value at MRP',
  net: 'Net change',
  lines: 'Lines',
  'lines.sku': 'SKU',
  'lines.location': 'Location',
  'lines.lot': 'Lot',
  'lines.expiresOn': 'Expires on',
  'lines.change': 'Change',
  createdBy: 'Raised by',
  'createdBy.fullName': 'Raised by',
  decidedBy: 'Decided by',
  'decidedBy.fullName': 'Decided by',
  decidedAt: 'Decided at',
  decisionComment: 'Comment',
  movementCode: 'Movement',
  count: 'Cycle count',
  createdAt: 'Raised at',
  updatedAt: 'Updated at',
});

/** How History shows an adjustment's values, as its screens do. */
export const adjustmentFieldFormats = fieldFormats<Adjustment>()({
  status: adjustmentStatusLabels,
  reason: adjustmentReasonLabels,
  'lines.expiresOn': 'day',
  decidedAt: 'moment',
  createdAt: 'moment',
});

import { z } from 'zod';
import { defineArea } from './area.ts';
import { auditEntrySchema } from './audit.ts';
import { CATALOGUE_CODE_PATTERN, skuTrackings } from './catalogue.ts';
import {
  daySchema,
  decisionResultSchema,
  exportFormats,
  formatLimit,
  listQuerySchema,
  listResult,
  lotExpirySchema,
  lotNumberSchema,
  recordIdSchema,
  sortSchema,
  text,
} from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { receivingStatusLabels } from './receiving-fields.ts';
import { USER_CODE_PATTERN } from './users.ts';
import { VENDOR_CODE_PATTERN } from './vendors.ts';

export {
  type DecisionOutcome,
  type DecisionResult,
  decisionOutcomes,
  decisionResultSchema,
} from './common.ts';
export { receivingStatusLabels, rejectReasonLabels } from './receiving-fields.ts';

/** A goods receipt waits for approval, then is approved or rejected with a comment. */
export const receivingStatuses = ['pending', 'approved', 'rejected'] as const;
export type ReceivingStatus = (typeof receivingStatuses)[number];

/** GRN-000001 …: a goods receipt note's id, given by the server. */
export const RECEIVING_ID_PATTERN = /^GRN-\d{6,9}$/;

/** Why units of a line were not accepted. */
export const rejectReasons = ['damaged', 'expired', 'short-expiry', 'wrong-sku', 'excess'] as const;
export type RejectReason = (typeof rejectReasons)[number];

/** Most lines one receipt holds, and most units a line counts. */
export const MAX_RECEIVING_LINES = 200;
export const MAX_LINE_QUANTITY = 1_000_000;

const quantity = (label: string) =>
  z
    .number({ error: `Enter the ${label} as a whole number` })
    .int(`Enter the ${label} as a whole number`)
    .min(0, `The ${label} cannot be negative`)
    .max(MAX_LINE_QUANTITY, `The ${label} is at most ${formatLimit(MAX_LINE_QUANTITY)}`);

/** A SKU code as the client business writes it: letters, digits, dots, dashes, underscores. */
export const skuSchema = z
  .string({ error: 'Enter the SKU' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9._-]{0,39}$/, 'A SKU is letters, digits, . _ or -, up to 40');

/**
 * What was counted on a line: received (null until counted) and rejected, with the reason when
 * any unit was rejected. Rejected units are among those received.
 */
export function checkLineCounts(
  line: { receivedQty?: number | null; rejectedQty?: number; rejectReason?: string | null },
  addIssue: (field: 'rejectedQty' | 'rejectReason', message: string) => void,
) {
  const rejected = line.rejectedQty ?? 0;
  if (rejected > 0 && (line.receivedQty ?? 0) < rejected) {
    addIssue('rejectedQty', 'Rejected units are among those received: at most the received count');
  }
  if (rejected > 0 && !line.rejectReason) addIssue('rejectReason', 'Say why units were rejected');
}

const lineInputSchema = z
  .object({
    sku: skuSchema,
    description: text(200).min(1, 'Describe the item'),
    expectedQty: quantity('expected quantity').min(1, 'Expect at least one unit'),
    receivedQty: quantity('received quantity').nullable().optional(),
    rejectedQty: quantity('rejected quantity').default(0),
    rejectReason: z.enum(rejectReasons, { error: 'Choose a reason' }).nullable().optional(),
    /**
     * The lot the units came in, for a SKU tracked by lot: needed once units are counted. Two lots
     * of one SKU are two lines.
     */
    lot: lotNumberSchema,
    /** The day the lot expires, for a SKU tracked with expiry; never a day already past. */
    expiresOn: lotExpirySchema,
  })
  .superRefine((line, context) =>
    checkLineCounts(line, (field, message) =>
      context.addIssue({ code: 'custom', path: [field], message }),
    ),
  );

const lines = z
  .array(lineInputSchema)
  .min(1, 'Add at least one line')
  .max(MAX_RECEIVING_LINES, `At most ${MAX_RECEIVING_LINES} lines`);

/** One of the client's vendors, by its code. */
const vendorCodeSchema = z
  .string({ error: 'Choose the vendor' })
  .trim()
  .toUpperCase()
  .regex(VENDOR_CODE_PATTERN, 'Choose the vendor');

/** The warehouse the goods arrive at, by its code. */
const warehouseCodeSchema = z
  .string({ error: 'Choose the warehouse' })
  .trim()
  .toUpperCase()
  .regex(CATALOGUE_CODE_PATTERN, 'Choose the warehouse');

export const createReceivingBodySchema = z.object({
  userCode: z
    .string({ error: 'Choose the user' })
    .trim()
    .toUpperCase()
    .regex(USER_CODE_PATTERN, 'Choose the user'),
  /** Who sends the goods: an active vendor of the same client business. */
  vendorCode: vendorCodeSchema,
  /** Where they arrive: an active warehouse. */
  warehouseCode: warehouseCodeSchema,
  /** The supplier's invoice or advance shipping notice number. */
  reference: text(60).min(1, 'Enter the supplier’s reference'),
  expectedDate: daySchema('Enter the expected date'),
  lines,
});
export type CreateReceivingBody = z.input<typeof createReceivingBodySchema>;

/** A pending receipt's changes: its details, or its lines as counted (sent whole). */
export const updateReceivingBodySchema = z.object({
  vendorCode: vendorCodeSchema.optional(),
  warehouseCode: warehouseCodeSchema.optional(),
  reference: createReceivingBodySchema.shape.reference.optional(),
  expectedDate: createReceivingBodySchema.shape.expectedDate.optional(),
  lines: lines.optional(),
});
export type UpdateReceivingBody = z.input<typeof updateReceivingBodySchema>;

export const receivingLineSchema = z.object({
  sku: z.string(),
  /** How the SKU is tracked: a SKU tracked by lot names the lot of its counted units. */
  tracking: z.enum(skuTrackings),
  description: z.string(),
  expectedQty: z.number().int(),
  receivedQty: z.number().int().nullable(),
  /** Received less rejected: what the client's stock takes in once the receipt is approved. */
  acceptedQty: z.number().int().nullable(),
  rejectedQty: z.number().int(),
  rejectReason: z.enum(rejectReasons).nullable(),
  lot: z.string().nullable(),
  expiresOn: z.iso.date().nullable(),
  /** Of the accepted units, how many have been put away into bins since the approval. */
  putAwayQty: z.number().int(),
});
export type ReceivingLine = z.infer<typeof receivingLineSchema>;

const memberRef = z.object({ employeeId: z.string(), fullName: z.string() });

export const receivingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  user: z.object({ code: z.string(), businessName: z.string() }),
  /**
   * The vendor that sends the goods. Null only on a receipt recorded before vendors were kept,
   * which names its supplier by `supplier` alone until a vendor is chosen for it.
   */
  vendor: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** The supplier as the receipt names it: the vendor's name and GSTIN when it was chosen. */
  supplier: z.object({ name: z.string(), taxId: z.string().nullable() }),
  /**
   * Where the goods arrive. Null only on a receipt recorded before warehouses were kept; one is
   * chosen before it is approved.
   */
  warehouse: z.object({ code: z.string(), name: z.string() }).nullable(),
  expectedDate: daySchema(),
  status: z.enum(receivingStatuses),
  lines: z.array(receivingLineSchema),
  totals: z.object({
    expected: z.number().int(),
    /** Null until every line is counted. */
    received: z.number().int().nullable(),
    rejected: z.number().int(),
    /** Accepted units put away into bins so far. */
    putAway: z.number().int(),
  }),
  /** The rejection's reason, as given. */
  comment: z.string().nullable(),
  createdBy: memberRef.nullable(),
  decidedBy: memberRef.nullable(),
  decidedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Receiving = z.infer<typeof receivingSchema>;

export const receivingSortFields = [
  'id',
  'reference',
  'expectedDate',
  'status',
  'createdAt',
] as const;

/** The Receiving list's filters, shared by the page and the export. */
export const receivingFiltersSchema = z.object({
  /** Id, reference, supplier or a line's SKU. */
  q: listQuerySchema.shape.q,
  sort: sortSchema(receivingSortFields),
  status: z.enum(receivingStatuses).optional(),
  /** The receipts arriving at one warehouse, by its code. */
  warehouse: z
    .string()
    .trim()
    .toUpperCase()
    .regex(CATALOGUE_CODE_PATTERN, 'a warehouse code like BOM-BHW1')
    .optional(),
  /** The receipts of one vendor. */
  vendor: z
    .string()
    .trim()
    .toUpperCase()
    .regex(VENDOR_CODE_PATTERN, 'a vendor code like VEN-000001')
    .optional(),
  user: z
    .string()
    .trim()
    .toUpperCase()
    .regex(USER_CODE_PATTERN, 'a user code like USR-000001')
    .optional(),
  /** Expected on or after this day, and on or before `to`. */
  from: daySchema('a date like 2026-01-31').optional(),
  to: daySchema('a date like 2026-01-31').optional(),
});
export const receivingListQuerySchema = listQuerySchema.extend(receivingFiltersSchema.shape);
export type ReceivingListQuery = z.infer<typeof receivingListQuerySchema>;
export type ReceivingFilters = z.infer<typeof receivingFiltersSchema>;

/** Most receipts one approval or rejection acts on. */
export const MAX_DECISION_IDS = 100;

const idsSchema = z
  .array(recordIdSchema)
  .min(1, 'Choose at least one receipt')
  .max(MAX_DECISION_IDS, `At most ${MAX_DECISION_IDS} receipts at once`);

export const approveReceivingBodySchema = z.object({ ids: idsSchema });
export const rejectReceivingBodySchema = z.object({
  ids: idsSchema,
  comment: text(500).min(1, 'Say why the receipts are rejected'),
});

const receivingParams = z.object({ id: recordIdSchema });
const view = { resource: 'receiving', action: 'view' } as const;
const approve = { resource: 'receiving', action: 'approve' } as const;

/** Inbound goods receipts: counted against what was expected, then approved or rejected. */
export const receivingEndpoints = defineEndpoints('receiving', {
  list: {
    method: 'GET',
    path: '/admin/shipment/receiving',
    summary:
      'Goods receipts: search (q), filter by status, user and expected dates, sort, paginate',
    access: view,
    query: receivingListQuerySchema,
    response: listResult(receivingSchema),
    errors: [],
  },
  export: {
    method: 'GET',
    path: '/admin/shipment/receiving/export',
    summary: 'Every goods receipt matching the filters, as CSV or an Excel workbook (format=xlsx)',
    access: { resource: 'receiving', action: 'export' },
    query: receivingFiltersSchema.extend({ format: z.enum(exportFormats).default('csv') }),
    response: z.string(),
    download: 'csv-or-xlsx',
    errors: ['EXPORT_TOO_LARGE'],
  },
  pendingCount: {
    method: 'GET',
    path: '/admin/shipment/receiving/pending-count',
    summary: 'How many goods receipts await approval',
    access: view,
    response: z.object({ count: z.number().int().min(0) }),
    errors: [],
  },
  get: {
    method: 'GET',
    path: '/admin/shipment/receiving/:id',
    summary: 'One goods receipt with its lines',
    access: view,
    params: receivingParams,
    response: receivingSchema,
    errors: ['RECEIVING_NOT_FOUND'],
  },
  history: {
    method: 'GET',
    // Not /:id/history: beside the fixed /delete/:id, that path would be ambiguous.
    path: '/admin/shipment/receiving/history/:id',
    summary: 'Changes to this goods receipt, newest first',
    access: view,
    params: receivingParams,
    response: z.array(auditEntrySchema),
    errors: ['RECEIVING_NOT_FOUND'],
  },
  create: {
    method: 'POST',
    path: '/admin/shipment/receiving/create',
    summary: 'Record goods expected from a supplier for a user; it awaits approval',
    access: { resource: 'receiving', action: 'add' },
    body: createReceivingBodySchema,
    response: receivingSchema,
    status: 201,
    errors: ['USER_NOT_FOUND', 'USER_INACTIVE'],
  },
  update: {
    method: 'PATCH',
    path: '/admin/shipment/receiving/:id',
    summary: 'Change a pending goods receipt: its details, or its lines as counted',
    access: { resource: 'receiving', action: 'edit' },
    params: receivingParams,
    body: updateReceivingBodySchema,
    response: receivingSchema,
    errors: ['RECEIVING_NOT_FOUND', 'RECEIVING_NOT_PENDING'],
  },
  delete: {
    method: 'DELETE',
    path: '/admin/shipment/receiving/delete/:id',
    summary: 'Delete a goods receipt still pending',
    access: { resource: 'receiving', action: 'delete' },
    params: receivingParams,
    response: z.object({ id: z.string() }),
    errors: ['RECEIVING_NOT_FOUND', 'RECEIVING_NOT_PENDING'],
  },
  approve: {
    method: 'POST',
    path: '/admin/shipment/receiving/approve',
    summary: 'Approve pending goods receipts by id, answered per id',
    access: approve,
    body: approveReceivingBodySchema,
    response: decisionResultSchema,
    errors: [],
  },
  reject: {
    method: 'POST',
    path: '/admin/shipment/receiving/reject',
    summary: 'Reject pending goods receipts by id with a comment, answered per id',
    access: approve,
    body: rejectReceivingBodySchema,
    response: decisionResultSchema,
    errors: [],
  },
});

export const receivingArea = defineArea({
  resource: 'receiving',
  noun: { one: 'goods receipt', many: 'goods receipts' },
  entity: 'goods-receipt',
  idField: 'id',
  statuses: { values: receivingStatuses, labels: receivingStatusLabels },
  sortFields: receivingSortFields,
  listQuery: receivingListQuerySchema,
  groups: [receivingEndpoints],
  endpoints: {
    list: receivingEndpoints.list,
    export: receivingEndpoints.export,
    get: receivingEndpoints.get,
    history: receivingEndpoints.history,
  },
});

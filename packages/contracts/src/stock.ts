import { z } from 'zod';
import { defineArea } from './area.ts';
import {
  daySchema,
  exportFormats,
  listQuerySchema,
  listResult,
  recordIdSchema,
  sortSchema,
} from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { LOCATION_ID_PATTERN, locationKinds, locationPurposes } from './locations.ts';
import { SKU_ID_PATTERN, skuTrackings } from './skus.ts';
import { USER_CODE_PATTERN } from './users.ts';

/** What made a movement of stock: the kinds of document the stock module posts for. */
export const stockMovementKinds = [
  'receipt',
  'put-away',
  'adjustment',
  'transfer',
  'count',
] as const;
export type StockMovementKind = (typeof stockMovementKinds)[number];

export const stockMovementKindLabels = {
  receipt: 'Goods receipt',
  'put-away': 'Put-away',
  adjustment: 'Adjustment',
  transfer: 'Transfer',
  count: 'Cycle count',
} as const satisfies Record<StockMovementKind, string>;

/** Most days ahead the "expiring within" filter looks: ten years. */
export const MAX_EXPIRY_WINDOW_DAYS = 3650;

/**
 * One balance of the stock: a client's SKU, in one lot (or none), at one real location. Of what
 * is on hand, some may be reserved for orders and some on hold; what is left is free, and it is
 * available to sell where the location counts toward available stock.
 */
export const stockLevelSchema = z.object({
  /** The balance's own number: stable, what the list's pages and the export are ordered by. */
  id: z.number().int(),
  /** The client business whose goods these are. */
  user: z.object({ code: z.string(), businessName: z.string() }),
  sku: z.object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    tracking: z.enum(skuTrackings),
  }),
  warehouse: z.object({ code: z.string(), name: z.string() }),
  location: z.object({
    id: z.string(),
    code: z.string(),
    kind: z.enum(locationKinds),
    purpose: z.enum(locationPurposes),
    pickable: z.boolean(),
    countsAsAvailable: z.boolean(),
  }),
  /** The lot, for a SKU tracked by lot; its expiry (YYYY-MM-DD) where the SKU tracks one. */
  lot: z.object({ number: z.string(), expiresOn: z.iso.date().nullable() }).nullable(),
  onHand: z.number().int(),
  reserved: z.number().int(),
  onHold: z.number().int(),
  /** On hand less reserved and on hold, where the location counts toward available; else 0. */
  available: z.number().int(),
  /** When the balance last changed. */
  updatedAt: z.iso.datetime(),
});
export type StockLevel = z.infer<typeof stockLevelSchema>;

export const stockSortFields = [
  'sku',
  'location',
  'onHand',
  'available',
  'expiresOn',
  'updatedAt',
] as const;

/** The Stock on hand list's filters, shared by the page, its totals and the export. */
export const stockFiltersSchema = z.object({
  /** SKU code or name, location code or lot number; or a barcode exactly. */
  q: listQuerySchema.shape.q,
  sort: sortSchema(stockSortFields),
  /** One client business's stock. */
  user: z
    .string()
    .trim()
    .toUpperCase()
    .regex(USER_CODE_PATTERN, 'a user code like USR-000001')
    .optional(),
  /** One warehouse's stock, by its code. */
  warehouse: recordIdSchema.optional(),
  /** One SKU's stock across locations, by its id. */
  sku: z.string().trim().toUpperCase().regex(SKU_ID_PATTERN, 'a SKU id like SKU-000001').optional(),
  /** A location's contents, and what lies below it (a rack's shelves and bins), by its id. */
  location: z
    .string()
    .trim()
    .toUpperCase()
    .regex(LOCATION_ID_PATTERN, 'a location id like LOC-000001')
    .optional(),
  /** Stock in areas of one purpose (storage, receiving, QC hold …). */
  purpose: z.enum(locationPurposes).optional(),
  /** Lots that expire within this many days from today, those already expired included. */
  expiringWithinDays: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(0, 'must be 0 or more')
    .max(MAX_EXPIRY_WINDOW_DAYS, `must be at most ${MAX_EXPIRY_WINDOW_DAYS}`)
    .optional(),
});
export const stockListQuerySchema = listQuerySchema.extend(stockFiltersSchema.shape);
export type StockListQuery = z.infer<typeof stockListQuerySchema>;
export type StockFilters = z.infer<typeof stockFiltersSchema>;

/** What the filtered balances add up to, whatever page is shown. */
export const stockTotalsSchema = z.object({
  /** Balances (rows) matched. */
  balances: z.number().int(),
  /** Distinct SKUs among them. */
  skus: z.number().int(),
  onHand: z.number().int(),
  reserved: z.number().int(),
  onHold: z.number().int(),
  available: z.number().int(),
});
export type StockTotals = z.infer<typeof stockTotalsSchema>;

/** One end of a ledger line: a location of the warehouse, real or virtual. */
const ledgerPlaceSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(locationKinds),
  purpose: z.enum(locationPurposes),
});

/**
 * One line of the stock ledger: units of one SKU (and lot) that went from one location to
 * another, with the movement that took them — its document, reason, who and when. Lines are
 * written once and never changed.
 */
export const stockLedgerLineSchema = z.object({
  id: z.number().int(),
  movement: z.object({
    /** MOV-000001 …, in the order movements were recorded. */
    code: z.string(),
    kind: z.enum(stockMovementKinds),
    /** The document that made it ("GRN-000042"). */
    documentCode: z.string(),
    reason: z.string().nullable(),
    note: z.string().nullable(),
    recordedAt: z.iso.datetime(),
    /** Who recorded it; none for the system's own (a sample's history). */
    by: z.string().nullable(),
  }),
  user: z.object({ code: z.string(), businessName: z.string() }),
  sku: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  warehouse: z.object({ code: z.string(), name: z.string() }),
  from: ledgerPlaceSchema,
  to: ledgerPlaceSchema,
  lot: z.object({ number: z.string(), expiresOn: z.iso.date().nullable() }).nullable(),
  quantity: z.number().int(),
});
export type StockLedgerLine = z.infer<typeof stockLedgerLineSchema>;

export const stockLedgerSortFields = ['recordedAt', 'sku', 'quantity'] as const;

/** The movement history's filters, shared by the page and the export. */
export const stockLedgerFiltersSchema = z.object({
  /** Movement or document code, SKU code or name, or lot number. */
  q: listQuerySchema.shape.q,
  sort: sortSchema(stockLedgerSortFields),
  user: stockFiltersSchema.shape.user,
  warehouse: stockFiltersSchema.shape.warehouse,
  sku: stockFiltersSchema.shape.sku,
  /** Lines into or out of a location, or anywhere inside it, by its id. */
  location: stockFiltersSchema.shape.location,
  kind: z.enum(stockMovementKinds).optional(),
  /** Recorded on or after this day, and on or before `to` (the operator's calendar). */
  from: daySchema('a date like 2026-01-31').optional(),
  to: daySchema('a date like 2026-01-31').optional(),
});
export const stockLedgerListQuerySchema = listQuerySchema.extend(stockLedgerFiltersSchema.shape);
export type StockLedgerListQuery = z.infer<typeof stockLedgerListQuerySchema>;
export type StockLedgerFilters = z.infer<typeof stockLedgerFiltersSchema>;

const view = { resource: 'inventory', action: 'view' } as const;

/** What is in the warehouses: the stock module's balances, read. */
export const stockEndpoints = defineEndpoints('stock', {
  list: {
    method: 'GET',
    path: '/admin/stock',
    summary:
      'Stock on hand: search (q), filter by client, warehouse, SKU, location, purpose and expiry, sort, paginate',
    access: view,
    query: stockListQuerySchema,
    response: listResult(stockLevelSchema),
    errors: [],
  },
  totals: {
    method: 'GET',
    path: '/admin/stock/totals',
    summary: 'On hand, reserved, on hold and available, summed over the filtered stock',
    access: view,
    query: stockFiltersSchema,
    response: stockTotalsSchema,
    errors: [],
  },
  export: {
    method: 'GET',
    path: '/admin/stock/export',
    summary: 'Every balance matching the filters, as CSV or an Excel workbook (format=xlsx)',
    access: { resource: 'inventory', action: 'export' },
    query: stockFiltersSchema.extend({ format: z.enum(exportFormats).default('csv') }),
    response: z.string(),
    download: 'csv-or-xlsx',
    errors: ['EXPORT_TOO_LARGE'],
  },
});

/** The ledger as people read it: every movement's lines, newest first. */
export const stockLedgerEndpoints = defineEndpoints('stockLedger', {
  list: {
    method: 'GET',
    path: '/admin/stock/movements',
    summary:
      'Stock movements, line by line: search (q), filter by client, warehouse, SKU, location, kind and days, sort, paginate',
    access: view,
    query: stockLedgerListQuerySchema,
    response: listResult(stockLedgerLineSchema),
    errors: [],
  },
  export: {
    method: 'GET',
    path: '/admin/stock/movements/export',
    summary: 'Every ledger line matching the filters, as CSV or an Excel workbook (format=xlsx)',
    access: { resource: 'inventory', action: 'export' },
    query: stockLedgerFiltersSchema.extend({ format: z.enum(exportFormats).default('csv') }),
    response: z.string(),
    download: 'csv-or-xlsx',
    errors: ['EXPORT_TOO_LARGE'],
  },
});

export const stockLedgerArea = defineArea({
  resource: 'inventory',
  name: 'stock-movements',
  noun: { one: 'movement line', many: 'movement lines' },
  idField: 'id',
  sortFields: stockLedgerSortFields,
  listQuery: stockLedgerListQuerySchema,
  groups: [stockLedgerEndpoints],
  endpoints: { list: stockLedgerEndpoints.list, export: stockLedgerEndpoints.export },
});

export const stockArea = defineArea({
  resource: 'inventory',
  name: 'stock',
  noun: { one: 'balance', many: 'balances' },
  idField: 'id',
  sortFields: stockSortFields,
  listQuery: stockListQuerySchema,
  groups: [stockEndpoints],
  endpoints: { list: stockEndpoints.list, export: stockEndpoints.export },
});

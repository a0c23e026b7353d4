import { z } from 'zod';
import { activeStatusLabels } from './active-status.ts';
import { defineArea } from './area.ts';
import { auditEntrySchema } from './audit.ts';
import { catalogueStatuses, changeCatalogueStatusResultSchema } from './catalogue.ts';
import {
  exportFormats,
  formatLimit,
  listQuerySchema,
  listResult,
  locationCodeSchema,
  recordIdSchema,
  sortSchema,
  text,
} from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { MAX_PATTERN_LOCATIONS } from './location-pattern.ts';
import { measureSchema } from './measure.ts';

export {
  areaPurposeLabels,
  locationKindLabels,
  locationPurposeLabels,
  virtualPurposeLabels,
} from './location-fields.ts';

/** LOC-000001 …: the public id of a location, given by the server. */
export const LOCATION_ID_PATTERN = /^LOC-\d{6,9}$/;

/**
 * What a location is: an area of the warehouse (at the top of its tree), a rack, a shelf or a
 * bin below one, or one of the virtual places stock comes from and goes to.
 */
export const locationKinds = ['area', 'rack', 'shelf', 'bin', 'virtual'] as const;
export type LocationKind = (typeof locationKinds)[number];
/** The kinds a person creates; the virtual locations come with their warehouse. */
export const realLocationKinds = ['area', 'rack', 'shelf', 'bin'] as const;
export type RealLocationKind = (typeof realLocationKinds)[number];

/** What an area is for; the racks, shelves and bins below it share its purpose. */
export const areaPurposes = [
  'receiving',
  'storage',
  'pick-face',
  'packing',
  'dispatch',
  'returns',
  'qc-hold',
  'damaged',
] as const;
export type AreaPurpose = (typeof areaPurposes)[number];

/**
 * The places outside the building every movement of stock starts or ends at: nobody picks from
 * them or puts stock away to them.
 */
export const virtualPurposes = [
  'supplier',
  'customer',
  'in-transit',
  'adjustment',
  'scrap',
] as const;
export type VirtualPurpose = (typeof virtualPurposes)[number];

export const locationPurposes = [...areaPurposes, ...virtualPurposes] as const;
export type LocationPurpose = (typeof locationPurposes)[number];

/** Codes of the virtual locations each warehouse has, by purpose. */
export const virtualLocationCodes = {
  supplier: 'V-SUPPLIER',
  customer: 'V-CUSTOMER',
  'in-transit': 'V-IN-TRANSIT',
  adjustment: 'V-ADJUSTMENT',
  scrap: 'V-SCRAP',
} as const satisfies Record<VirtualPurpose, string>;

/**
 * Where stock may be picked from, and whether it counts toward what can be sold, when a
 * location is made without saying: stock in storage and at the pick face is both; received
 * stock is available but not yet pickable; stock held for checks, damaged or on its way out is
 * neither.
 */
export const purposeDefaults = {
  receiving: { pickable: false, countsAsAvailable: true },
  storage: { pickable: true, countsAsAvailable: true },
  'pick-face': { pickable: true, countsAsAvailable: true },
  packing: { pickable: false, countsAsAvailable: false },
  dispatch: { pickable: false, countsAsAvailable: false },
  returns: { pickable: false, countsAsAvailable: false },
  'qc-hold': { pickable: false, countsAsAvailable: false },
  damaged: { pickable: false, countsAsAvailable: false },
} as const satisfies Record<AreaPurpose, { pickable: boolean; countsAsAvailable: boolean }>;

/** The codes of the areas a new warehouse starts with, one per purpose. */
export const standardAreaCodes = {
  receiving: 'RECEIVING',
  storage: 'STORAGE',
  'pick-face': 'PICK-FACE',
  packing: 'PACKING',
  dispatch: 'DISPATCH',
  returns: 'RETURNS',
  'qc-hold': 'QC-HOLD',
  damaged: 'DAMAGED',
} as const satisfies Record<AreaPurpose, string>;

/** Deepest a location may sit: an area is level 1. */
export const MAX_LOCATION_DEPTH = 8;

export { locationCodeSchema } from './common.ts';

/** Largest capacity a location may be given: units, litres, kilograms. */
export const MAX_LOCATION_UNITS = 10_000_000;
export const MAX_LOCATION_LITRES = 1_000_000;
export const MAX_LOCATION_KG = 1_000_000;

const capacityFields = {
  /** Most units it holds; none when not limited. */
  maxUnits: z.coerce
    .number({ error: 'Enter a whole number of units' })
    .int('Enter a whole number of units')
    .min(1, 'A capacity must be at least 1 unit')
    .max(MAX_LOCATION_UNITS, `A capacity is at most ${formatLimit(MAX_LOCATION_UNITS)} units`)
    .nullable()
    .optional(),
  /** Most volume, in litres ("120.5"). */
  maxVolumeL: measureSchema('volume', 3, MAX_LOCATION_LITRES).nullable().optional(),
  /** Most weight, in kilograms. */
  maxWeightKg: measureSchema('weight', 3, MAX_LOCATION_KG).nullable().optional(),
};

const flagFields = {
  /** Whether stock here may be picked for orders; the purpose's default when left out. */
  pickable: z.boolean().optional(),
  /** Whether stock here counts toward what is available; the purpose's default when left out. */
  countsAsAvailable: z.boolean().optional(),
};

const locationName = text(80);

export const createLocationBodySchema = z
  .object({
    warehouse: recordIdSchema,
    /** The location it sits in; none for an area. */
    parent: recordIdSchema.nullable().optional(),
    code: locationCodeSchema,
    name: locationName.default(''),
    kind: z.enum(realLocationKinds, { error: 'Choose area, rack, shelf or bin' }),
    /** What an area is for; a location inside one takes its area's. */
    purpose: z.enum(areaPurposes, { error: 'Choose what the area is for' }).optional(),
    ...flagFields,
    ...capacityFields,
  })
  .superRefine((location, context) => {
    if (location.kind === 'area') {
      if (location.parent) {
        context.addIssue({
          code: 'custom',
          path: ['parent'],
          message: 'An area is at the top of its warehouse: leave the parent empty',
        });
      }
      if (!location.purpose) {
        context.addIssue({
          code: 'custom',
          path: ['purpose'],
          message: 'Choose what the area is for',
        });
      }
    } else if (!location.parent) {
      context.addIssue({
        code: 'custom',
        path: ['parent'],
        message: `Choose the area, rack or shelf this ${location.kind} is in`,
      });
    }
  });
export type CreateLocationBody = z.input<typeof createLocationBodySchema>;

/** Its name, flags, capacity: its code, kind and place in the tree are fixed once made. */
export const updateLocationBodySchema = z.object({
  name: locationName.optional(),
  ...flagFields,
  ...capacityFields,
});
export type UpdateLocationBody = z.input<typeof updateLocationBodySchema>;

/** Many locations of one kind under one parent, by a pattern of codes (`location-pattern.ts`). */
export const bulkLocationsBodySchema = z.object({
  warehouse: recordIdSchema,
  parent: recordIdSchema,
  kind: z.enum(['rack', 'shelf', 'bin'], { error: 'Choose rack, shelf or bin' }).default('bin'),
  from: locationCodeSchema,
  to: locationCodeSchema,
  ...flagFields,
  ...capacityFields,
});
export type BulkLocationsBody = z.input<typeof bulkLocationsBodySchema>;

export const bulkLocationsPreviewSchema = z.object({
  count: z.number().int().min(0),
  first: z.string(),
  last: z.string(),
  /** Codes of the pattern the warehouse already has (the first few), and how many in all. */
  existing: z.array(z.string()),
  existingCount: z.number().int().min(0),
});
export type BulkLocationsPreview = z.infer<typeof bulkLocationsPreviewSchema>;

export const bulkLocationsResultSchema = z.object({
  count: z.number().int().min(0),
  first: z.string(),
  last: z.string(),
  /** The new locations' ids in the pattern's order, to print their labels. */
  ids: z.array(z.string()),
});

const reference = z.object({ id: z.string(), code: z.string() });

export const locationSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  warehouse: z.object({ code: z.string(), name: z.string() }),
  /** The location it sits in; null for an area or a virtual location. */
  parent: reference.nullable(),
  /** Its ancestors' codes from the area down, then its own: "STORAGE / A / A-01 / A-01-03". */
  path: z.array(z.string()),
  kind: z.enum(locationKinds),
  purpose: z.enum(locationPurposes),
  pickable: z.boolean(),
  countsAsAvailable: z.boolean(),
  maxUnits: z.number().int().nullable(),
  maxVolumeL: z.string().nullable(),
  maxWeightKg: z.string().nullable(),
  status: z.enum(catalogueStatuses),
  /** Locations directly inside it. */
  childCount: z.number().int().min(0),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Location = z.infer<typeof locationSchema>;

/** Sorts an index hands over in order; the warehouse is a filter (a handful of them). */
export const locationSortFields = ['code', 'kind', 'purpose', 'status', 'updatedAt'] as const;

const flagQuery = z
  .enum(['true', 'false'], { error: 'true or false' })
  .transform((value) => value === 'true')
  .optional();

/** The Locations list's filters, shared by the page and the export. */
export const locationFiltersSchema = z.object({
  /** Code or name. */
  q: listQuerySchema.shape.q,
  sort: sortSchema(locationSortFields),
  warehouse: recordIdSchema.optional(),
  kind: z.enum(locationKinds).optional(),
  purpose: z.enum(locationPurposes).optional(),
  pickable: flagQuery,
  countsAsAvailable: flagQuery,
  status: z.enum(catalogueStatuses).optional(),
});
export const locationListQuerySchema = listQuerySchema.extend(locationFiltersSchema.shape);
export type LocationListQuery = z.infer<typeof locationListQuerySchema>;
export type LocationFilters = z.infer<typeof locationFiltersSchema>;

/** A node of a warehouse's location tree, with what lies below it. */
export const locationNodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(locationKinds),
  purpose: z.enum(locationPurposes),
  status: z.enum(catalogueStatuses),
  pickable: z.boolean(),
  /** Its parent's id; null at the top. */
  parentId: z.string().nullable(),
  childCount: z.number().int().min(0),
  /** Bins anywhere below it (itself, for a bin). */
  binCount: z.number().int().min(0),
});
export type LocationNode = z.infer<typeof locationNodeSchema>;

/** Most nodes a search of the tree answers; narrowing the search finds the rest. */
export const MAX_TREE_MATCHES = 100;
/** Most children one node lists at once. */
export const MAX_TREE_CHILDREN = 500;

export const locationTreeSchema = z.object({
  nodes: z.array(locationNodeSchema),
  /** Whether there were more than were answered (children past the limit, or matches). */
  truncated: z.boolean(),
});
export type LocationTree = z.infer<typeof locationTreeSchema>;

/**
 * Label sheets: 24 labels of 70 × 37 mm or 8 of 105 × 74 mm on an A4 page, or one 100 × 50 mm
 * label per page of a label printer's roll.
 */
export const labelLayouts = ['a4-24', 'a4-8', 'roll-100x50'] as const;
export type LabelLayout = (typeof labelLayouts)[number];
export const labelLayoutLabels = {
  'a4-24': 'A4, 24 labels of 70 × 37 mm',
  'a4-8': 'A4, 8 labels of 105 × 74 mm',
  'roll-100x50': 'Label printer, 100 × 50 mm',
} as const satisfies Record<LabelLayout, string>;
/** Most labels one sheet request prints. */
export const MAX_LABELS = 5_000;

export const locationLabelsBodySchema = z.object({
  ids: z
    .array(recordIdSchema)
    .min(1, 'Choose at least one location')
    .max(MAX_LABELS, `Print at most ${formatLimit(MAX_LABELS)} labels at once`),
  layout: z.enum(labelLayouts, { error: 'Choose a sheet layout' }).default('a4-24'),
});
export type LocationLabelsBody = z.input<typeof locationLabelsBodySchema>;

const locationParams = z.object({ id: recordIdSchema });
const view = { resource: 'locations', action: 'view' } as const;
const edit = { resource: 'locations', action: 'edit' } as const;
const add = { resource: 'locations', action: 'add' } as const;

/** The places inside each warehouse, from its areas down to its bins. */
export const locationsEndpoints = defineEndpoints('locations', {
  list: {
    method: 'GET',
    path: '/admin/locations',
    summary:
      'Locations of every warehouse: search (q), filter by warehouse, kind, purpose, flags and status, sort, paginate',
    access: view,
    query: locationListQuerySchema,
    response: listResult(locationSchema),
    errors: [],
  },
  export: {
    method: 'GET',
    path: '/admin/locations/export',
    summary: 'Every location matching the filters, as CSV or an Excel workbook (format=xlsx)',
    access: { resource: 'locations', action: 'export' },
    query: locationFiltersSchema.extend({ format: z.enum(exportFormats).default('csv') }),
    response: z.string(),
    download: 'csv-or-xlsx',
    errors: ['EXPORT_TOO_LARGE'],
  },
  tree: {
    method: 'GET',
    path: '/admin/locations/tree',
    summary:
      'A warehouse’s location tree: the children of a location (or the top), or the locations matching q with their ancestors',
    access: { anyOf: ['warehouses.view', 'locations.view'] },
    query: z.object({
      warehouse: recordIdSchema,
      parent: recordIdSchema.optional(),
      q: listQuerySchema.shape.q,
    }),
    response: locationTreeSchema,
    errors: ['NOT_FOUND'],
  },
  get: {
    method: 'GET',
    path: '/admin/locations/:id',
    summary: 'One location',
    access: view,
    params: locationParams,
    response: locationSchema,
    errors: ['NOT_FOUND'],
  },
  history: {
    method: 'GET',
    path: '/admin/locations/:id/history',
    summary: 'Changes to this location, newest first',
    access: view,
    params: locationParams,
    response: z.array(auditEntrySchema),
    errors: ['NOT_FOUND'],
  },
  create: {
    method: 'POST',
    path: '/admin/locations',
    summary: 'Add an area, or a rack, shelf or bin inside a location',
    access: add,
    body: createLocationBodySchema,
    response: locationSchema,
    status: 201,
    errors: ['CONFLICT'],
  },
  bulkPreview: {
    method: 'POST',
    path: '/admin/locations/bulk/preview',
    summary: `What a pattern of codes would create (at most ${formatLimit(MAX_PATTERN_LOCATIONS)}), and which of them exist`,
    access: add,
    body: bulkLocationsBodySchema,
    response: bulkLocationsPreviewSchema,
    errors: [],
  },
  bulkCreate: {
    method: 'POST',
    path: '/admin/locations/bulk',
    summary: `Create every location of a pattern of codes (at most ${formatLimit(MAX_PATTERN_LOCATIONS)}), all or none`,
    access: add,
    body: bulkLocationsBodySchema,
    response: bulkLocationsResultSchema,
    status: 201,
    errors: ['CONFLICT'],
  },
  labels: {
    method: 'POST',
    path: '/admin/locations/labels',
    summary: `A PDF sheet of labels for the locations chosen (at most ${formatLimit(MAX_LABELS)}): code, Code 128 barcode, warehouse`,
    access: view,
    body: locationLabelsBodySchema,
    response: z.string(),
    download: 'pdf',
    errors: [],
  },
  update: {
    method: 'PATCH',
    path: '/admin/locations/:id',
    summary: 'Change a location’s name, flags or capacity',
    access: edit,
    params: locationParams,
    body: updateLocationBodySchema,
    response: locationSchema,
    errors: ['NOT_FOUND'],
  },
  changeStatus: {
    method: 'POST',
    path: '/admin/locations/change-status',
    summary: 'Activate or deactivate locations, answered per id',
    access: edit,
    body: z.object({
      ids: z.array(recordIdSchema).min(1, 'Choose at least one').max(100, 'Choose at most 100'),
      isActive: z.boolean(),
    }),
    response: changeCatalogueStatusResultSchema,
    errors: [],
  },
  delete: {
    method: 'DELETE',
    path: '/admin/locations/:id',
    summary: 'Delete a location with nothing inside it and nothing referring to it',
    access: { resource: 'locations', action: 'delete' },
    params: locationParams,
    response: z.object({ message: z.string() }),
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
});

export const locationsArea = defineArea({
  resource: 'locations',
  noun: { one: 'location', many: 'locations' },
  entity: 'location',
  idField: 'id',
  statuses: { values: catalogueStatuses, labels: activeStatusLabels },
  sortFields: locationSortFields,
  listQuery: locationListQuerySchema,
  groups: [locationsEndpoints],
  endpoints: {
    list: locationsEndpoints.list,
    export: locationsEndpoints.export,
    get: locationsEndpoints.get,
    history: locationsEndpoints.history,
  },
});

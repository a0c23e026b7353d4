import { z } from 'zod';
import { activeStatusLabels } from './active-status.ts';
import { defineArea } from './area.ts';
import { auditEntrySchema } from './audit.ts';
import {
  catalogueCodeSchema,
  catalogueStatuses,
  changeCatalogueStatusBodySchema,
  changeCatalogueStatusResultSchema,
} from './catalogue.ts';
import { listQuerySchema, listResult, recordIdSchema, sortSchema, text } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { countryCodeParamSchema } from './reference.ts';

/** Most countries one zone may list, and states per country. */
export const MAX_ZONE_COUNTRIES = 250;
export const MAX_ZONE_STATES = 100;

/** One country a zone covers: all of it (no states), or only the states listed. */
export const zoneCoverageSchema = z.object({
  countryCode: countryCodeParamSchema,
  stateCodes: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9-]{1,10}$/, 'a state code like MH'),
    )
    .max(MAX_ZONE_STATES)
    .default([]),
});
export type ZoneCoverage = z.output<typeof zoneCoverageSchema>;

/**
 * The countries a zone covers, each once and each state once. Checked on the list itself so
 * that an update's coverage is held to it as well as a creation's.
 */
export const zoneCoverageListSchema = z
  .array(zoneCoverageSchema)
  .min(1, 'Add at least one country')
  .max(MAX_ZONE_COUNTRIES)
  .superRefine((coverage, context) => {
    const seen = new Set<string>();
    for (const [index, country] of coverage.entries()) {
      if (seen.has(country.countryCode)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'countryCode'],
          message: `${country.countryCode} is listed twice`,
        });
      }
      seen.add(country.countryCode);
      if (new Set(country.stateCodes).size !== country.stateCodes.length) {
        context.addIssue({
          code: 'custom',
          path: [index, 'stateCodes'],
          message: 'a state is listed twice',
        });
      }
    }
  });

const zoneName = text(80).min(2, 'Enter the zone’s name');
const zoneDescription = text(500);

export const zoneInputSchema = z.object({
  code: catalogueCodeSchema,
  name: zoneName,
  description: zoneDescription.default(''),
  coverage: zoneCoverageListSchema,
});
export const createZoneBodySchema = zoneInputSchema;
export type CreateZoneBody = z.input<typeof createZoneBodySchema>;
/**
 * Everything but the code, which is fixed once the zone exists. No defaults here: zod applies
 * a default even under .optional(), and a field left out must stay as it is.
 */
export const updateZoneBodySchema = z.object({
  name: zoneName.optional(),
  description: zoneDescription.optional(),
  coverage: zoneCoverageListSchema.optional(),
});
export type UpdateZoneBody = z.input<typeof updateZoneBodySchema>;

/** Where a zone's coverage meets another zone's: one country, whole or by the states in both. */
export const zoneOverlapSchema = z.object({
  zone: z.object({ code: z.string(), name: z.string() }),
  countryCode: z.string(),
  /** The states both zones cover; empty when they meet over the whole country. */
  stateCodes: z.array(z.string()),
});
export type ZoneOverlap = z.infer<typeof zoneOverlapSchema>;

export const zoneSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  coverage: z.array(z.object({ countryCode: z.string(), stateCodes: z.array(z.string()) })),
  status: z.enum(catalogueStatuses),
  /** Packages with a rate for this zone. */
  packageCount: z.number().int().min(0),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Zone = z.infer<typeof zoneSchema>;

export const zoneDetailSchema = zoneSchema.extend({ overlaps: z.array(zoneOverlapSchema) });
export type ZoneDetail = z.infer<typeof zoneDetailSchema>;

export const zoneSortFields = ['code', 'name', 'status', 'packageCount', 'updatedAt'] as const;

/** The Zones list's filters, shared by the page and the export. */
export const zoneFiltersSchema = z.object({
  q: listQuerySchema.shape.q,
  sort: sortSchema(zoneSortFields),
  status: z.enum(catalogueStatuses).optional(),
  /** Zones covering some or all of this country. */
  country: countryCodeParamSchema.optional(),
});
export const zoneListQuerySchema = listQuerySchema.extend(zoneFiltersSchema.shape);
export type ZoneListQuery = z.infer<typeof zoneListQuerySchema>;
export type ZoneFilters = z.infer<typeof zoneFiltersSchema>;

const zoneParams = z.object({ code: recordIdSchema });
const view = { resource: 'zones', action: 'view' } as const;
const edit = { resource: 'zones', action: 'edit' } as const;

/** Delivery zones: the regions packages are priced by. */
export const zonesEndpoints = defineEndpoints('zones', {
  list: {
    method: 'GET',
    path: '/admin/zones',
    summary: 'Zones: search (q), filter by status and country, sort, paginate',
    access: view,
    query: zoneListQuerySchema,
    response: listResult(zoneSchema),
    errors: [],
  },
  export: {
    method: 'GET',
    path: '/admin/zones/export',
    summary: 'Every zone matching the filters, as CSV',
    access: { resource: 'zones', action: 'export' },
    query: zoneFiltersSchema,
    response: z.string(),
    download: 'csv',
    errors: ['EXPORT_TOO_LARGE'],
  },
  get: {
    method: 'GET',
    path: '/admin/zones/:code',
    summary: 'One zone, with where its coverage overlaps other zones',
    access: view,
    params: zoneParams,
    response: zoneDetailSchema,
    errors: ['ZONE_NOT_FOUND'],
  },
  history: {
    method: 'GET',
    path: '/admin/zones/:code/history',
    summary: 'Changes to this zone, newest first',
    access: view,
    params: zoneParams,
    response: z.array(auditEntrySchema),
    errors: ['ZONE_NOT_FOUND'],
  },
  create: {
    method: 'POST',
    path: '/admin/zones',
    summary: 'Add a zone',
    access: { resource: 'zones', action: 'add' },
    body: createZoneBodySchema,
    response: zoneDetailSchema,
    status: 201,
    errors: ['ZONE_CODE_TAKEN'],
  },
  update: {
    method: 'PATCH',
    path: '/admin/zones/:code',
    summary: 'Change a zone’s name, description or coverage',
    access: edit,
    params: zoneParams,
    body: updateZoneBodySchema,
    response: zoneDetailSchema,
    errors: ['ZONE_NOT_FOUND'],
  },
  changeStatus: {
    method: 'POST',
    path: '/admin/zones/change-status',
    summary: 'Activate or deactivate zones, answered per code',
    access: edit,
    body: changeCatalogueStatusBodySchema,
    response: changeCatalogueStatusResultSchema,
    errors: [],
  },
  delete: {
    method: 'DELETE',
    path: '/admin/zones/:code',
    summary: 'Delete a zone no package prices (deactivate one that is in use)',
    access: { resource: 'zones', action: 'delete' },
    params: zoneParams,
    response: z.object({ message: z.string() }),
    errors: ['ZONE_NOT_FOUND', 'ZONE_IN_USE'],
  },
});

export const zonesArea = defineArea({
  resource: 'zones',
  noun: { one: 'zone', many: 'zones' },
  entity: 'zone',
  idField: 'code',
  statuses: { values: catalogueStatuses, labels: activeStatusLabels },
  sortFields: zoneSortFields,
  listQuery: zoneListQuerySchema,
  groups: [zonesEndpoints],
  endpoints: {
    list: zonesEndpoints.list,
    export: zonesEndpoints.export,
    get: zonesEndpoints.get,
    history: zonesEndpoints.history,
  },
});

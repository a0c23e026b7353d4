import type { ChangeActiveStatusResult } from '@depot/contracts/active-status';
import type { ErrorDetail, ListResult } from '@depot/contracts/common';
import { formatLimit } from '@depot/contracts/common';
import {
  locationFieldLabels,
  locationKindLabels,
  locationPurposeLabels,
} from '@depot/contracts/location-fields';
import { expandLocationPattern, MAX_PATTERN_LOCATIONS } from '@depot/contracts/location-pattern';
import {
  type BulkLocationsPreview,
  type bulkLocationsBodySchema,
  type createLocationBodySchema,
  type Location,
  type LocationFilters,
  type LocationListQuery,
  type LocationPurpose,
  type LocationTree,
  type locationLabelsBodySchema,
  MAX_TREE_CHILDREN,
  MAX_TREE_MATCHES,
  type updateLocationBodySchema,
} from '@depot/contracts/locations';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, invalidFields } from '../../lib/app-error.ts';
import { auditTrail } from '../../lib/audit.ts';
import { statusLabel, switchCatalogueStatus } from '../../lib/catalogue-status.ts';
import { type CsvFile, type CsvRow, datedFileName, EXPORT_BATCH_SIZE } from '../../lib/csv.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/database-errors.ts';
import { cellAs, exportColumns } from '../../lib/export-columns.ts';
import type { DocumentFile } from '../../lib/route.ts';
import { locationLabelsPdf } from './location-labels.ts';
import {
  codeTaken,
  fixedVirtual,
  parentProblem,
  placeOf,
  purposeProblem,
  settingsOf,
  warehouseProblem,
} from './location-rules.ts';
import {
  createLocationsRepository,
  type LocationRow,
  type LocationValues,
  type NodeRow,
} from './locations.repository.ts';
import { createWarehousesRepository } from './warehouses.repository.ts';

type CreateBody = z.output<typeof createLocationBodySchema>;
type UpdateBody = z.output<typeof updateLocationBodySchema>;
type BulkBody = z.output<typeof bulkLocationsBodySchema>;

/** Rows written by one statement of a bulk creation. */
const INSERT_BATCH_SIZE = 1_000;
/** Codes of a pattern that already exist, named in a preview or a refusal. */
const EXISTING_NAMED = 10;

export function mapLocation(row: LocationRow): Location {
  return {
    id: row.publicId,
    code: row.code,
    name: row.name,
    warehouse: { code: row.warehouseCode, name: row.warehouseName },
    parent: row.parentId && row.parentCode ? { id: row.parentId, code: row.parentCode } : null,
    path: row.path.split('/'),
    kind: row.kind,
    purpose: row.purpose,
    pickable: row.pickable,
    countsAsAvailable: row.countsAsAvailable,
    maxUnits: row.maxUnits,
    maxVolumeL: row.maxVolumeL,
    maxWeightKg: row.maxWeightKg,
    status: row.status,
    childCount: row.childCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A location as the audit log keeps it: without what other records make of it. */
export function locationRecord(location: Location) {
  const { childCount: _children, ...record } = location;
  return record;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const locationExport = exportColumns<Location>()(locationFieldLabels, {
  id: (location) => location.id,
  'warehouse.code': (location) => location.warehouse.code,
  code: (location) => location.code,
  name: (location) => location.name,
  kind: (location) => locationKindLabels[location.kind],
  purpose: (location) => locationPurposeLabels[location.purpose],
  'parent.code': (location) => location.parent?.code ?? '',
  path: (location) => location.path.join(' / '),
  pickable: (location) => yesNo(location.pickable),
  countsAsAvailable: (location) => yesNo(location.countsAsAvailable),
  maxUnits: cellAs.count((location) => location.maxUnits ?? ''),
  maxVolumeL: cellAs.measure((location) => location.maxVolumeL ?? ''),
  maxWeightKg: cellAs.measure((location) => location.maxWeightKg ?? ''),
  status: (location) => statusLabel(location.status),
  childCount: cellAs.count((location) => location.childCount),
  updatedAt: cellAs.moment((location) => location.updatedAt),
  // Exported by their parts.
  warehouse: false,
  parent: false,
  // Read on the location's own screen.
  createdAt: false,
});

const notFound = (id: string) => new AppError('NOT_FOUND', `There is no location ${id}.`);

function nodeOf(row: NodeRow): LocationTree['nodes'][number] {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    purpose: row.purpose as LocationPurpose,
    status: row.status,
    pickable: row.pickable,
    parentId: row.parentId,
    childCount: row.childCount,
    binCount: row.binCount,
  };
}

export function createLocationsService(deps: { db: Database }) {
  async function requireLocation(db: Executor, id: string): Promise<Location> {
    const row = await createLocationsRepository(db).find(id);
    if (!row) throw notFound(id);
    return mapLocation(row);
  }

  /** The warehouse a body names, active, share-locked until the transaction ends. */
  async function warehouseFor(tx: Executor, code: string) {
    const warehouse = await createWarehousesRepository(tx).findSummary(code);
    const problem = warehouseProblem(code, warehouse);
    if (problem || !warehouse) {
      throw invalidFields([{ path: 'warehouse', message: problem ?? '' }]);
    }
    return warehouse;
  }

  /**
   * The location new ones go inside: of the same warehouse, one that can hold others, with room
   * for another level below it.
   */
  async function parentFor(tx: Executor, warehouse: { id: number; code: string }, id: string) {
    const parent = await createLocationsRepository(tx).findParent(id);
    const problem = parent ? parentProblem(parent, warehouse) : `There is no location ${id}`;
    if (problem || !parent) throw invalidFields([{ path: 'parent', message: problem ?? '' }]);
    return parent;
  }

  /** The pattern's codes, or a 400 at `from` or `to`. */
  function patternOf(body: Pick<BulkBody, 'from' | 'to'>) {
    const expanded = expandLocationPattern(body.from, body.to);
    if ('problem' in expanded) throw invalidFields([expanded.problem]);
    const { pattern } = expanded;
    if (pattern.count > MAX_PATTERN_LOCATIONS) {
      throw invalidFields([
        {
          path: 'to',
          message: `${body.from} to ${body.to} makes ${formatLimit(pattern.count)} locations; one request makes at most ${formatLimit(MAX_PATTERN_LOCATIONS)}`,
        },
      ]);
    }
    return pattern;
  }

  const codesTaken = (codes: string[], count: number): ErrorDetail[] => [
    {
      path: 'from',
      message: `${formatLimit(count)} of these codes already exist: ${codes.join(', ')}${count > codes.length ? ', …' : ''}`,
    },
  ];

  async function* exportBatches(filters: LocationFilters): AsyncGenerator<CsvRow[]> {
    const repository = createLocationsRepository(deps.db);
    for await (const batch of repository.exportBatches(filters, EXPORT_BATCH_SIZE)) {
      yield batch.map((row) => locationExport.row(mapLocation(row)));
    }
  }

  return {
    quickSearch: (q: string, limit: number) =>
      createLocationsRepository(deps.db).quickSearch(q, limit),

    async list(query: LocationListQuery): Promise<ListResult<Location>> {
      const { items, ...counted } = await createLocationsRepository(deps.db).list(query);
      return {
        items: items.map(mapLocation),
        ...counted,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    export(filters: LocationFilters): CsvFile {
      return {
        fileName: datedFileName('locations'),
        columns: locationExport.headers,
        kinds: locationExport.kinds,
        batches: exportBatches(filters),
        countRows: (atMost) => createLocationsRepository(deps.db).exportCount(filters, atMost),
      };
    },

    get: (id: string) => requireLocation(deps.db, id),

    /**
     * A warehouse's tree: the children of `parent` (the top without one), or, with `q`, the
     * locations matching it and every location on the way down to them.
     */
    async tree(query: { warehouse: string; parent?: string; q?: string }): Promise<LocationTree> {
      const warehouse = await createWarehousesRepository(deps.db).find(query.warehouse);
      if (!warehouse) throw new AppError('NOT_FOUND', `There is no warehouse ${query.warehouse}.`);
      const repository = createLocationsRepository(deps.db);
      if (query.q) {
        const matches = await repository.matching(warehouse.id, query.q, MAX_TREE_MATCHES + 1);
        const shown = matches.slice(0, MAX_TREE_MATCHES);
        const ancestors = new Set<string>();
        for (const match of shown) {
          const codes = match.path.split('/');
          for (let depth = 1; depth < codes.length; depth++) {
            ancestors.add(codes.slice(0, depth).join('/'));
          }
        }
        const above = await repository.atPaths(warehouse.id, [...ancestors]);
        const seen = new Set<string>();
        const nodes = [...above, ...shown]
          .filter((row) => !seen.has(row.id) && seen.add(row.id))
          .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
        return { nodes: nodes.map(nodeOf), truncated: matches.length > MAX_TREE_MATCHES };
      }
      let parentId: number | null = null;
      if (query.parent) {
        const parent = await repository.findParent(query.parent);
        if (!parent || parent.warehouseId !== warehouse.id) {
          throw new AppError(
            'NOT_FOUND',
            `There is no location ${query.parent} in warehouse ${warehouse.code}.`,
          );
        }
        parentId = parent.id;
      }
      const children = await repository.children(warehouse.id, parentId, MAX_TREE_CHILDREN + 1);
      return {
        nodes: children.slice(0, MAX_TREE_CHILDREN).map(nodeOf),
        truncated: children.length > MAX_TREE_CHILDREN,
      };
    },

    async create(actor: Actor, body: CreateBody, ip: string): Promise<Location> {
      return deps.db.transaction(async (tx) => {
        const warehouse = await warehouseFor(tx, body.warehouse);
        const repository = createLocationsRepository(tx);
        const parent =
          body.kind === 'area' || !body.parent ? null : await parentFor(tx, warehouse, body.parent);
        const wrongPurpose = purposeProblem(body.kind, body.purpose, parent);
        if (wrongPurpose) throw invalidFields([{ path: 'purpose', message: wrongPurpose }]);
        const place = placeOf(body.code, parent, body.purpose);
        const taken = await repository.existingCodes(warehouse.id, [body.code], 1);
        const conflict = new AppError(
          'CONFLICT',
          `${warehouse.code} already has a location ${body.code}.`,
          [{ path: 'code', message: codeTaken(warehouse.code) }],
        );
        if (taken.count > 0) throw conflict;
        const values: LocationValues = {
          warehouseId: warehouse.id,
          parentId: parent?.id ?? null,
          code: body.code,
          name: body.name,
          kind: body.kind,
          ...place,
          ...settingsOf(body, place.purpose),
        };
        let created: { publicId: string } | undefined;
        try {
          [created] = await repository.insertMany([values]);
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict;
          throw error;
        }
        if (!created) throw new Error('location not created');
        const location = await requireLocation(tx, created.publicId);
        await auditTrail(tx, { actor, ip }).created(
          'location',
          location.id,
          locationRecord(location),
        );
        return location;
      });
    },

    /** What a pattern would create under its parent, and which of its codes exist already. */
    async bulkPreview(body: BulkBody): Promise<BulkLocationsPreview> {
      const pattern = patternOf(body);
      return deps.db.transaction(async (tx) => {
        const warehouse = await warehouseFor(tx, body.warehouse);
        await parentFor(tx, warehouse, body.parent);
        const existing = await createLocationsRepository(tx).existingCodes(
          warehouse.id,
          pattern.codes(),
          EXISTING_NAMED,
        );
        return {
          count: pattern.count,
          first: pattern.first,
          last: pattern.last,
          existing: existing.codes,
          existingCount: existing.count,
        };
      });
    },

    /** Every location of a pattern, all in one transaction, or none when any code exists. */
    async bulkCreate(actor: Actor, body: BulkBody, ip: string) {
      const pattern = patternOf(body);
      const codes = pattern.codes();
      return deps.db.transaction(async (tx) => {
        const warehouse = await warehouseFor(tx, body.warehouse);
        const parent = await parentFor(tx, warehouse, body.parent);
        const repository = createLocationsRepository(tx);
        const existing = await repository.existingCodes(warehouse.id, codes, EXISTING_NAMED);
        if (existing.count > 0) {
          throw new AppError(
            'CONFLICT',
            `${warehouse.code} already has ${formatLimit(existing.count)} of these locations; nothing was created.`,
            codesTaken(existing.codes, existing.count),
          );
        }
        const settings = settingsOf(body, parent.purpose);
        const audit = auditTrail(tx, { actor, ip });
        const ids: string[] = [];
        for (let start = 0; start < codes.length; start += INSERT_BATCH_SIZE) {
          const values = codes.slice(start, start + INSERT_BATCH_SIZE).map(
            (code): LocationValues => ({
              warehouseId: warehouse.id,
              parentId: parent.id,
              code,
              name: '',
              kind: body.kind,
              purpose: parent.purpose,
              path: `${parent.path}/${code}`,
              depth: parent.depth + 1,
              ...settings,
            }),
          );
          let created: { id: number; publicId: string }[];
          try {
            created = await repository.insertMany(values);
          } catch (error) {
            // Another request made one of the codes meanwhile.
            if (isUniqueViolation(error)) {
              throw new AppError(
                'CONFLICT',
                `Another change has just made some of these locations in ${warehouse.code}; nothing was created.`,
              );
            }
            throw error;
          }
          ids.push(...created.map((row) => row.publicId));
          await audit.createdMany(
            'location',
            created.map((row, index) => ({
              entityId: row.publicId,
              after: {
                id: row.publicId,
                code: values[index]?.code,
                name: '',
                warehouse: { code: warehouse.code, name: warehouse.name },
                parent: { id: parent.publicId, code: parent.code },
                path: values[index]?.path.split('/'),
                kind: body.kind,
                purpose: parent.purpose,
                ...settings,
                status: 'active',
              },
            })),
          );
        }
        return { count: codes.length, first: pattern.first, last: pattern.last, ids };
      });
    },

    /** A sheet of labels for the locations named, in walking order; an unknown id is a 400. */
    async labels(body: z.output<typeof locationLabelsBodySchema>): Promise<DocumentFile> {
      const ids = [...new Set(body.ids)];
      const rows = await createLocationsRepository(deps.db).labelled(ids);
      if (rows.length < ids.length) {
        const found = new Set(rows.map((row) => row.id));
        const missing = ids.filter((id) => !found.has(id));
        throw invalidFields([
          {
            path: 'ids',
            message: `There is no location ${missing.slice(0, EXISTING_NAMED).join(', ')}${missing.length > EXISTING_NAMED ? ', …' : ''}`,
          },
        ]);
      }
      return {
        fileName: `location-labels-${rows.length}.pdf`,
        body: await locationLabelsPdf(rows, body.layout),
      };
    },

    async update(actor: Actor, id: string, body: UpdateBody, ip: string): Promise<Location> {
      return deps.db.transaction(async (tx) => {
        const repository = createLocationsRepository(tx);
        const row = await repository.findForChange(id);
        if (!row) throw notFound(id);
        const before = await requireLocation(tx, row.publicId);
        if (row.kind === 'virtual')
          throw invalidFields([{ path: 'kind', message: fixedVirtual(before.code) }]);
        await repository.update(row.id, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.pickable !== undefined ? { pickable: body.pickable } : {}),
          ...(body.countsAsAvailable !== undefined
            ? { countsAsAvailable: body.countsAsAvailable }
            : {}),
          ...(body.maxUnits !== undefined ? { maxUnits: body.maxUnits } : {}),
          ...(body.maxVolumeL !== undefined ? { maxVolumeL: body.maxVolumeL } : {}),
          ...(body.maxWeightKg !== undefined ? { maxWeightKg: body.maxWeightKg } : {}),
        });
        const after = await requireLocation(tx, row.publicId);
        await auditTrail(tx, { actor, ip }).updated(
          'location',
          row.publicId,
          locationRecord(before),
          locationRecord(after),
        );
        return after;
      });
    },

    async changeStatus(
      actor: Actor,
      body: { ids: string[]; isActive: boolean },
      ip: string,
    ): Promise<ChangeActiveStatusResult> {
      const results = await deps.db.transaction((tx) => {
        const repository = createLocationsRepository(tx);
        return switchCatalogueStatus({
          codes: body.ids,
          isActive: body.isActive,
          lockRows: (ids) => repository.findManyForChange(ids),
          setStatus: (row, status) => repository.setStatus(row.id, status),
          audit: auditTrail(tx, { actor, ip }),
          entity: 'location',
          notFoundMessage: 'No location has this id.',
          refusal: (row) =>
            row.kind === 'virtual'
              ? 'A virtual location comes with its warehouse and stays active.'
              : null,
        });
      });
      return { results };
    },

    /** Deletes an empty location nothing refers to; one in use is deactivated instead. */
    async remove(actor: Actor, id: string, ip: string): Promise<string> {
      return deps.db.transaction(async (tx) => {
        const repository = createLocationsRepository(tx);
        const row = await repository.findForChange(id);
        if (!row) throw notFound(id);
        const location = await requireLocation(tx, row.publicId);
        if (row.kind === 'virtual') {
          throw new AppError('CONFLICT', `${fixedVirtual(location.code)}.`);
        }
        const children = await repository.countChildren(row.id);
        if (children > 0) {
          throw new AppError(
            'CONFLICT',
            `${location.code} holds ${children} ${children === 1 ? 'location' : 'locations'}: delete them first, or deactivate it instead.`,
          );
        }
        try {
          await repository.remove(row.id);
        } catch (error) {
          if (isForeignKeyViolation(error)) {
            throw new AppError(
              'CONFLICT',
              `Records refer to ${location.code}; deactivate it instead.`,
            );
          }
          throw error;
        }
        await auditTrail(tx, { actor, ip }).deleted(
          'location',
          row.publicId,
          locationRecord(location),
        );
        return location.code;
      });
    },
  };
}
export type LocationsService = ReturnType<typeof createLocationsService>;

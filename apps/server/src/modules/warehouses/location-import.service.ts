import {
  type ActiveStatus,
  activeStatuses,
  activeStatusLabels,
} from '@depot/contracts/active-status';
import type { ImportResult } from '@depot/contracts/import';
import { importCell } from '@depot/contracts/import';
import { areaPurposeLabels, locationKindLabels } from '@depot/contracts/location-fields';
import {
  type LocationImportField,
  type LocationImportRow,
  locationImport,
  type locationImport as locationImportDeclaration,
} from '@depot/contracts/location-import';
import {
  createLocationBodySchema,
  type LocationKind,
  type LocationPurpose,
} from '@depot/contracts/locations';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { auditTrail } from '../../lib/audit.ts';
import type { CsvFile } from '../../lib/csv.ts';
import {
  CHECK_ROWS_PER_TURN,
  createImportRunner,
  type ImportWriter,
  type RowProblem,
  RowsChanged,
  rowChecks,
  turn,
  ungrouped,
  VALUES_PER_STATEMENT,
  valueOfWords,
} from '../../lib/imports.ts';
import {
  codeTaken,
  type ParentCandidate,
  parentProblem,
  placeOf,
  purposeProblem,
  settingsOf,
  warehouseProblem,
} from './location-rules.ts';
import { createLocationsRepository, type LocationValues } from './locations.repository.ts';
import { locationRecord, mapLocation } from './locations.service.ts';
import { createWarehousesRepository, type WarehouseSummary } from './warehouses.repository.ts';

type Field = LocationImportField;
type Problem = RowProblem<Field>;
type ImportBody = Omit<
  z.output<typeof locationImportDeclaration.bodySchema>,
  'skipRejectedRows'
> & {
  skipRejectedRows?: boolean;
};

/** A location already there, as a parent or a code the file would take again. */
type Existing = ParentCandidate & {
  id: number;
  publicId: string;
  purpose: LocationPurpose;
  path: string;
};

/** Where a location sits, as one inside it needs to know. */
type Place = { kind: LocationKind; path: string; depth: number; purpose: LocationPurpose };

/** A row that passed every check, as it will be written. */
type CheckedRow = {
  index: number;
  row: number;
  warehouse: WarehouseSummary;
  /** Its parent: one already there (by id), one of the file's rows above it, or none. */
  parent: { existing: Existing } | { row: number; key: string } | null;
  key: string;
  values: Omit<LocationValues, 'parentId'>;
};

/** A location's key within the file: its warehouse's and its own code. */
const keyOf = (warehouse: string, code: string) => `${warehouse}\u0000${code}`;

const kindOfWords = valueOfWords(locationKindLabels);
const purposeOfWords = valueOfWords(areaPurposeLabels);
const statusOfWords = valueOfWords(activeStatusLabels);
const flagWords = new Map([
  ['yes', true],
  ['y', true],
  ['true', true],
  ['1', true],
  ['no', false],
  ['n', false],
  ['false', false],
  ['0', false],
]);

/** The problem path of the creation's body, as the column it is read from. */
const fieldOfPath = (path: readonly PropertyKey[]): Field | null => {
  const [first] = path;
  return locationImport.columns.some((column) => column.field === first) ? (first as Field) : null;
};

/**
 * Adding locations from a file's rows, by the rules of adding one through the form
 * (`location-rules.ts`, the creation's body schema): each row names its warehouse by code and
 * its parent by code within it, a location already there or a row above it in the file.
 */
export function createLocationImportService(deps: { db: Database }) {
  const runner = createImportRunner({
    db: deps.db,
    declaration: locationImport,
    taken: {
      nothingImported:
        'Nothing was imported: a location with one of the file’s codes was added meanwhile. Import the file again to see which.',
      why: 'a location with one of their codes was added meanwhile',
    },
  });

  /** The warehouses the rows name, by code, and their locations with the codes the rows name. */
  async function lookups(executor: Executor, rows: readonly LocationImportRow[], lock = false) {
    const warehouseCodes = new Set<string>();
    const codes = new Set<string>();
    for (const row of rows) {
      const warehouse = importCell(row.warehouse)?.toUpperCase();
      if (warehouse) warehouseCodes.add(warehouse);
      for (const code of [row.code, row.parent]) {
        const cell = importCell(code)?.toUpperCase();
        if (cell) codes.add(cell);
      }
    }
    const warehouses = await createWarehousesRepository(executor).findSummaries(
      [...warehouseCodes],
      lock,
    );
    const ids = [...warehouses.values()].map((warehouse) => warehouse.id);
    const existing = new Map<string, Existing>();
    const wanted = [...codes];
    const repository = createLocationsRepository(executor);
    const codeOf = new Map([...warehouses.values()].map((warehouse) => [warehouse.id, warehouse]));
    for (let start = 0; start < wanted.length; start += VALUES_PER_STATEMENT) {
      // Others' requests go between reads; a locking read is inside a write's transaction.
      if (start > 0 && !lock) await turn();
      const found = await repository.withCodes(
        ids,
        wanted.slice(start, start + VALUES_PER_STATEMENT),
        lock,
      );
      for (const location of found) {
        const warehouse = codeOf.get(location.warehouseId);
        if (warehouse) existing.set(keyOf(warehouse.code, location.code), location);
      }
    }
    return { warehouses, existing };
  }

  /** Every row checked: the problems and the rows ready to write. */
  async function checkRows(rows: readonly LocationImportRow[]) {
    const { warehouses, existing } = await lookups(deps.db, rows);
    const problems: Problem[] = [];
    const checked: CheckedRow[] = [];
    const keyOfRow = (row: LocationImportRow) => {
      const warehouse = importCell(row.warehouse)?.toUpperCase();
      const code = importCell(row.code)?.toUpperCase();
      return warehouse && code ? keyOf(warehouse, code) : null;
    };
    /** The first row of each location the file makes, to point at one named before it is made. */
    const firstRowOf = new Map<string, number>();
    for (const [index, row] of rows.entries()) {
      const key = keyOfRow(row);
      if (key && !firstRowOf.has(key)) firstRowOf.set(key, row.line ?? index + 2);
    }
    /** The locations of the rows checked so far, by key: their first row, and where they sit. */
    const made = new Map<string, { row: number; checked: CheckedRow | null }>();

    /** One row's checks: its problems into `problems`, and the row as it will be written. */
    function checkRow(row: LocationImportRow, index: number, line: number): CheckedRow | null {
      const checks = rowChecks(problems, index, line);
      const { problem } = checks;
      const cell = (field: Field) => importCell(row[field]);

      // Words as the screens show them ("Bin", "Pick face", "Yes") or as the wire spells them.
      const kindText = cell('kind');
      const kind = kindText ? kindOfWords(kindText) : undefined;
      if (kind === 'virtual') {
        problem(
          'kind',
          'Virtual locations come with their warehouse and cannot be imported: choose area, rack, shelf or bin',
        );
      }
      const purposeText = cell('purpose');
      const flag = (field: 'pickable' | 'countsAsAvailable') => {
        const text = cell(field);
        if (text === undefined) return undefined;
        const value = flagWords.get(text.toLowerCase());
        if (value === undefined) problem(field, 'Write Yes or No, or leave it empty');
        return value;
      };
      const pickable = flag('pickable');
      const countsAsAvailable = flag('countsAsAvailable');
      const statusText = cell('status');
      const statusWords = statusText ? statusOfWords(statusText) : 'active';
      const status = activeStatuses.find((value): value is ActiveStatus => value === statusWords);
      if (!status) problem('status', 'Write Active or Inactive, or leave it empty');
      const measure = (field: 'maxUnits' | 'maxVolumeL' | 'maxWeightKg') => {
        const text = cell(field);
        return text === undefined ? null : ungrouped(text);
      };

      // The form's own body and its rules, the parent named by its code for now.
      const parsed = createLocationBodySchema.safeParse({
        warehouse: cell('warehouse') ?? '',
        parent: cell('parent') ?? null,
        code: cell('code') ?? '',
        name: cell('name') ?? '',
        kind,
        purpose: purposeText ? purposeOfWords(purposeText) : undefined,
        pickable,
        countsAsAvailable,
        maxUnits: measure('maxUnits'),
        maxVolumeL: measure('maxVolumeL'),
        maxWeightKg: measure('maxWeightKg'),
      });
      for (const issue of parsed.error?.issues ?? []) {
        problem(fieldOfPath(issue.path), issue.message);
      }
      const body = parsed.data;
      const summary = body ? warehouses.get(body.warehouse) : undefined;
      if (body && !checks.failed('warehouse')) {
        const wrong = warehouseProblem(body.warehouse, summary);
        if (wrong) problem('warehouse', wrong);
      }
      if (!body || !summary || checks.failed('warehouse')) return null;

      const key = keyOf(summary.code, body.code);
      const earlier = made.get(key);
      if (existing.has(key)) problem('code', codeTaken(summary.code));
      else if (earlier) problem('code', `is the same as row ${earlier.row}’s`);

      // The parent: a location already there, or one the file makes above this row.
      let parent: CheckedRow['parent'] = null;
      let above: Place | null = null;
      if (body.parent && body.kind !== 'area') {
        const parentKey = keyOf(summary.code, body.parent);
        const there = existing.get(parentKey);
        const inFile = made.get(parentKey);
        if (there) {
          parent = { existing: there };
          above = there;
        } else if (inFile?.checked) {
          parent = { row: inFile.row, key: parentKey };
          above = inFile.checked.values;
        } else if (inFile) {
          problem('parent', `${body.parent} is made at row ${inFile.row}, which has problems`);
        } else {
          const later = firstRowOf.get(parentKey);
          problem(
            'parent',
            later !== undefined && later > line
              ? `${body.parent} is made further down, at row ${later}: put it above the locations inside it`
              : `There is no location ${body.parent} in ${summary.code}, nor above this row in the file`,
          );
        }
        if (above) {
          const wrong = parentProblem(
            { warehouseId: summary.id, code: body.parent, kind: above.kind, depth: above.depth },
            summary,
          );
          if (wrong) problem('parent', wrong);
          const wrongPurpose = purposeProblem(body.kind, body.purpose, above);
          if (wrongPurpose) problem('purpose', wrongPurpose);
        }
      }
      if (checks.any || !status) return null;
      const place = placeOf(body.code, above, body.purpose);
      return {
        index,
        row: line,
        warehouse: summary,
        parent,
        key,
        values: {
          warehouseId: summary.id,
          code: body.code,
          name: body.name,
          kind: body.kind,
          ...place,
          ...settingsOf(body, place.purpose),
          status,
        },
      };
    }

    for (const [index, row] of rows.entries()) {
      if (index > 0 && index % CHECK_ROWS_PER_TURN === 0) await turn();
      const line = row.line ?? index + 2;
      const ready = checkRow(row, index, line);
      if (ready) checked.push(ready);
      const key = ready?.key ?? keyOfRow(row);
      // The first row of a code is the one its locations inside refer to, sound or not.
      if (key && !made.has(key)) made.set(key, { row: line, checked: ready });
    }
    return { problems, checked };
  }

  return {
    /** Checks, then writes in batches (`lib/imports.ts`); each location audited as one made alone. */
    import(
      actor: ImportWriter,
      body: ImportBody,
      ip: string,
      log?: FastifyBaseLogger,
    ): Promise<ImportResult> {
      /** The locations of the file written so far, by key, for the rows inside them. */
      const written = new Map<string, number>();
      /** Rows left out as they were about to be written, by key, so those inside go too. */
      const dropped = new Set<string>();

      async function writeBatch(rows: CheckedRow[], skipRejected: boolean) {
        return deps.db.transaction(async (tx) => {
          const { warehouses, existing } = await lookups(
            tx,
            rows.map((row) => ({
              warehouse: row.warehouse.code,
              code: row.values.code,
              parent: row.parent && 'existing' in row.parent ? row.parent.existing.code : undefined,
            })),
            true,
          );
          const changed: Problem[] = [];
          const kept: CheckedRow[] = [];
          for (const row of rows) {
            const at = { index: row.index, row: row.row };
            const warehouse = warehouses.get(row.warehouse.code);
            const wrong = warehouseProblem(row.warehouse.code, warehouse);
            const parentGone =
              row.parent &&
              ('existing' in row.parent
                ? !existing.has(keyOf(row.warehouse.code, row.parent.existing.code))
                : dropped.has(row.parent.key));
            if (wrong) changed.push({ ...at, field: 'warehouse', message: wrong });
            else if (existing.has(row.key)) {
              changed.push({ ...at, field: 'code', message: codeTaken(row.warehouse.code) });
            } else if (parentGone && row.parent) {
              changed.push({
                ...at,
                field: 'parent',
                message:
                  'existing' in row.parent
                    ? `${row.parent.existing.code} was deleted meanwhile`
                    : `row ${row.parent.row}, which makes it, was not imported`,
              });
            } else {
              kept.push(row);
              continue;
            }
            dropped.add(row.key);
          }
          if (changed.length > 0 && !skipRejected) throw new RowsChanged(changed);

          // In the file's order, a statement at a time: a new one starts where a row sits
          // inside one of the statement's own rows, which needs its id first.
          const repository = createLocationsRepository(tx);
          const ids: string[] = [];
          let pending: { row: CheckedRow; values: LocationValues }[] = [];
          const flush = async () => {
            if (pending.length === 0) return;
            const inserted = await repository.insertMany(pending.map((entry) => entry.values));
            inserted.forEach((location, place) => {
              const entry = pending[place];
              if (entry) written.set(entry.row.key, location.id);
              ids.push(location.publicId);
            });
            pending = [];
          };
          for (const row of kept) {
            let parentId: number | null = null;
            if (row.parent && 'existing' in row.parent) parentId = row.parent.existing.id;
            else if (row.parent) {
              const parentKey = row.parent.key;
              if (pending.some((entry) => entry.row.key === parentKey)) await flush();
              parentId = written.get(parentKey) ?? null;
              if (parentId === null)
                throw new Error(`the parent of row ${row.row} was not written`);
            }
            pending.push({ row, values: { ...row.values, parentId } });
          }
          await flush();

          const locations = new Map(
            (await repository.findMany(ids)).map((location) => [location.publicId, location]),
          );
          await auditTrail(tx, { actor, ip }).createdMany(
            'location',
            ids.map((id) => {
              const location = locations.get(id);
              if (!location) throw new Error(`imported location ${id} not read back`);
              return { entityId: id, after: locationRecord(mapLocation(location)) };
            }),
          );
          return { created: ids.map((code) => ({ code })), changed };
        });
      }

      return runner.run(actor, body, { check: () => checkRows(body.rows), writeBatch }, log);
    },

    /** The file to fill in: the columns' headers and one example row. */
    template: (): CsvFile => runner.template(),
  };
}
export type LocationImportService = ReturnType<typeof createLocationImportService>;

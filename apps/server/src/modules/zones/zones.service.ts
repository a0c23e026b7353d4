import type { ChangeActiveStatusResult } from '@depot/contracts/active-status';
import type { ChangeCatalogueStatusBody } from '@depot/contracts/catalogue';
import type { ErrorDetail, ListResult } from '@depot/contracts/common';
import type { RateZoneOption } from '@depot/contracts/packages';
import { zoneFieldLabels } from '@depot/contracts/zone-fields';
import type {
  createZoneBodySchema,
  updateZoneBodySchema,
  Zone,
  ZoneCoverage,
  ZoneDetail,
  ZoneFilters,
  ZoneListQuery,
} from '@depot/contracts/zones';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, invalidFields } from '../../lib/app-error.ts';
import { auditTrail } from '../../lib/audit.ts';
import { statusLabel, switchCatalogueStatus } from '../../lib/catalogue-status.ts';
import { type CsvFile, type CsvRow, datedFileName, EXPORT_BATCH_SIZE } from '../../lib/csv.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/database-errors.ts';
import { cellAs, exportColumns } from '../../lib/export-columns.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import { createZonesRepository, type RegionRow, type ZoneRow } from './zones.repository.ts';

/** Region rows (ordered by country, then state) as the contract's coverage. */
function coverageOf(regions: RegionRow[]): Zone['coverage'] {
  const byCountry = new Map<string, string[]>();
  for (const region of regions) {
    const states = byCountry.get(region.countryCode) ?? [];
    if (region.stateCode !== null) states.push(region.stateCode);
    byCountry.set(region.countryCode, states);
  }
  return [...byCountry].map(([countryCode, stateCodes]) => ({ countryCode, stateCodes }));
}

function regionsByZone(regions: RegionRow[]): Map<number, RegionRow[]> {
  const byZone = new Map<number, RegionRow[]>();
  for (const region of regions)
    byZone.set(region.zoneId, [...(byZone.get(region.zoneId) ?? []), region]);
  return byZone;
}

function mapZone(row: ZoneRow, regions: RegionRow[]): Zone {
  return {
    code: row.code,
    name: row.name,
    description: row.description,
    coverage: coverageOf(regions),
    status: row.status,
    packageCount: row.packageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A zone as the audit log keeps it: the record, without what other records make of it. */
function zoneRecord(zone: Zone): Omit<Zone, 'packageCount'> {
  const { packageCount: _packageCount, ...record } = zone;
  return record;
}

/** "IN: MH, GJ; AE": the coverage in one cell of the export. */
function coverageText(coverage: Zone['coverage']): string {
  return coverage
    .map((country) =>
      country.stateCodes.length === 0
        ? country.countryCode
        : `${country.countryCode}: ${country.stateCodes.join(', ')}`,
    )
    .join('; ');
}

/** The zones export: a column for each field, headed by its words, or the reason it has none. */
const zoneExport = exportColumns<ZoneDetail, Zone>()(zoneFieldLabels, {
  code: (zone) => zone.code,
  name: (zone) => zone.name,
  description: (zone) => zone.description,
  coverage: (zone) => coverageText(zone.coverage),
  packageCount: cellAs.count((zone) => zone.packageCount),
  status: (zone) => statusLabel(zone.status),
  updatedAt: cellAs.moment((zone) => zone.updatedAt),
  // Read on the zone's own screen.
  createdAt: false,
  overlaps: false,
});

const notFound = (code: string) => new AppError('ZONE_NOT_FOUND', `There is no zone ${code}.`);
const codeTaken = (code: string) =>
  new AppError('ZONE_CODE_TAKEN', `A zone with the code ${code} already exists.`, [
    { path: 'code', message: 'is already used by another zone' },
  ]);
const inUse = (packages: number) =>
  new AppError(
    'ZONE_IN_USE',
    `${packages} ${packages === 1 ? 'package prices' : 'packages price'} this zone; deactivate it instead, or remove it from them first.`,
  );

export function createZonesService(deps: { db: Database; reference: ReferenceService }) {
  /** Countries and states the reference data does not know, each at its field. */
  async function coverageProblems(coverage: ZoneCoverage[]): Promise<ErrorDetail[]> {
    const countries = new Set((await deps.reference.countries()).map((country) => country.isoCode));
    const problems: ErrorDetail[] = [];
    for (const [index, country] of coverage.entries()) {
      if (!countries.has(country.countryCode)) {
        problems.push({
          path: `coverage.${index}.countryCode`,
          message: `There is no country ${country.countryCode}`,
        });
        continue;
      }
      if (country.stateCodes.length === 0) continue;
      const states = new Set(
        (await deps.reference.states(country.countryCode)).map((state) => state.isoCode),
      );
      for (const [stateIndex, stateCode] of country.stateCodes.entries()) {
        if (!states.has(stateCode)) {
          problems.push({
            path: `coverage.${index}.stateCodes.${stateIndex}`,
            message: `${country.countryCode} has no state ${stateCode}`,
          });
        }
      }
    }
    return problems;
  }

  async function assertCoverageKnown(coverage: ZoneCoverage[]): Promise<void> {
    const problems = await coverageProblems(coverage);
    if (problems.length > 0) throw invalidFields(problems);
  }

  async function requireZone(db: Executor, code: string): Promise<ZoneRow> {
    const row = await createZonesRepository(db).find(code);
    if (!row) throw notFound(code);
    return row;
  }

  async function withCoverage(db: Executor, row: ZoneRow): Promise<Zone> {
    return mapZone(row, await createZonesRepository(db).regionsOf([row.id]));
  }

  async function detailOf(db: Executor, zone: Zone, zoneId: number): Promise<ZoneDetail> {
    const overlaps = await createZonesRepository(db).overlaps(zoneId);
    return {
      ...zone,
      overlaps: overlaps.map((overlap) => ({
        zone: { code: overlap.code, name: overlap.name },
        countryCode: overlap.countryCode,
        stateCodes: overlap.stateCodes,
      })),
    };
  }

  /** The export's rows, read a batch at a time after the previous batch's last row. */
  async function* exportBatches(filters: ZoneFilters): AsyncGenerator<CsvRow[]> {
    const repository = createZonesRepository(deps.db);
    const batches = repository.exportBatches(filters, EXPORT_BATCH_SIZE);
    for await (const batch of batches) {
      const regions = regionsByZone(await repository.regionsOf(batch.map((row) => row.id)));
      yield batch.map((row) => zoneExport.row(mapZone(row, regions.get(row.id) ?? [])));
    }
  }

  return {
    /** The command palette's matches, exact ones first, at most `limit`. */
    quickSearch: (q: string, limit: number) => createZonesRepository(deps.db).quickSearch(q, limit),

    async list(query: ZoneListQuery): Promise<ListResult<Zone>> {
      const repository = createZonesRepository(deps.db);
      const { items, ...counted } = await repository.list(query);
      const regions = regionsByZone(await repository.regionsOf(items.map((row) => row.id)));
      return {
        items: items.map((row) => mapZone(row, regions.get(row.id) ?? [])),
        ...counted,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Every zone matching the filters as a CSV file, in the list's order. */
    export(filters: ZoneFilters): CsvFile {
      return {
        fileName: datedFileName('zones'),
        columns: zoneExport.headers,
        kinds: zoneExport.kinds,
        batches: exportBatches(filters),
        countRows: (atMost) => createZonesRepository(deps.db).exportCount(filters, atMost),
      };
    },

    async get(code: string): Promise<ZoneDetail> {
      const row = await requireZone(deps.db, code);
      return detailOf(deps.db, await withCoverage(deps.db, row), row.id);
    },

    async create(
      actor: Actor,
      body: z.output<typeof createZoneBodySchema>,
      ip: string,
    ): Promise<ZoneDetail> {
      await assertCoverageKnown(body.coverage);
      return deps.db.transaction(async (tx) => {
        const repository = createZonesRepository(tx);
        if (await repository.codeTaken(body.code)) throw codeTaken(body.code);
        let zoneId: number;
        try {
          zoneId = await repository.insert(body);
        } catch (error) {
          // Another request took the code between the check and the insert.
          if (isUniqueViolation(error)) throw codeTaken(body.code);
          throw error;
        }
        await repository.replaceRegions(zoneId, body.coverage);
        const zone = await withCoverage(tx, await requireZone(tx, body.code));
        await auditTrail(tx, { actor, ip }).created('zone', zone.code, zoneRecord(zone));
        return detailOf(tx, zone, zoneId);
      });
    },

    /** Changes the name, description or coverage; a coverage sent replaces the whole of it. */
    async update(
      actor: Actor,
      code: string,
      body: z.output<typeof updateZoneBodySchema>,
      ip: string,
    ): Promise<ZoneDetail> {
      if (body.coverage) await assertCoverageKnown(body.coverage);
      return deps.db.transaction(async (tx) => {
        const repository = createZonesRepository(tx);
        const row = await repository.findForChange(code);
        if (!row) throw notFound(code);
        const before = await withCoverage(tx, row);
        await repository.update(row.id, body);
        if (body.coverage) await repository.replaceRegions(row.id, body.coverage);
        const after = await withCoverage(tx, await requireZone(tx, row.code));
        await auditTrail(tx, { actor, ip }).updated(
          'zone',
          row.code,
          zoneRecord(before),
          zoneRecord(after),
        );
        return detailOf(tx, after, row.id);
      });
    },

    /** Switches zones on or off, answered per code. A zone switched off stays in its packages. */
    async changeStatus(
      actor: Actor,
      body: ChangeCatalogueStatusBody,
      ip: string,
    ): Promise<ChangeActiveStatusResult> {
      const results = await deps.db.transaction((tx) => {
        const repository = createZonesRepository(tx);
        return switchCatalogueStatus({
          codes: body.codes,
          isActive: body.isActive,
          lockRows: (codes) => repository.findManyForChange(codes),
          setStatus: (row, status) => repository.setStatus(row.id, status),
          audit: auditTrail(tx, { actor, ip }),
          entity: 'zone',
          notFoundMessage: 'No zone has this code.',
        });
      });
      return { results };
    },

    /** Deletes a zone no package prices; one in use is deactivated instead. */
    async remove(actor: Actor, code: string, ip: string): Promise<string> {
      return deps.db.transaction(async (tx) => {
        const repository = createZonesRepository(tx);
        // Locked first: a package pricing the zone meanwhile waits, or is counted here.
        const row = await repository.findForChange(code);
        if (!row) throw notFound(code);
        const packages = await repository.countPackages(row.id);
        if (packages > 0) throw inUse(packages);
        const zone = await withCoverage(tx, row);
        try {
          await repository.remove(row.id);
        } catch (error) {
          // The rates' foreign key refuses too, should the lock ever be bypassed.
          if (isForeignKeyViolation(error)) {
            throw new AppError(
              'ZONE_IN_USE',
              'A package has just priced this zone; deactivate it instead, or remove it from that package first.',
            );
          }
          throw error;
        }
        await auditTrail(tx, { actor, ip }).deleted('zone', row.code, zoneRecord(zone));
        return row.code;
      });
    },

    /** Every zone a package can price (inactive ones too, so existing rates show theirs). */
    async options(): Promise<RateZoneOption[]> {
      return createZonesRepository(deps.db).options();
    },

    /**
     * The zones a package's rates name, by code, held inside the caller's transaction until it
     * ends, so none is deleted before the rates are written.
     */
    async zonesForRates(tx: Executor, codes: string[]) {
      return createZonesRepository(tx).findForRates([...new Set(codes)]);
    },
  };
}
export type ZonesService = ReturnType<typeof createZonesService>;

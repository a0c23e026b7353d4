import type { ChangeActiveStatusResult } from '@depot/contracts/active-status';
import type { ChangeCatalogueStatusBody } from '@depot/contracts/catalogue';
import type { ListResult } from '@depot/contracts/common';
import { internationalPhone, readablePhone } from '@depot/contracts/phone';
import { warehouseFieldLabels } from '@depot/contracts/warehouse-fields';
import type {
  createWarehouseBodySchema,
  updateWarehouseBodySchema,
  Warehouse,
  WarehouseFilters,
  WarehouseListQuery,
  WarehouseOption,
} from '@depot/contracts/warehouses';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { firstLocations } from '../../db/first-locations.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, invalidFields } from '../../lib/app-error.ts';
import { auditTrail } from '../../lib/audit.ts';
import { statusLabel, switchCatalogueStatus } from '../../lib/catalogue-status.ts';
import { type CsvFile, type CsvRow, datedFileName, EXPORT_BATCH_SIZE } from '../../lib/csv.ts';
import { isStillReferenced, isUniqueViolation } from '../../lib/database-errors.ts';
import { cellAs, exportColumns } from '../../lib/export-columns.ts';
import type { PlaceNames, ReferenceService } from '../reference/reference.service.ts';
import { createDetailChecks } from '../users/users.service.ts';
import { createLocationsRepository } from './locations.repository.ts';
import {
  createWarehousesRepository,
  type WarehouseRow,
  type WarehouseValues,
} from './warehouses.repository.ts';

type CreateBody = z.output<typeof createWarehouseBodySchema>;
type UpdateBody = z.output<typeof updateWarehouseBodySchema>;

export function mapWarehouse(row: WarehouseRow): Warehouse {
  return {
    code: row.code,
    name: row.name,
    address: {
      line1: row.addressLine1,
      line2: row.addressLine2,
      city: row.city,
      state: row.stateCode,
      country: row.countryCode,
      postalCode: row.postalCode,
    },
    gstin: row.gstin,
    timezone: row.timezone,
    contactName: row.contactName,
    phone: row.phone,
    phoneCountry: row.phoneCountry,
    email: row.email,
    status: row.status,
    locationCount: row.locationCount,
    binCount: row.binCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A warehouse as the audit log keeps it: without what its locations make of it. */
function warehouseRecord(warehouse: Warehouse) {
  const { locationCount: _locations, binCount: _bins, ...record } = warehouse;
  return record;
}

const warehouseExport = exportColumns<Warehouse, Warehouse, PlaceNames>()(warehouseFieldLabels, {
  code: (warehouse) => warehouse.code,
  name: (warehouse) => warehouse.name,
  'address.line1': (warehouse) => warehouse.address.line1,
  'address.line2': (warehouse) => warehouse.address.line2 ?? '',
  'address.city': (warehouse) => warehouse.address.city,
  'address.state': (warehouse, places) =>
    places.state(warehouse.address.country, warehouse.address.state),
  'address.country': (warehouse, places) => places.country(warehouse.address.country),
  'address.postalCode': (warehouse) => warehouse.address.postalCode,
  gstin: (warehouse) => warehouse.gstin ?? '',
  timezone: (warehouse) => warehouse.timezone,
  contactName: (warehouse) => warehouse.contactName,
  phone: cellAs.phone((warehouse) => readablePhone(warehouse.phone)),
  phoneCountry: (warehouse) => warehouse.phoneCountry,
  email: (warehouse) => warehouse.email ?? '',
  locationCount: cellAs.count((warehouse) => warehouse.locationCount),
  binCount: cellAs.count((warehouse) => warehouse.binCount),
  status: (warehouse) => statusLabel(warehouse.status),
  updatedAt: cellAs.moment((warehouse) => warehouse.updatedAt),
  // Exported by its parts.
  address: false,
  // Read on the warehouse's own screen.
  createdAt: false,
});

const notFound = (code: string) => new AppError('NOT_FOUND', `There is no warehouse ${code}.`);
const codeTaken = (code: string) =>
  new AppError('CONFLICT', `A warehouse with the code ${code} already exists.`, [
    { path: 'code', message: 'is already used by another warehouse' },
  ]);
const phoneProblem = (country: string) => `Enter a real phone number for ${country}`;

export function createWarehousesService(deps: { db: Database; reference: ReferenceService }) {
  const { checkDetails } = createDetailChecks(deps.reference);

  async function requireWarehouse(db: Executor, code: string): Promise<Warehouse> {
    const row = await createWarehousesRepository(db).find(code);
    if (!row) throw notFound(code);
    return mapWarehouse(row);
  }

  /**
   * The body's columns, once checked against the reference data: the address's state and PIN
   * code, the GSTIN's state, the time zone, and the phone for its country.
   */
  async function checkedValues(
    body: Pick<CreateBody, 'address' | 'gstin' | 'timezone'>,
    phone: { number: string; country: string } | undefined,
  ) {
    const details = await checkDetails({
      address: body.address,
      taxId: body.gstin ?? null,
      timezone: body.timezone,
      currency: undefined,
      checkAddress: true,
    });
    const problems = details.problems.map((problem) =>
      problem.path === 'taxId' ? { ...problem, path: 'gstin' } : problem,
    );
    const international = phone ? internationalPhone(phone.number, phone.country) : null;
    if (phone && !international) {
      problems.push({ path: 'phone', message: phoneProblem(phone.country) });
    }
    if (problems.length > 0) throw invalidFields(problems);
    return { timezone: details.timezone ?? '', phone: international };
  }

  function addressColumns(address: CreateBody['address']) {
    return {
      addressLine1: address.line1,
      addressLine2: address.line2 ?? null,
      city: address.city,
      stateCode: address.state,
      countryCode: address.country,
      postalCode: address.postalCode,
    };
  }

  async function* exportBatches(filters: WarehouseFilters): AsyncGenerator<CsvRow[]> {
    const repository = createWarehousesRepository(deps.db);
    const places = await deps.reference.placeNames();
    for await (const batch of repository.exportBatches(filters, EXPORT_BATCH_SIZE)) {
      const rows = batch.map(mapWarehouse);
      await places.load(rows.map((warehouse) => warehouse.address.country));
      yield rows.map((warehouse) => warehouseExport.row(warehouse, places));
    }
  }

  return {
    quickSearch: (q: string, limit: number) =>
      createWarehousesRepository(deps.db).quickSearch(q, limit),

    async list(query: WarehouseListQuery): Promise<ListResult<Warehouse>> {
      const { items, ...counted } = await createWarehousesRepository(deps.db).list(query);
      return {
        items: items.map(mapWarehouse),
        ...counted,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    export(filters: WarehouseFilters): CsvFile {
      return {
        fileName: datedFileName('warehouses'),
        columns: warehouseExport.headers,
        kinds: warehouseExport.kinds,
        batches: exportBatches(filters),
        countRows: (atMost) => createWarehousesRepository(deps.db).exportCount(filters, atMost),
      };
    },

    async options(): Promise<WarehouseOption[]> {
      const rows = await createWarehousesRepository(deps.db).options();
      return rows.map((row) => ({
        code: row.code,
        name: row.name,
        isActive: row.status === 'active',
      }));
    },

    get: (code: string) => requireWarehouse(deps.db, code),

    /**
     * The active warehouse a document names (a goods receipt), share-locked until the
     * transaction ends so it is neither deactivated nor deleted under the write; a 400 at `path`
     * otherwise.
     */
    async activeWarehouse(db: Executor, code: string, path: string) {
      const warehouse = await createWarehousesRepository(db).findSummary(code);
      if (!warehouse) {
        throw invalidFields([{ path, message: `There is no warehouse ${code}` }]);
      }
      if (warehouse.status !== 'active') {
        throw invalidFields([{ path, message: `${code} is inactive: choose an active warehouse` }]);
      }
      return warehouse;
    },

    async create(actor: Actor, body: CreateBody, ip: string): Promise<Warehouse> {
      const checked = await checkedValues(body, { number: body.phone, country: body.phoneCountry });
      const values: WarehouseValues = {
        code: body.code,
        name: body.name,
        ...addressColumns(body.address),
        gstin: body.gstin ?? null,
        timezone: checked.timezone,
        contactName: body.contactName,
        phone: checked.phone ?? body.phone,
        phoneCountry: body.phoneCountry,
        email: body.email ?? null,
      };
      return deps.db.transaction(async (tx) => {
        const repository = createWarehousesRepository(tx);
        if (await repository.codeTaken(body.code)) throw codeTaken(body.code);
        let warehouseId: number;
        try {
          warehouseId = await repository.insert(values);
        } catch (error) {
          // Another request took the code between the check and the insert.
          if (isUniqueViolation(error)) throw codeTaken(body.code);
          throw error;
        }
        await createLocationsRepository(tx).insertMany(
          firstLocations(warehouseId, body.standardAreas),
        );
        const warehouse = await requireWarehouse(tx, body.code);
        await auditTrail(tx, { actor, ip }).created(
          'warehouse',
          warehouse.code,
          warehouseRecord(warehouse),
        );
        return warehouse;
      });
    },

    async update(actor: Actor, code: string, body: UpdateBody, ip: string): Promise<Warehouse> {
      return deps.db.transaction(async (tx) => {
        const repository = createWarehousesRepository(tx);
        const row = await repository.findForChange(code);
        if (!row) throw notFound(code);
        const before = mapWarehouse(row);
        const address = body.address ?? before.address;
        const phone =
          body.phone !== undefined && body.phoneCountry !== undefined
            ? { number: body.phone, country: body.phoneCountry }
            : undefined;
        const checked = await checkedValues(
          {
            address: { ...address, line2: address.line2 ?? null },
            gstin: body.gstin !== undefined ? body.gstin : before.gstin,
            timezone: body.timezone ?? before.timezone,
          },
          phone,
        );
        const changes: Partial<WarehouseValues> = {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.address ? addressColumns(body.address) : {}),
          ...(body.gstin !== undefined ? { gstin: body.gstin } : {}),
          ...(body.timezone !== undefined ? { timezone: checked.timezone } : {}),
          ...(body.contactName !== undefined ? { contactName: body.contactName } : {}),
          ...(phone && checked.phone ? { phone: checked.phone, phoneCountry: phone.country } : {}),
          ...(body.email !== undefined ? { email: body.email } : {}),
        };
        await repository.update(row.id, changes);
        const after = await requireWarehouse(tx, row.code);
        await auditTrail(tx, { actor, ip }).updated(
          'warehouse',
          row.code,
          warehouseRecord(before),
          warehouseRecord(after),
        );
        return after;
      });
    },

    async changeStatus(
      actor: Actor,
      body: ChangeCatalogueStatusBody,
      ip: string,
    ): Promise<ChangeActiveStatusResult> {
      const results = await deps.db.transaction((tx) => {
        const repository = createWarehousesRepository(tx);
        return switchCatalogueStatus({
          codes: body.codes,
          isActive: body.isActive,
          lockRows: (codes) => repository.findManyForChange(codes),
          setStatus: (row, status) => repository.setStatus(row.id, status),
          audit: auditTrail(tx, { actor, ip }),
          entity: 'warehouse',
          notFoundMessage: 'No warehouse has this code.',
        });
      });
      return { results };
    },

    /**
     * Deletes a warehouse and its locations, when no record refers to any of them; one in use is
     * deactivated instead.
     */
    async remove(actor: Actor, code: string, ip: string): Promise<string> {
      return deps.db.transaction(async (tx) => {
        const repository = createWarehousesRepository(tx);
        const row = await repository.findForChange(code);
        if (!row) throw notFound(code);
        try {
          await createLocationsRepository(tx).removeAllOf(row.id);
          await repository.remove(row.id);
        } catch (error) {
          if (isStillReferenced(error)) {
            throw new AppError(
              'CONFLICT',
              `Records refer to warehouse ${row.code} or its locations; deactivate it instead.`,
            );
          }
          throw error;
        }
        await auditTrail(tx, { actor, ip }).deleted(
          'warehouse',
          row.code,
          warehouseRecord(mapWarehouse(row)),
        );
        return row.code;
      });
    },
  };
}
export type WarehousesService = ReturnType<typeof createWarehousesService>;

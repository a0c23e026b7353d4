import type { ChangeActiveStatusResult } from '@depot/contracts/active-status';
import type { ChangeCatalogueStatusBody } from '@depot/contracts/catalogue';
import type { ListResult } from '@depot/contracts/common';
import { readablePhone } from '@depot/contracts/phone';
import { vendorFieldLabels } from '@depot/contracts/vendor-fields';
import {
  type createVendorBodySchema,
  type updateVendorBodySchema,
  VENDOR_OPTIONS_LIMIT,
  type Vendor,
  type VendorFilters,
  type VendorListQuery,
  type VendorOption,
  type vendorOptionsQuerySchema,
} from '@depot/contracts/vendors';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, invalidFields } from '../../lib/app-error.ts';
import { auditTrail } from '../../lib/audit.ts';
import { statusLabel, switchCatalogueStatus } from '../../lib/catalogue-status.ts';
import { type CsvFile, type CsvRow, datedFileName, EXPORT_BATCH_SIZE } from '../../lib/csv.ts';
import { isStillReferenced, isUniqueViolation } from '../../lib/database-errors.ts';
import { cellAs, exportColumns } from '../../lib/export-columns.ts';
import type { PlaceNames, ReferenceService } from '../reference/reference.service.ts';
import type { UsersService } from '../users/users.service.ts';
import {
  createVendorsRepository,
  type VendorRow,
  type VendorValues,
} from './vendors.repository.ts';

type CreateBody = z.output<typeof createVendorBodySchema>;
type UpdateBody = z.output<typeof updateVendorBodySchema>;
type Address = CreateBody['address'];

function mapVendor(row: VendorRow): Vendor {
  return {
    code: row.code,
    user: { code: row.userCode, businessName: row.userBusinessName },
    name: row.name,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    phoneCountry: row.phoneCountry,
    taxId: row.taxId,
    address: {
      line1: row.addressLine1,
      line2: row.addressLine2,
      city: row.city,
      state: row.stateCode,
      country: row.countryCode,
      postalCode: row.postalCode,
    },
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A vendor as the audit log keeps it: the record, its client by code alone. */
function vendorRecord(vendor: Vendor) {
  const { user, ...record } = vendor;
  return { ...record, user: { code: user.code } };
}

/** The columns of an address. */
function addressValues(address: Address) {
  return {
    addressLine1: address.line1,
    addressLine2: address.line2 ?? null,
    city: address.city,
    stateCode: address.state,
    countryCode: address.country,
    postalCode: address.postalCode,
  };
}

/** The vendors export: a column for each field, headed by its words, or the reason it has none. */
const vendorExport = exportColumns<Vendor, Vendor, PlaceNames>()(vendorFieldLabels, {
  code: (vendor) => vendor.code,
  'user.code': (vendor) => vendor.user.code,
  'user.businessName': (vendor) => vendor.user.businessName,
  name: (vendor) => vendor.name,
  contactName: (vendor) => vendor.contactName,
  email: (vendor) => vendor.email,
  phone: cellAs.phone((vendor) => readablePhone(vendor.phone)),
  phoneCountry: (vendor) => vendor.phoneCountry,
  taxId: (vendor) => vendor.taxId ?? '',
  'address.line1': (vendor) => vendor.address.line1,
  'address.line2': (vendor) => vendor.address.line2 ?? '',
  'address.city': (vendor) => vendor.address.city,
  'address.state': (vendor, places) => places.state(vendor.address.country, vendor.address.state),
  'address.country': (vendor, places) => places.country(vendor.address.country),
  'address.postalCode': (vendor) => vendor.address.postalCode,
  status: (vendor) => statusLabel(vendor.status),
  createdAt: cellAs.moment((vendor) => vendor.createdAt),
  // Exported by their parts.
  user: false,
  address: false,
  // Read on the vendor's own screen.
  updatedAt: false,
});

const notFound = (code: string) => new AppError('NOT_FOUND', `There is no vendor ${code}.`);
const nameTaken = (name: string, client: string) =>
  new AppError('CONFLICT', `${client} already has a vendor named ${name}.`, [
    { path: 'name', message: `is already the name of another vendor of ${client}` },
  ]);

export function createVendorsService(deps: {
  db: Database;
  reference: ReferenceService;
  users: Pick<UsersService, 'activeUser' | 'partyAddressProblems' | 'partyPhone'>;
}) {
  async function requireVendor(db: Executor, code: string): Promise<Vendor> {
    const row = await createVendorsRepository(db).find(code);
    if (!row) throw notFound(code);
    return mapVendor(row);
  }

  async function* exportBatches(filters: VendorFilters): AsyncGenerator<CsvRow[]> {
    const repository = createVendorsRepository(deps.db);
    const places = await deps.reference.placeNames();
    for await (const batch of repository.exportBatches(filters, EXPORT_BATCH_SIZE)) {
      const rows = batch.map(mapVendor);
      await places.load(rows.map((vendor) => vendor.address.country));
      yield rows.map((vendor) => vendorExport.row(vendor, places));
    }
  }

  return {
    async options(query: z.output<typeof vendorOptionsQuerySchema>): Promise<VendorOption[]> {
      const rows = await createVendorsRepository(deps.db).options(
        query.user,
        query.q,
        VENDOR_OPTIONS_LIMIT,
      );
      return rows.map((row) => ({
        code: row.code,
        name: row.name,
        taxId: row.taxId,
        user: { code: row.userCode, businessName: row.userBusinessName },
        isActive: row.status === 'active',
      }));
    },

    /**
     * The active vendor of this client a document names (a goods receipt), share-locked until
     * the transaction ends; a 400 at `path` otherwise.
     */
    async vendorOf(db: Executor, userId: number, code: string, path: string) {
      const vendor = await createVendorsRepository(db).findSummary(code);
      const problem = !vendor
        ? `There is no vendor ${code}`
        : vendor.userId !== userId
          ? `${code} supplies another client: choose one of this client’s vendors`
          : vendor.status !== 'active'
            ? `${code} is inactive: choose an active vendor`
            : null;
      if (problem || !vendor) throw invalidFields([{ path, message: problem ?? '' }]);
      return vendor;
    },

    async list(query: VendorListQuery): Promise<ListResult<Vendor>> {
      const { items, ...counted } = await createVendorsRepository(deps.db).list(query);
      return {
        items: items.map(mapVendor),
        ...counted,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Every vendor matching the filters as a CSV file or workbook, in the list's order. */
    export(filters: VendorFilters): CsvFile {
      return {
        fileName: datedFileName('vendors'),
        columns: vendorExport.headers,
        kinds: vendorExport.kinds,
        batches: exportBatches(filters),
        countRows: (atMost) => createVendorsRepository(deps.db).exportCount(filters, atMost),
      };
    },

    get(code: string): Promise<Vendor> {
      return requireVendor(deps.db, code);
    },

    /** Adds a vendor to an active client, with the next code. */
    async create(actor: Actor, body: CreateBody, ip: string): Promise<Vendor> {
      const phone = deps.users.partyPhone(body.phone, body.phoneCountry);
      const problems = await deps.users.partyAddressProblems({
        address: body.address,
        taxId: body.taxId ?? null,
        checkAddress: true,
      });
      if (problems.length > 0) throw invalidFields(problems);
      return deps.db.transaction(async (tx) => {
        const repository = createVendorsRepository(tx);
        const client = await deps.users.activeUser(tx, body.userCode, 'userCode');
        if (await repository.nameTaken(client.id, body.name)) {
          throw nameTaken(body.name, client.businessName);
        }
        const values: VendorValues = {
          userId: client.id,
          name: body.name,
          contactName: body.contactName,
          email: body.email,
          phone,
          phoneCountry: body.phoneCountry,
          taxId: body.taxId ?? null,
          ...addressValues(body.address),
        };
        let created: { id: number; code: string };
        try {
          created = await repository.insert(values);
        } catch (error) {
          // Another request took the name between the check and the insert.
          if (isUniqueViolation(error, 'vendors_user_name_unique')) {
            throw nameTaken(body.name, client.businessName);
          }
          throw error;
        }
        const vendor = await requireVendor(tx, created.code);
        await auditTrail(tx, { actor, ip }).created('vendor', vendor.code, vendorRecord(vendor));
        return vendor;
      });
    },

    /** Changes the fields sent; the address and GSTIN are checked together, as a creation's. */
    async update(actor: Actor, code: string, body: UpdateBody, ip: string): Promise<Vendor> {
      return deps.db.transaction(async (tx) => {
        const repository = createVendorsRepository(tx);
        const row = await repository.findForChange(code);
        if (!row) throw notFound(code);
        const before = mapVendor(row);
        const taxId = body.taxId === undefined ? before.taxId : body.taxId;
        const problems = await deps.users.partyAddressProblems({
          address: body.address ?? before.address,
          taxId: body.taxId !== undefined || body.address ? taxId : null,
          checkAddress: body.address !== undefined,
        });
        if (problems.length > 0) throw invalidFields(problems);
        const changes: Partial<VendorValues> = {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.contactName !== undefined ? { contactName: body.contactName } : {}),
          ...(body.email !== undefined ? { email: body.email } : {}),
          ...(body.phone !== undefined && body.phoneCountry !== undefined
            ? {
                phone: deps.users.partyPhone(body.phone, body.phoneCountry),
                phoneCountry: body.phoneCountry,
              }
            : {}),
          ...(body.taxId !== undefined ? { taxId: body.taxId } : {}),
          ...(body.address ? addressValues(body.address) : {}),
        };
        if (
          changes.name !== undefined &&
          (await repository.nameTaken(row.userId, changes.name, row.id))
        ) {
          throw nameTaken(changes.name, before.user.businessName);
        }
        try {
          await repository.update(row.id, changes);
        } catch (error) {
          if (isUniqueViolation(error, 'vendors_user_name_unique') && changes.name !== undefined) {
            throw nameTaken(changes.name, before.user.businessName);
          }
          throw error;
        }
        const after = await requireVendor(tx, row.code);
        await auditTrail(tx, { actor, ip }).updated(
          'vendor',
          row.code,
          vendorRecord(before),
          vendorRecord(after),
        );
        return after;
      });
    },

    /** Switches vendors on or off by code, answered per code. */
    async changeStatus(
      actor: Actor,
      body: ChangeCatalogueStatusBody,
      ip: string,
    ): Promise<ChangeActiveStatusResult> {
      const results = await deps.db.transaction((tx) => {
        const repository = createVendorsRepository(tx);
        return switchCatalogueStatus({
          codes: body.codes,
          isActive: body.isActive,
          lockRows: (codes) => repository.findManyForChange(codes),
          setStatus: (row, status) => repository.setStatus(row.id, status),
          audit: auditTrail(tx, { actor, ip }),
          entity: 'vendor',
          notFoundMessage: 'No vendor has this code.',
        });
      });
      return { results };
    },

    /** Deletes a vendor; its History stays. */
    async remove(actor: Actor, code: string, ip: string): Promise<string> {
      return deps.db.transaction(async (tx) => {
        const repository = createVendorsRepository(tx);
        const row = await repository.findForChange(code);
        if (!row) throw notFound(code);
        try {
          await repository.remove(row.id);
        } catch (error) {
          if (isStillReferenced(error)) {
            throw new AppError(
              'CONFLICT',
              `Goods receipts name vendor ${row.code}; deactivate it instead.`,
            );
          }
          throw error;
        }
        await auditTrail(tx, { actor, ip }).deleted(
          'vendor',
          row.code,
          vendorRecord(mapVendor(row)),
        );
        return row.code;
      });
    },
  };
}
export type VendorsService = ReturnType<typeof createVendorsService>;

import type { ErrorDetail, ListResult } from '@depot/contracts/common';
import { amountDigitsProblem } from '@depot/contracts/money';
import { internationalPhone, readablePhone } from '@depot/contracts/phone';
import { shipmentFieldLabels } from '@depot/contracts/shipment-fields';
import {
  additionalDetailFields,
  additionalDetailLabels,
  type createShipmentBodySchema,
  deletableShipmentStatuses,
  missingAdditionalDetails,
  needsEwayBill,
  type Shipment,
  type ShipmentFilters,
  type ShipmentListQuery,
  shipmentStatusLabels,
  shipmentTransitions,
  type updateShipmentBodySchema,
} from '@depot/contracts/shipments';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, invalidFields } from '../../lib/app-error.ts';
import { auditTrail } from '../../lib/audit.ts';
import { type CsvFile, type CsvRow, datedFileName, EXPORT_BATCH_SIZE } from '../../lib/csv.ts';
import type { EventBus } from '../../lib/events.ts';
import { cellAs, exportColumns } from '../../lib/export-columns.ts';
import { formatAmount, trimAmount, trimMeasure } from '../../lib/money.ts';
import type { PlaceNames, ReferenceService } from '../reference/reference.service.ts';
import type { UsersService } from '../users/users.service.ts';
import {
  createShipmentsRepository,
  type ShipmentRow,
  type ShipmentValues,
} from './shipments.repository.ts';

type CreateBody = z.output<typeof createShipmentBodySchema>;
type UpdateBody = z.output<typeof updateShipmentBodySchema>;
type Consignee = CreateBody['consignee'];

/** The shipments export: a column for each field, headed by its words, or the reason it has none. */
const shipmentExport = exportColumns<Shipment, Shipment, PlaceNames>()(shipmentFieldLabels, {
  id: (shipment) => shipment.id,
  reference: (shipment) => shipment.reference,
  'user.code': (shipment) => shipment.user.code,
  'user.businessName': (shipment) => shipment.user.businessName,
  'consignee.name': (shipment) => shipment.consignee.name,
  'consignee.phone': cellAs.phone((shipment) => readablePhone(shipment.consignee.phone)),
  'consignee.address.city': (shipment) => shipment.consignee.address.city,
  'consignee.address.state': ({ consignee: { address } }, places) =>
    places.state(address.country, address.state),
  'consignee.address.country': ({ consignee: { address } }, places) =>
    places.country(address.country),
  'consignee.address.postalCode': (shipment) => shipment.consignee.address.postalCode,
  boxes: cellAs.count((shipment) => shipment.boxes),
  weightKg: cellAs.measure((shipment) => shipment.weightKg),
  // Three measures in one cell: a column of its own.
  lengthCm: {
    header: 'Size L × W × H (cm)',
    cell: (shipment) => `${shipment.lengthCm} × ${shipment.widthCm} × ${shipment.heightCm}`,
  },
  declaredValue: cellAs.money((shipment) => shipment.declaredValue),
  currency: (shipment) => shipment.currency,
  carrier: (shipment) => shipment.carrier ?? '',
  trackingNumber: (shipment) => shipment.trackingNumber ?? '',
  status: (shipment) => shipmentStatusLabels[shipment.status],
  'additionalDetails.invoiceNumber': (shipment) => shipment.additionalDetails.invoiceNumber ?? '',
  'additionalDetails.invoiceDate': cellAs.date(
    (shipment) => shipment.additionalDetails.invoiceDate ?? '',
  ),
  'additionalDetails.ewayBillNumber': (shipment) => shipment.additionalDetails.ewayBillNumber ?? '',
  'additionalDetails.hsnCodes': (shipment) => shipment.additionalDetails.hsnCodes.join(' '),
  createdAt: cellAs.moment((shipment) => shipment.createdAt),
  dispatchedAt: cellAs.moment((shipment) => shipment.dispatchedAt ?? ''),
  deliveredAt: cellAs.moment((shipment) => shipment.deliveredAt ?? ''),
  // Exported by their parts, or in the size's cell.
  user: false,
  consignee: false,
  additionalDetails: false,
  widthCm: false,
  heightCm: false,
  // Read on the shipment's own screen.
  missingDetails: false,
  updatedAt: false,
});

/**
 * A stored measure as the wire writes it: without trailing zeros ("12.500" → "12.5",
 * "2.000" → "2"), the same spelling however many decimals the column keeps. The console
 * converts and rounds for display in the person's units.
 */
const measure = trimMeasure;

export function mapShipment(row: ShipmentRow): Shipment {
  const shipment = {
    id: row.code,
    reference: row.reference,
    user: { code: row.userCode, businessName: row.userBusinessName },
    consignee: {
      name: row.consigneeName,
      phone: row.consigneePhone,
      phoneCountry: row.consigneePhoneCountry,
      email: row.consigneeEmail,
      address: {
        line1: row.addressLine1,
        line2: row.addressLine2,
        city: row.city,
        state: row.stateCode,
        country: row.countryCode,
        postalCode: row.postalCode,
      },
    },
    boxes: row.boxes,
    weightKg: measure(row.weightKg),
    lengthCm: measure(row.lengthCm),
    widthCm: measure(row.widthCm),
    heightCm: measure(row.heightCm),
    declaredValue: formatAmount(row.declaredValue, row.currency),
    currency: row.currency,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    status: row.status,
    additionalDetails: {
      invoiceNumber: row.invoiceNumber,
      invoiceDate: row.invoiceDate,
      ewayBillNumber: row.ewayBillNumber,
      hsnCodes: row.hsnCodes ?? [],
      contentsDescription: row.contentsDescription,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    dispatchedAt: row.dispatchedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
  return { ...shipment, missingDetails: missingOf(shipment) };
}

type Details = Shipment['additionalDetails'];
type Fields = Omit<
  Shipment,
  'id' | 'status' | 'missingDetails' | 'createdAt' | 'updatedAt' | 'dispatchedAt' | 'deliveredAt'
>;

function missingOf(
  shipment: Pick<Fields, 'declaredValue' | 'currency' | 'additionalDetails'> & {
    consignee: { address: { country: string } };
  },
) {
  return missingAdditionalDetails({
    declaredValue: shipment.declaredValue,
    currency: shipment.currency,
    consigneeCountry: shipment.consignee.address.country,
    additionalDetails: shipment.additionalDetails,
  });
}

/** What a person may change on a shipment: every field but the server's own. */
const editableFields = [
  'user',
  'reference',
  'consignee',
  'boxes',
  'weightKg',
  'lengthCm',
  'widthCm',
  'heightCm',
  'declaredValue',
  'currency',
  'carrier',
  'trackingNumber',
  'additionalDetails',
] as const satisfies ReadonlyArray<keyof Fields>;
type EditableField = (typeof editableFields)[number];

/** The body's name for a field: the user is chosen by its code. */
const bodyPath = (field: EditableField) => (field === 'user' ? 'userCode' : field);

/** A shipment as the audit log keeps it: the fields; its status moves have entries of their own. */
function shipmentRecord(shipment: Shipment) {
  const {
    missingDetails: _missing,
    createdAt: _created,
    updatedAt: _updated,
    status: _status,
    dispatchedAt: _dispatched,
    deliveredAt: _delivered,
    ...record
  } = shipment;
  return record;
}

/** The columns of the fields. */
function valuesOf(fields: Fields, userId: number): Omit<ShipmentValues, 'createdByMemberId'> {
  const { consignee, additionalDetails: details } = fields;
  return {
    userId,
    reference: fields.reference,
    consigneeName: consignee.name,
    consigneePhone: consignee.phone,
    consigneePhoneCountry: consignee.phoneCountry,
    consigneeEmail: consignee.email,
    addressLine1: consignee.address.line1,
    addressLine2: consignee.address.line2,
    city: consignee.address.city,
    stateCode: consignee.address.state,
    countryCode: consignee.address.country,
    postalCode: consignee.address.postalCode,
    boxes: fields.boxes,
    weightKg: fields.weightKg,
    lengthCm: fields.lengthCm,
    widthCm: fields.widthCm,
    heightCm: fields.heightCm,
    declaredValue: fields.declaredValue,
    currency: fields.currency,
    carrier: fields.carrier,
    trackingNumber: fields.trackingNumber,
    invoiceNumber: details.invoiceNumber,
    invoiceDate: details.invoiceDate,
    ewayBillNumber: details.ewayBillNumber,
    hsnCodes: details.hsnCodes,
    contentsDescription: details.contentsDescription,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const notFound = (code: string) =>
  new AppError('SHIPMENT_NOT_FOUND', `There is no shipment ${code}.`);

export function createShipmentsService(deps: {
  db: Database;
  reference: ReferenceService;
  users: Pick<UsersService, 'activeUser'>;
  events: Pick<EventBus, 'emit'>;
}) {
  /** The consignee as stored: the phone in international form, the state checked. */
  async function checkedConsignee(consignee: Consignee): Promise<Fields['consignee']> {
    const problems: ErrorDetail[] = [];
    const phone = internationalPhone(consignee.phone, consignee.phoneCountry);
    if (!phone) {
      problems.push({
        path: 'consignee.phone',
        message: `Enter a real phone number for ${consignee.phoneCountry}`,
      });
    }
    const { address } = consignee;
    const country = (await deps.reference.countries()).find(
      (entry) => entry.isoCode === address.country,
    );
    if (!country) {
      problems.push({
        path: 'consignee.address.country',
        message: `There is no country ${address.country}`,
      });
    } else {
      const states = await deps.reference.states(address.country);
      if (!states.some((state) => state.isoCode === address.state)) {
        problems.push({
          path: 'consignee.address.state',
          message: `There is no state ${address.state} in ${country.name}`,
        });
      } else {
        const problem = await deps.reference.postalCodeProblem(address);
        if (problem) problems.push({ path: 'consignee.address.postalCode', message: problem });
      }
    }
    if (problems.length > 0) throw invalidFields(problems);
    return {
      name: consignee.name,
      phone: phone ?? '',
      phoneCountry: consignee.phoneCountry,
      email: consignee.email ?? null,
      address: {
        line1: address.line1,
        line2: address.line2 ?? null,
        city: address.city,
        state: address.state,
        country: address.country,
        postalCode: address.postalCode,
      },
    };
  }

  /** The currency is a real one, and the value has no more decimals than it allows. */
  async function checkMoney(declaredValue: string, currency: string) {
    const known = (await deps.reference.currencies()).some((entry) => entry.code === currency);
    if (!known)
      throw invalidFields([{ path: 'currency', message: `There is no currency ${currency}` }]);
    const problem = amountDigitsProblem(trimAmount(declaredValue), currency);
    if (problem) throw invalidFields([{ path: 'declaredValue', message: problem }]);
  }

  async function requireShipment(db: Executor, code: string): Promise<Shipment> {
    const row = await createShipmentsRepository(db).find(code);
    if (!row) throw notFound(code);
    return mapShipment(row);
  }

  async function* exportBatches(filters: ShipmentFilters): AsyncGenerator<CsvRow[]> {
    const repository = createShipmentsRepository(deps.db);
    const places = await deps.reference.placeNames();
    for await (const batch of repository.exportBatches(filters, EXPORT_BATCH_SIZE)) {
      const shipments = batch.map(mapShipment);
      await places.load(shipments.map((shipment) => shipment.consignee.address.country));
      yield shipments.map((shipment) => shipmentExport.row(shipment, places));
    }
  }

  return {
    /** The command palette's matches, exact ones first, at most `limit`. */
    quickSearch: (q: string, limit: number) =>
      createShipmentsRepository(deps.db).quickSearch(q, limit),

    async list(query: ShipmentListQuery): Promise<ListResult<Shipment>> {
      const { items, ...counted } = await createShipmentsRepository(deps.db).list(query);
      return {
        items: items.map(mapShipment),
        ...counted,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Every shipment matching the filters as a file, in the list's order. */
    export(filters: ShipmentFilters): CsvFile {
      return {
        fileName: datedFileName('shipments'),
        columns: shipmentExport.headers,
        kinds: shipmentExport.kinds,
        batches: exportBatches(filters),
        countRows: (atMost) => createShipmentsRepository(deps.db).exportCount(filters, atMost),
      };
    },

    get(code: string): Promise<Shipment> {
      return requireShipment(deps.db, code);
    },

    /** Whether the papers are complete, for the form and the move to ready. */
    async additionalDetailsState(code: string) {
      const shipment = await requireShipment(deps.db, code);
      return {
        isFilled: shipment.missingDetails.length === 0,
        missing: shipment.missingDetails,
        needsEwayBill: needsEwayBill({
          declaredValue: shipment.declaredValue,
          currency: shipment.currency,
          consigneeCountry: shipment.consignee.address.country,
        }),
      };
    },

    /** A shipment exists (for its history): its id, or SHIPMENT_NOT_FOUND. */
    async existing(code: string): Promise<string> {
      return (await requireShipment(deps.db, code)).id;
    },

    /** Drafts a shipment with the next code. */
    async create(actor: Actor, body: CreateBody, ip: string): Promise<Shipment> {
      const consignee = await checkedConsignee(body.consignee);
      await checkMoney(body.declaredValue, body.currency);
      const details = body.additionalDetails ?? {};
      return deps.db.transaction(async (tx) => {
        const user = await deps.users.activeUser(tx, body.userCode, 'userCode');
        const fields: Fields = {
          user: { code: user.code, businessName: user.businessName },
          reference: body.reference,
          consignee,
          boxes: body.boxes,
          weightKg: body.weightKg,
          lengthCm: body.lengthCm,
          widthCm: body.widthCm,
          heightCm: body.heightCm,
          declaredValue: body.declaredValue,
          currency: body.currency,
          carrier: body.carrier ?? null,
          trackingNumber: body.trackingNumber ?? null,
          additionalDetails: {
            invoiceNumber: details.invoiceNumber ?? null,
            invoiceDate: details.invoiceDate ?? null,
            ewayBillNumber: details.ewayBillNumber ?? null,
            hsnCodes: details.hsnCodes ?? [],
            contentsDescription: details.contentsDescription ?? null,
          },
        };
        const created = await createShipmentsRepository(tx).insert({
          ...valuesOf(fields, user.id),
          createdByMemberId: actor.memberId,
        });
        const shipment = await requireShipment(tx, created.code);
        await auditTrail(tx, { actor, ip }).created('shipment', shipment.id, {
          ...shipmentRecord(shipment),
          status: shipment.status,
        });
        return shipment;
      });
    },

    /**
     * Changes the fields sent (the additional details field by field) and moves the status along
     * `shipmentTransitions`. Only what differs from the stored shipment counts as a change, so
     * a form sent whole is judged by what it changes.
     */
    async update(actor: Actor, code: string, body: UpdateBody, ip: string): Promise<Shipment> {
      const upper = code;
      // A body naming another shipment was meant for that one: refused, never applied here.
      if (body.id !== undefined && body.id !== upper) {
        throw invalidFields([
          { path: 'id', message: `This change is for ${upper}, not ${body.id}` },
        ]);
      }
      const outcome = await deps.db.transaction(async (tx) => {
        const repository = createShipmentsRepository(tx);
        const row = await repository.findForChange(upper);
        if (!row) throw notFound(upper);
        const before = mapShipment(row);

        const detailChanges = body.additionalDetails ?? {};
        const details: Details = { ...before.additionalDetails };
        for (const field of additionalDetailFields) {
          const value = detailChanges[field];
          if (value !== undefined) Object.assign(details, { [field]: value });
        }
        const currency = body.currency ?? before.currency;
        const declaredValue = body.declaredValue ?? before.declaredValue;
        const next: Fields = {
          user:
            body.userCode !== undefined && body.userCode !== before.user.code
              ? { code: body.userCode, businessName: before.user.businessName }
              : before.user,
          reference: body.reference ?? before.reference,
          consignee: body.consignee ? await checkedConsignee(body.consignee) : before.consignee,
          boxes: body.boxes ?? before.boxes,
          weightKg: body.weightKg !== undefined ? measure(body.weightKg) : before.weightKg,
          lengthCm: body.lengthCm !== undefined ? measure(body.lengthCm) : before.lengthCm,
          widthCm: body.widthCm !== undefined ? measure(body.widthCm) : before.widthCm,
          heightCm: body.heightCm !== undefined ? measure(body.heightCm) : before.heightCm,
          declaredValue,
          currency,
          carrier: body.carrier !== undefined ? body.carrier : before.carrier,
          trackingNumber:
            body.trackingNumber !== undefined ? body.trackingNumber : before.trackingNumber,
          additionalDetails: details,
        };
        if (body.currency !== undefined || body.declaredValue !== undefined) {
          await checkMoney(declaredValue, currency);
          next.declaredValue = formatAmount(declaredValue, currency);
        }
        const changed = editableFields.filter((field) => !same(before[field], next[field]));
        const from = before.status;
        const to = body.status ?? from;

        // What each status still takes: nothing once delivered or cancelled, and once
        // dispatched only a corrected tracking number and the move to delivered.
        if (from === 'delivered' || from === 'cancelled') {
          const refused = [...changed.map(bodyPath), ...(to !== from ? ['status'] : [])];
          if (refused.length > 0) {
            throw new AppError(
              'SHIPMENT_LOCKED',
              `${before.id} is ${from}: it cannot be changed any more.`,
              refused.map((path) => ({ path, message: `cannot change once ${from}` })),
            );
          }
        }
        if (from === 'dispatched') {
          const refused = changed.filter((field) => field !== 'trackingNumber').map(bodyPath);
          if (refused.length > 0) {
            throw new AppError(
              'SHIPMENT_LOCKED',
              `${before.id} is dispatched: only its tracking number can change (not ${refused.join(', ')}).`,
              refused.map((path) => ({ path, message: 'cannot change once dispatched' })),
            );
          }
        }
        if (to !== from && !shipmentTransitions[from].includes(to)) {
          throw new AppError(
            'SHIPMENT_STATUS_INVALID',
            `${before.id} cannot move from ${from} to ${to}.`,
            [{ path: 'status', message: `cannot move from ${from} to ${to}` }],
          );
        }
        if (to === 'ready') {
          const missing = missingOf(next);
          if (missing.length > 0) {
            throw new AppError(
              'SHIPMENT_DETAILS_MISSING',
              `${before.id} cannot be ready without: ${missing.map((field) => additionalDetailLabels[field].toLowerCase()).join(', ')}.`,
              missing.map((field) => ({
                path: `additionalDetails.${field}`,
                message: `${additionalDetailLabels[field]} is missing`,
              })),
            );
          }
        }
        if (to === 'dispatched') {
          const missing = (['carrier', 'trackingNumber'] as const).filter((field) => !next[field]);
          if (missing.length > 0) {
            throw new AppError(
              'SHIPMENT_DETAILS_MISSING',
              `${before.id} cannot be dispatched without its carrier and tracking number.`,
              missing.map((field) => ({
                path: field,
                message:
                  field === 'carrier' ? 'Enter the carrier' : 'Enter the carrier’s tracking number',
              })),
            );
          }
        }
        if (changed.length === 0 && to === from) {
          return { shipment: before, dispatched: false, creatorId: null };
        }

        let userId: number | null = null;
        if (changed.includes('user')) {
          const user = await deps.users.activeUser(tx, next.user.code, 'userCode');
          next.user = { code: user.code, businessName: user.businessName };
          userId = user.id;
        }
        const { userId: _userId, ...values } = valuesOf(next, userId ?? 0);
        await repository.update(
          row.id,
          userId === null ? values : { ...values, userId },
          to !== from ? to : undefined,
        );
        const after = await requireShipment(tx, row.code);
        const audit = auditTrail(tx, { actor, ip });
        if (changed.length > 0) {
          await audit.updated('shipment', row.code, shipmentRecord(before), shipmentRecord(after));
        }
        // A move of its own, so the History reads as the shipment's status timeline.
        if (to !== from) {
          await audit.statusChanged('shipment', row.code, { status: from }, { status: to });
        }
        return {
          shipment: after,
          dispatched: to !== from && to === 'dispatched',
          creatorId: row.createdByMemberId,
        };
      });
      if (outcome.dispatched) {
        await deps.events.emit('shipment.dispatched', {
          shipment: {
            id: outcome.shipment.id,
            reference: outcome.shipment.reference,
            consigneeName: outcome.shipment.consignee.name,
            carrier: outcome.shipment.carrier,
            trackingNumber: outcome.shipment.trackingNumber,
          },
          createdByMemberId: outcome.creatorId,
          by: actor,
        });
      }
      return outcome.shipment;
    },

    /** Deletes a shipment that has not left the warehouse. */
    async delete(actor: Actor, code: string, ip: string): Promise<{ id: string }> {
      const upper = code;
      return deps.db.transaction(async (tx) => {
        const repository = createShipmentsRepository(tx);
        const row = await repository.findForChange(upper);
        if (!row) throw notFound(upper);
        const shipment = mapShipment(row);
        if (!deletableShipmentStatuses.includes(shipment.status)) {
          throw new AppError(
            'SHIPMENT_NOT_DELETABLE',
            `${shipment.id} is ${shipment.status}: only a draft or ready shipment can be deleted.`,
          );
        }
        await repository.delete(row.id);
        await auditTrail(tx, { actor, ip }).deleted('shipment', shipment.id, {
          ...shipmentRecord(shipment),
          status: shipment.status,
        });
        return { id: shipment.id };
      });
    },
  };
}
export type ShipmentsService = ReturnType<typeof createShipmentsService>;

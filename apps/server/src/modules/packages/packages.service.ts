import type { ChangeActiveStatusResult } from '@depot/contracts/active-status';
import type { ChangeCatalogueStatusBody } from '@depot/contracts/catalogue';
import type { ErrorDetail, ListResult } from '@depot/contracts/common';
import { amountDigitsProblem } from '@depot/contracts/money';
import { packageFieldLabels } from '@depot/contracts/package-fields';
import {
  type BillingCycle,
  checkPackageAmounts,
  type createPackageBodySchema,
  type Package,
  type PackageFilters,
  type PackageListQuery,
  type PackageSummary,
  type RateZoneOption,
  type SubscriptionOption,
  type updatePackageBodySchema,
} from '@depot/contracts/packages';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, invalidFields } from '../../lib/app-error.ts';
import { auditTrail } from '../../lib/audit.ts';
import { statusLabel, switchCatalogueStatus } from '../../lib/catalogue-status.ts';
import { type CsvFile, type CsvRow, datedFileName, EXPORT_BATCH_SIZE } from '../../lib/csv.ts';
import { isStillReferenced, isUniqueViolation } from '../../lib/database-errors.ts';
import { cellAs, exportColumns } from '../../lib/export-columns.ts';
import { formatAmount, sameAmount, trimAmount } from '../../lib/money.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { ZonesService } from '../zones/zones.service.ts';
import {
  createPackagesRepository,
  type PackageRow,
  type PackageValues,
  type RateRow,
} from './packages.repository.ts';

type CreateBody = z.output<typeof createPackageBodySchema>;
type UpdateBody = z.output<typeof updatePackageBodySchema>;
type RateInput = CreateBody['rates'][number];
type RateZone = Awaited<ReturnType<ZonesService['zonesForRates']>>[number];

/**
 * How many client businesses are on each package, by package id (absent: none): the one count
 * the lists' subscriberCount and the PACKAGE_IN_USE refusal of a deletion both read. The users
 * area owns the subscriptions and gives it where the server is wired.
 */
export type SubscriberCounts = (db: Executor, packageIds: number[]) => Promise<Map<number, number>>;

function mapSummary(row: PackageRow, subscriberCount: number): PackageSummary {
  return {
    code: row.code,
    name: row.name,
    description: row.description,
    currency: row.currency,
    price: formatAmount(row.price, row.currency),
    billingCycle: row.billingCycle,
    limits: {
      warehouses: row.warehouses,
      ordersPerMonth: row.ordersPerMonth,
      teamSeats: row.teamSeats,
      skus: row.skus,
    },
    features: row.features,
    status: row.status,
    zoneCount: row.zoneCount,
    subscriberCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function mapPackage(row: PackageRow, rates: RateRow[], subscriberCount: number): Package {
  return {
    ...mapSummary(row, subscriberCount),
    rates: rates.map((rate) => ({
      zone: { code: rate.zoneCode, name: rate.zoneName, status: rate.zoneStatus },
      perShipment: formatAmount(rate.perShipment, row.currency),
      perKg: formatAmount(rate.perKg, row.currency),
    })),
  };
}

/** A package as the audit log keeps it: the record, without what other records make of it. */
function packageRecord(item: Package): Omit<Package, 'zoneCount' | 'subscriberCount'> {
  const { zoneCount: _zoneCount, subscriberCount: _subscriberCount, ...record } = item;
  return record;
}

const billingCycleLabels: Record<BillingCycle, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

/** The packages export: a column for each field, headed by its words, or the reason it has none. */
const packageExport = exportColumns<Package, PackageSummary>()(packageFieldLabels, {
  code: (item) => item.code,
  name: (item) => item.name,
  price: cellAs.money((item) => item.price),
  currency: (item) => item.currency,
  billingCycle: (item) => billingCycleLabels[item.billingCycle],
  'limits.warehouses': cellAs.count((item) => item.limits.warehouses),
  'limits.ordersPerMonth': cellAs.count((item) => item.limits.ordersPerMonth),
  'limits.teamSeats': cellAs.count((item) => item.limits.teamSeats),
  'limits.skus': cellAs.count((item) => item.limits.skus),
  zoneCount: cellAs.count((item) => item.zoneCount),
  subscriberCount: cellAs.count((item) => item.subscriberCount),
  status: (item) => statusLabel(item.status),
  updatedAt: cellAs.moment((item) => item.updatedAt),
  // Exported by its parts.
  limits: false,
  // Read on the package's own screen.
  description: false,
  features: false,
  rates: false,
  createdAt: false,
});

const notFound = (code: string) =>
  new AppError('PACKAGE_NOT_FOUND', `There is no package ${code}.`);
const codeTaken = (code: string) =>
  new AppError('PACKAGE_CODE_TAKEN', `A package with the code ${code} already exists.`, [
    { path: 'code', message: 'is already used by another package' },
  ]);
const inUse = (users: number) =>
  new AppError(
    'PACKAGE_IN_USE',
    `${users} ${users === 1 ? 'user is' : 'users are'} subscribed to this package; deactivate it instead.`,
  );

const inPlanHistory = () =>
  new AppError(
    'PACKAGE_IN_USE',
    'Client businesses were on this package before, and their plan history keeps it; deactivate it instead.',
  );

/** The columns of the fields sent, the limits spread into theirs; rates are written apart. */
function changedValues(body: UpdateBody): Partial<Omit<PackageValues, 'code'>> {
  const { limits, rates: _rates, ...fields } = body;
  return { ...fields, ...limits };
}

/**
 * The rates' zones: each must exist, and be active unless the package already prices it at
 * these amounts (a zone switched off stays priced where it was, but gains no new rate).
 */
function rateProblems(
  rates: RateInput[],
  zones: Map<string, RateZone>,
  existing: Map<string, RateRow>,
): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  for (const [index, rate] of rates.entries()) {
    const zone = zones.get(rate.zoneCode);
    const path = `rates.${index}.zoneCode`;
    if (!zone) {
      problems.push({ path, message: `There is no zone ${rate.zoneCode}` });
      continue;
    }
    if (zone.status === 'active') continue;
    const kept = existing.get(rate.zoneCode);
    if (!kept) {
      problems.push({ path, message: `Zone ${rate.zoneCode} is inactive` });
    } else if (
      !sameAmount(kept.perShipment, rate.perShipment) ||
      !sameAmount(kept.perKg, rate.perKg)
    ) {
      problems.push({
        path,
        message: `Zone ${rate.zoneCode} is inactive: keep its rate as it was, or remove it`,
      });
    }
  }
  return problems;
}

/**
 * Amounts the contract could not check against their currency: those sent without one (checked
 * against the package's), and those kept from before when the currency changes.
 */
function amountProblems(body: UpdateBody, row: PackageRow, rates: RateRow[]): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  const add = (path: (string | number)[], message: string) =>
    problems.push({ path: path.join('.'), message });
  if (body.currency === undefined) {
    checkPackageAmounts({ price: body.price, rates: body.rates }, row.currency, add);
    return problems;
  }
  if (body.currency === row.currency) return problems;
  if (body.price === undefined) {
    const problem = amountDigitsProblem(trimAmount(row.price), body.currency);
    if (problem) {
      add(['price'], `${problem} (the price is ${formatAmount(row.price, row.currency)} now)`);
    }
  }
  if (body.rates === undefined) {
    for (const [index, rate] of rates.entries()) {
      for (const field of ['perShipment', 'perKg'] as const) {
        const problem = amountDigitsProblem(trimAmount(rate[field]), body.currency);
        if (problem) add(['rates', index, field], `Zone ${rate.zoneCode}: ${problem}`);
      }
    }
  }
  return problems;
}

export function createPackagesService(deps: {
  db: Database;
  zones: ZonesService;
  reference: ReferenceService;
  subscriberCounts: SubscriberCounts;
}) {
  const { subscriberCounts } = deps;

  async function currencyProblems(currency: string): Promise<ErrorDetail[]> {
    const known = (await deps.reference.currencies()).some((entry) => entry.code === currency);
    return known ? [] : [{ path: 'currency', message: `There is no currency ${currency}` }];
  }

  async function withRates(db: Executor, row: PackageRow): Promise<Package> {
    const rates = await createPackagesRepository(db).ratesOf([row.id]);
    const subscribers = await subscriberCounts(db, [row.id]);
    return mapPackage(row, rates, subscribers.get(row.id) ?? 0);
  }

  async function requirePackage(db: Executor, code: string): Promise<Package> {
    const row = await createPackagesRepository(db).find(code);
    if (!row) throw notFound(code);
    return withRates(db, row);
  }

  /** The zones the rates name, by code, held until the transaction ends. */
  async function rateZones(tx: Executor, rates: RateInput[]): Promise<Map<string, RateZone>> {
    const zones = await deps.zones.zonesForRates(
      tx,
      rates.map((rate) => rate.zoneCode),
    );
    return new Map(zones.map((zone) => [zone.code, zone]));
  }

  function ratesToWrite(rates: RateInput[], zones: Map<string, RateZone>) {
    return rates.map((rate) => {
      const zone = zones.get(rate.zoneCode);
      if (!zone) throw new Error(`zone ${rate.zoneCode} was not checked`);
      return { zoneId: zone.id, perShipment: rate.perShipment, perKg: rate.perKg };
    });
  }

  /** The export's rows, read a batch at a time after the previous batch's last row. */
  async function* exportBatches(filters: PackageFilters): AsyncGenerator<CsvRow[]> {
    const repository = createPackagesRepository(deps.db);
    const batches = repository.exportBatches(filters, EXPORT_BATCH_SIZE);
    for await (const batch of batches) {
      const subscribers = await subscriberCounts(
        deps.db,
        batch.map((row) => row.id),
      );
      yield batch.map((row) => packageExport.row(mapSummary(row, subscribers.get(row.id) ?? 0)));
    }
  }

  return {
    /** The command palette's matches, exact ones first, at most `limit`. */
    quickSearch: (q: string, limit: number) =>
      createPackagesRepository(deps.db).quickSearch(q, limit),

    async list(query: PackageListQuery): Promise<ListResult<PackageSummary>> {
      const { items, ...counted } = await createPackagesRepository(deps.db).list(query);
      const subscribers = await subscriberCounts(
        deps.db,
        items.map((row) => row.id),
      );
      return {
        items: items.map((row) => mapSummary(row, subscribers.get(row.id) ?? 0)),
        ...counted,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Every package matching the filters as a CSV file, in the list's order. */
    export(filters: PackageFilters): CsvFile {
      return {
        fileName: datedFileName('packages'),
        columns: packageExport.headers,
        kinds: packageExport.kinds,
        batches: exportBatches(filters),
        countRows: (atMost) => createPackagesRepository(deps.db).exportCount(filters, atMost),
      };
    },

    async subscriptionOptions(): Promise<SubscriptionOption[]> {
      const rows = await createPackagesRepository(deps.db).subscriptionOptions();
      return rows.map((row) => ({ ...row, price: formatAmount(row.price, row.currency) }));
    },

    zoneOptions(): Promise<RateZoneOption[]> {
      return deps.zones.options();
    },

    get(code: string): Promise<Package> {
      return requirePackage(deps.db, code);
    },

    /**
     * The package to put a client business on: it must exist and be active (a deactivated
     * package stays with those already on it, but nobody new is given it). Held (key share)
     * until the caller's transaction ends, so it cannot be deleted under the new subscription.
     */
    async forNewSubscription(tx: Executor, code: string): Promise<Package> {
      const row = await createPackagesRepository(tx).findForSubscription(code.toUpperCase());
      if (!row) throw notFound(code.toUpperCase());
      if (row.status !== 'active') {
        throw new AppError(
          'PACKAGE_INACTIVE',
          `The package ${row.code} is deactivated: choose an active package, or activate it first.`,
          [{ path: 'packageCode', message: `${row.code} is deactivated` }],
        );
      }
      return withRates(tx, row);
    },

    async create(actor: Actor, body: CreateBody, ip: string): Promise<Package> {
      const problems = await currencyProblems(body.currency);
      return deps.db.transaction(async (tx) => {
        const repository = createPackagesRepository(tx);
        const zones = await rateZones(tx, body.rates);
        problems.push(...rateProblems(body.rates, zones, new Map()));
        if (problems.length > 0) throw invalidFields(problems);
        if (await repository.codeTaken(body.code)) throw codeTaken(body.code);
        let packageId: number;
        try {
          packageId = await repository.insert({
            code: body.code,
            name: body.name,
            description: body.description,
            currency: body.currency,
            price: body.price,
            billingCycle: body.billingCycle,
            ...body.limits,
            features: body.features,
          });
        } catch (error) {
          // Another request took the code between the check and the insert.
          if (isUniqueViolation(error)) throw codeTaken(body.code);
          throw error;
        }
        await repository.replaceRates(packageId, ratesToWrite(body.rates, zones));
        const created = await requirePackage(tx, body.code);
        await auditTrail(tx, { actor, ip }).created('package', body.code, packageRecord(created));
        return created;
      });
    },

    /**
     * Changes any field but the code; rates sent replace the whole grid. Every amount the
     * package ends up with fits its currency, whether sent now or kept from before.
     */
    async update(actor: Actor, code: string, body: UpdateBody, ip: string): Promise<Package> {
      return deps.db.transaction(async (tx) => {
        const repository = createPackagesRepository(tx);
        const row = await repository.findForChange(code);
        if (!row) throw notFound(code);
        const rates = await repository.ratesOf([row.id]);
        const problems = [
          ...(body.currency !== undefined && body.currency !== row.currency
            ? await currencyProblems(body.currency)
            : []),
          ...amountProblems(body, row, rates),
        ];
        let zones = new Map<string, RateZone>();
        if (body.rates) {
          zones = await rateZones(tx, body.rates);
          const existing = new Map(rates.map((rate) => [rate.zoneCode, rate]));
          problems.push(...rateProblems(body.rates, zones, existing));
        }
        if (problems.length > 0) throw invalidFields(problems);
        const before = await withRates(tx, row);
        await repository.update(row.id, changedValues(body));
        if (body.rates) await repository.replaceRates(row.id, ratesToWrite(body.rates, zones));
        const after = await requirePackage(tx, row.code);
        await auditTrail(tx, { actor, ip }).updated(
          'package',
          row.code,
          packageRecord(before),
          packageRecord(after),
        );
        return after;
      });
    },

    /** Switches packages on or off, answered per code. */
    async changeStatus(
      actor: Actor,
      body: ChangeCatalogueStatusBody,
      ip: string,
    ): Promise<ChangeActiveStatusResult> {
      const results = await deps.db.transaction((tx) => {
        const repository = createPackagesRepository(tx);
        return switchCatalogueStatus({
          codes: body.codes,
          isActive: body.isActive,
          lockRows: (codes) => repository.findManyForChange(codes),
          setStatus: (row, status) => repository.setStatus(row.id, status),
          audit: auditTrail(tx, { actor, ip }),
          entity: 'package',
          notFoundMessage: 'No package has this code.',
        });
      });
      return { results };
    },

    /** Deletes a package nobody is on, with its rates; one in use is deactivated instead. */
    async remove(actor: Actor, code: string, ip: string): Promise<string> {
      return deps.db.transaction(async (tx) => {
        const repository = createPackagesRepository(tx);
        const row = await repository.findForChange(code);
        if (!row) throw notFound(code);
        const subscribers = (await subscriberCounts(tx, [row.id])).get(row.id) ?? 0;
        if (subscribers > 0) throw inUse(subscribers);
        const before = await withRates(tx, row);
        try {
          await repository.remove(row.id);
        } catch (error) {
          // Past subscriptions keep naming the package: the plan history refuses its deletion.
          if (isStillReferenced(error)) throw inPlanHistory();
          throw error;
        }
        await auditTrail(tx, { actor, ip }).deleted('package', row.code, packageRecord(before));
        return row.code;
      });
    },
  };
}
export type PackagesService = ReturnType<typeof createPackagesService>;

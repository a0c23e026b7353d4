import type { ChangeActiveStatusResult } from '@depot/contracts/active-status';
import type { ErrorDetail, ListResult } from '@depot/contracts/common';
import { gstinProblem } from '@depot/contracts/gstin';
import { internationalPhone, readablePhone } from '@depot/contracts/phone';
import type {
  createUserBodySchema,
  PlanStatus,
  User,
  UserFilters,
  UserListQuery,
  updateUserBodySchema,
} from '@depot/contracts/users';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, invalidFields } from '../../lib/app-error.ts';
import { auditTrail } from '../../lib/audit.ts';
import { statusLabel, switchCatalogueStatus } from '../../lib/catalogue-status.ts';
import { type CsvCell, type CsvFile, datedFileName, EXPORT_BATCH_SIZE } from '../../lib/csv.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { keysetBatches } from '../../lib/lists.ts';
import type { PackagesService, SubscriberCounts } from '../packages/packages.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import { createUsersRepository, type UserRow, type UserValues } from './users.repository.ts';

type CreateBody = z.output<typeof createUserBodySchema>;
type UpdateBody = z.output<typeof updateUserBodySchema>;
type Address = CreateBody['address'];

const cycleMonths = { monthly: 1, quarterly: 3, yearly: 12 } as const;

function mapUser(row: UserRow): User {
  return {
    code: row.code,
    businessName: row.businessName,
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
    timezone: row.timezone,
    currency: row.currency,
    status: row.status,
    plan:
      row.packageCode && row.packageName && row.periodStart && row.periodEnd && row.planStatus
        ? {
            package: { code: row.packageCode, name: row.packageName },
            status: row.planStatus,
            periodStart: row.periodStart,
            periodEnd: row.periodEnd,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A user as the audit log keeps it: the record, without the plan's status of the day. */
function userRecord(user: User) {
  const { plan, ...record } = user;
  return { ...record, plan: plan ? { ...plan, status: undefined } : null };
}

const planStatusLabels: Record<PlanStatus, string> = {
  active: 'Active',
  expiring: 'Expiring',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

const exportColumns = [
  'Code',
  'Business',
  'Contact',
  'Email',
  'Phone',
  'GSTIN / tax id',
  'City',
  'State',
  'Country',
  'Package',
  'Plan status',
  'Period end',
  'Status',
  'Created at',
] as const;

const notFound = (code: string) => new AppError('USER_NOT_FOUND', `There is no user ${code}.`);
const emailTaken = () =>
  new AppError('USER_EMAIL_TAKEN', 'A user with this email already exists.', [
    { path: 'email', message: 'is already used by another user' },
  ]);

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

/**
 * Time zones Node's ICU knows. Its list names each zone once, by its canonical name, which may
 * be an older alias ("Asia/Calcutta"); a name it resolves ("Asia/Kolkata") counts too.
 */
const knownTimeZones = new Set(Intl.supportedValuesOf('timeZone'));
function isTimeZone(name: string): boolean {
  if (knownTimeZones.has(name)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$/.test(name);
  } catch {
    return false;
  }
}

/**
 * How many client businesses are on each package: those whose current plan is on it and still
 * running (active or expiring). Passed to the packages service where the server is wired.
 */
export const countSubscribers: SubscriberCounts = (db, packageIds) =>
  createUsersRepository(db).subscriberCounts(packageIds);

export function createUsersService(deps: {
  db: Database;
  reference: ReferenceService;
  packages: Pick<PackagesService, 'forNewSubscription'>;
}) {
  async function countryOf(code: string) {
    return (await deps.reference.countries()).find((country) => country.isoCode === code);
  }

  async function stateName(country: string, state: string): Promise<string | null> {
    const states = await deps.reference.states(country);
    return states.find((entry) => entry.isoCode === state)?.name ?? null;
  }

  /**
   * What the contract could not check: the address's country and state against the reference
   * data, a GSTIN's state, the time zone and currency. Answers the values to store for the time
   * zone and currency, the country's where none is given.
   */
  async function checkDetails(input: {
    address: Address;
    taxId: string | null;
    timezone: string | undefined;
    currency: string | undefined;
    checkAddress: boolean;
  }): Promise<{ problems: ErrorDetail[]; timezone: string | null; currency: string | null }> {
    const problems: ErrorDetail[] = [];
    const { address } = input;
    const country = await countryOf(address.country);
    let state: string | null = null;
    if (!country) {
      problems.push({ path: 'address.country', message: `There is no country ${address.country}` });
    } else {
      state = await stateName(address.country, address.state);
      if (!state && input.checkAddress) {
        problems.push({
          path: 'address.state',
          message: `There is no state ${address.state} in ${country.name}`,
        });
      }
    }
    if (address.country === 'IN' && input.taxId && state) {
      const problem = gstinProblem(input.taxId, state);
      if (problem) problems.push({ path: 'taxId', message: problem });
    }
    const timezone = input.timezone ?? country?.timezones[0]?.zoneName ?? null;
    if (input.timezone !== undefined) {
      const ofCountry = country?.timezones.some((zone) => zone.zoneName === input.timezone);
      if (!ofCountry && !isTimeZone(input.timezone)) {
        problems.push({ path: 'timezone', message: `There is no time zone ${input.timezone}` });
      }
    } else if (country && !timezone) {
      problems.push({ path: 'timezone', message: `Choose the time zone for ${country.name}` });
    }
    const currency = input.currency ?? country?.currency ?? null;
    if (input.currency !== undefined) {
      const known = (await deps.reference.currencies()).some(
        (entry) => entry.code === input.currency,
      );
      if (!known)
        problems.push({ path: 'currency', message: `There is no currency ${input.currency}` });
    } else if (country && !currency) {
      problems.push({ path: 'currency', message: `Choose the currency for ${country.name}` });
    }
    return { problems, timezone, currency };
  }

  function storedPhone(phone: string, country: string): string {
    const international = internationalPhone(phone, country);
    if (!international) {
      throw invalidFields([{ path: 'phone', message: `Enter a real phone number for ${country}` }]);
    }
    return international;
  }

  async function requireUser(db: Executor, code: string): Promise<User> {
    const row = await createUsersRepository(db).find(code);
    if (!row) throw notFound(code);
    return mapUser(row);
  }

  /** The package to start on, its "not found" pointed at the field that named it. */
  async function packageFor(tx: Executor, code: string) {
    try {
      return await deps.packages.forNewSubscription(tx, code);
    } catch (error) {
      if (error instanceof AppError && error.code === 'PACKAGE_NOT_FOUND') {
        throw new AppError(error.code, error.message, [
          { path: 'packageCode', message: `There is no package ${code.toUpperCase()}` },
        ]);
      }
      throw error;
    }
  }

  async function* exportRows(filters: UserFilters): AsyncGenerator<CsvCell[]> {
    const repository = createUsersRepository(deps.db);
    const countries = new Map(
      (await deps.reference.countries()).map((country) => [country.isoCode, country.name]),
    );
    // Each country's state names, looked up once per export rather than once per row.
    const statesByCountry = new Map<string, Map<string, string>>();
    const stateNames = async (country: string) => {
      let names = statesByCountry.get(country);
      if (!names) {
        const states = countries.has(country) ? await deps.reference.states(country) : [];
        names = new Map(states.map((state) => [state.isoCode, state.name]));
        statesByCountry.set(country, names);
      }
      return names;
    };
    const batches = keysetBatches(
      (cursor, size) => repository.exportBatch(filters, cursor, size),
      EXPORT_BATCH_SIZE,
    );
    for await (const batch of batches) {
      for (const row of batch) {
        const user = mapUser(row);
        yield [
          user.code,
          user.businessName,
          user.contactName,
          user.email,
          readablePhone(user.phone),
          user.taxId ?? '',
          user.address.city,
          (await stateNames(user.address.country)).get(user.address.state) ?? user.address.state,
          countries.get(user.address.country) ?? user.address.country,
          user.plan?.package.code ?? '',
          user.plan ? planStatusLabels[user.plan.status] : '',
          user.plan?.periodEnd ?? '',
          statusLabel(user.status),
          user.createdAt,
        ];
      }
    }
  }

  return {
    async list(query: UserListQuery): Promise<ListResult<User>> {
      const { items, ...counted } = await createUsersRepository(deps.db).list(query);
      return {
        items: items.map(mapUser),
        ...counted,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Every user matching the filters as a CSV file, in the list's order. */
    export(filters: UserFilters): CsvFile {
      return {
        fileName: datedFileName('users'),
        columns: exportColumns,
        rows: exportRows(filters),
      };
    },

    get(code: string): Promise<User> {
      return requireUser(deps.db, code.toUpperCase());
    },

    /** Adds a business with the next code; with a package, on it from today. */
    async create(actor: Actor, body: CreateBody, ip: string): Promise<User> {
      const phone = storedPhone(body.phone, body.phoneCountry);
      const checked = await checkDetails({
        address: body.address,
        taxId: body.taxId ?? null,
        timezone: body.timezone,
        currency: body.currency,
        checkAddress: true,
      });
      if (checked.problems.length > 0) throw invalidFields(checked.problems);
      return deps.db.transaction(async (tx) => {
        const repository = createUsersRepository(tx);
        if (await repository.emailInUse(body.email)) throw emailTaken();
        const plan = body.packageCode ? await packageFor(tx, body.packageCode) : null;
        let created: { id: number; code: string };
        try {
          created = await repository.insert({
            businessName: body.businessName,
            contactName: body.contactName,
            email: body.email,
            phone,
            phoneCountry: body.phoneCountry,
            taxId: body.taxId ?? null,
            ...addressValues(body.address),
            timezone: checked.timezone ?? '',
            currency: checked.currency ?? '',
          });
        } catch (error) {
          // Another request took the email between the check and the insert.
          if (isUniqueViolation(error)) throw emailTaken();
          throw error;
        }
        if (plan) {
          await repository.startPlan(created.id, plan.code, cycleMonths[plan.billingCycle]);
        }
        const user = await requireUser(tx, created.code);
        await auditTrail(tx, { actor, ip }).created('user', user.code, userRecord(user));
        return user;
      });
    },

    /** Changes the fields sent; the result is checked whole, as a creation is. */
    async update(actor: Actor, code: string, body: UpdateBody, ip: string): Promise<User> {
      return deps.db.transaction(async (tx) => {
        const repository = createUsersRepository(tx);
        const row = await repository.findForChange(code.toUpperCase());
        if (!row) throw notFound(code.toUpperCase());
        const before = mapUser(row);
        const address = body.address ?? before.address;
        const taxId = body.taxId === undefined ? before.taxId : body.taxId;
        const checked = await checkDetails({
          address,
          taxId: body.taxId !== undefined || body.address ? taxId : null,
          timezone: body.timezone,
          currency: body.currency,
          checkAddress: body.address !== undefined,
        });
        if (checked.problems.length > 0) throw invalidFields(checked.problems);
        const changes: Partial<UserValues> = {
          ...(body.businessName !== undefined ? { businessName: body.businessName } : {}),
          ...(body.contactName !== undefined ? { contactName: body.contactName } : {}),
          ...(body.email !== undefined ? { email: body.email } : {}),
          ...(body.phone !== undefined && body.phoneCountry !== undefined
            ? {
                phone: storedPhone(body.phone, body.phoneCountry),
                phoneCountry: body.phoneCountry,
              }
            : {}),
          ...(body.taxId !== undefined ? { taxId: body.taxId } : {}),
          ...(body.address ? addressValues(body.address) : {}),
          ...(body.timezone !== undefined ? { timezone: body.timezone } : {}),
          ...(body.currency !== undefined ? { currency: body.currency } : {}),
        };
        if (changes.email !== undefined && changes.email !== before.email) {
          if (await repository.emailInUse(changes.email, row.id)) throw emailTaken();
        }
        try {
          await repository.update(row.id, changes);
        } catch (error) {
          if (isUniqueViolation(error)) throw emailTaken();
          throw error;
        }
        const after = await requireUser(tx, row.code);
        await auditTrail(tx, { actor, ip }).updated(
          'user',
          row.code,
          userRecord(before),
          userRecord(after),
        );
        return after;
      });
    },

    /** Switches users on or off by code (change-active-status), answered per code. */
    async changeStatus(
      actor: Actor,
      codes: string[],
      isActive: boolean,
      ip: string,
    ): Promise<ChangeActiveStatusResult['results']> {
      return deps.db.transaction((tx) => {
        const repository = createUsersRepository(tx);
        return switchCatalogueStatus({
          codes,
          isActive,
          lockRows: (upper) => repository.findManyForChange(upper),
          setStatus: (row, status) => repository.setStatus(row.id, status),
          audit: auditTrail(tx, { actor, ip }),
          entity: 'user',
          notFoundMessage: 'No user has this code.',
        });
      });
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;

import type { ChangeActiveStatusResult } from '@depot/contracts/active-status';
import type { ListResult } from '@depot/contracts/common';
import { internationalPhone, readablePhone } from '@depot/contracts/phone';
import { userFieldLabels } from '@depot/contracts/user-fields';
import {
  type createUserBodySchema,
  planStatusLabels,
  USER_OPTIONS_LIMIT,
  type User,
  type UserFilters,
  type UserListQuery,
  type UserOption,
  type updateUserBodySchema,
} from '@depot/contracts/users';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, invalidFields } from '../../lib/app-error.ts';
import { auditTrail } from '../../lib/audit.ts';
import { statusLabel, switchCatalogueStatus } from '../../lib/catalogue-status.ts';
import { type CsvFile, type CsvRow, datedFileName, EXPORT_BATCH_SIZE } from '../../lib/csv.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import type { EventBus } from '../../lib/events.ts';
import { cellAs, exportColumns } from '../../lib/export-columns.ts';
import type { PackagesService, SubscriberCounts } from '../packages/packages.service.ts';
import type { PlaceNames, ReferenceService } from '../reference/reference.service.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';
import { packageFor } from './plan-packages.ts';
import {
  type AddressInput,
  addressValues,
  createDetailChecks,
  cycleMonths,
  mapUser,
  phoneProblem,
  userRecord,
  userValues,
} from './user-details.ts';
import { createUsersRepository, type UserValues } from './users.repository.ts';

type CreateBody = z.output<typeof createUserBodySchema>;
type UpdateBody = z.output<typeof updateUserBodySchema>;

/**
 * The users export: a column for each field, headed by its words, or the reason it has none.
 * The import template's columns come first after the code, in its order and under its headers,
 * each written as the import reads it back (a state and country by name, the plan by its
 * package's code), so that an exported file, corrected, imports again.
 */
const userExport = exportColumns<User, User, PlaceNames>()(userFieldLabels, {
  code: (user) => user.code,
  businessName: (user) => user.businessName,
  contactName: (user) => user.contactName,
  email: (user) => user.email,
  phone: cellAs.phone((user) => readablePhone(user.phone)),
  phoneCountry: (user) => user.phoneCountry,
  taxId: (user) => user.taxId ?? '',
  'address.line1': (user) => user.address.line1,
  'address.line2': (user) => user.address.line2 ?? '',
  'address.city': (user) => user.address.city,
  'address.state': (user, places) => places.state(user.address.country, user.address.state),
  'address.country': (user, places) => places.country(user.address.country),
  'address.postalCode': (user) => user.address.postalCode,
  timezone: (user) => user.timezone,
  currency: (user) => user.currency,
  'plan.package.code': (user) => user.plan?.package.code ?? '',
  'plan.status': (user) => (user.plan ? planStatusLabels[user.plan.status] : ''),
  'plan.periodEnd': cellAs.date((user) => user.plan?.periodEnd ?? ''),
  status: (user) => statusLabel(user.status),
  createdAt: cellAs.moment((user) => user.createdAt),
  // Exported by their parts.
  address: false,
  plan: false,
  // Read on the user's own screen.
  updatedAt: false,
});

const notFound = (code: string) => new AppError('USER_NOT_FOUND', `There is no user ${code}.`);
const emailTaken = () =>
  new AppError('USER_EMAIL_TAKEN', 'A user with this email already exists.', [
    { path: 'email', message: 'is already used by another user' },
  ]);

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
  transactions: Pick<TransactionsService, 'issueInvoices'>;
  events: Pick<EventBus, 'emit'>;
}) {
  const { checkAddress, checkDetails } = createDetailChecks(deps.reference);

  function storedPhone(phone: string, country: string): string {
    const international = internationalPhone(phone, country);
    if (!international) {
      throw invalidFields([{ path: 'phone', message: phoneProblem(country) }]);
    }
    return international;
  }

  async function requireUser(db: Executor, code: string): Promise<User> {
    const row = await createUsersRepository(db).find(code);
    if (!row) throw notFound(code);
    return mapUser(row);
  }

  async function* exportBatches(filters: UserFilters): AsyncGenerator<CsvRow[]> {
    const repository = createUsersRepository(deps.db);
    const places = await deps.reference.placeNames();
    for await (const batch of repository.exportBatches(filters, EXPORT_BATCH_SIZE)) {
      const users = batch.map(mapUser);
      await places.load(users.map((user) => user.address.country));
      yield users.map((user) => userExport.row(user, places));
    }
  }

  return {
    /** Users whose current plan is active, and expiring; in the caller's transaction if given. */
    planCounts: (db: Executor = deps.db) => createUsersRepository(db).planCounts(),

    /** The command palette's matches, exact ones first, at most `limit`. */
    quickSearch: (q: string, limit: number) => createUsersRepository(deps.db).quickSearch(q, limit),

    /** A form's picker: code, name and whether it may be chosen, nothing of the contact. */
    async options(q: string | undefined): Promise<UserOption[]> {
      const rows = await createUsersRepository(deps.db).options(q, USER_OPTIONS_LIMIT);
      return rows.map((row) => ({
        code: row.code,
        businessName: row.businessName,
        isActive: row.status === 'active',
      }));
    },

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
        columns: userExport.headers,
        kinds: userExport.kinds,
        batches: exportBatches(filters),
        countRows: (atMost) => createUsersRepository(deps.db).exportCount(filters, atMost),
      };
    },

    /**
     * A business another area records work for (a shipment, a goods receipt), by code, inside
     * the caller's transaction: USER_NOT_FOUND or USER_INACTIVE at `path` otherwise.
     */
    async activeUser(db: Executor, code: string, path: string) {
      const user = await createUsersRepository(db).findSummary(code.toUpperCase());
      if (!user) {
        throw new AppError('USER_NOT_FOUND', `There is no user ${code.toUpperCase()}.`, [
          { path, message: `There is no user ${code.toUpperCase()}` },
        ]);
      }
      if (user.status !== 'active') {
        throw new AppError('USER_INACTIVE', `${user.code} is deactivated.`, [
          { path, message: `${user.code} is deactivated: choose an active user` },
        ]);
      }
      return { id: user.id, code: user.code, businessName: user.businessName };
    },

    get(code: string): Promise<User> {
      return requireUser(deps.db, code);
    },

    /**
     * What is wrong with the address and GSTIN of someone a client deals with (a vendor),
     * checked exactly as a client's own are, each problem at its field.
     */
    async partyAddressProblems(input: AddressInput) {
      return (await checkAddress(input)).problems;
    },

    /** The phone of someone a client deals with, as a client's is stored; a 400 at `phone` if not real. */
    partyPhone: storedPhone,

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
      const added = await deps.db.transaction(async (tx) => {
        const repository = createUsersRepository(tx);
        if (await repository.emailInUse(body.email)) throw emailTaken();
        const plan = body.packageCode
          ? await packageFor(deps.packages, tx, body.packageCode)
          : null;
        let created: { id: number; code: string };
        try {
          created = await repository.insert(userValues(body, phone, checked));
        } catch (error) {
          // Another request took the email between the check and the insert.
          if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken();
          throw error;
        }
        // The first period is invoiced as sold; its payment is recorded later.
        const period = plan
          ? await repository.startPlan(created.id, plan.code, cycleMonths[plan.billingCycle])
          : null;
        const [invoice] =
          plan && period
            ? await deps.transactions.issueInvoices(tx, [
                {
                  kind: 'new',
                  packageId: period.packageId,
                  planId: period.id,
                  periodStart: period.periodStart,
                  periodEnd: period.periodEnd,
                  userId: created.id,
                  amount: plan.price,
                  currency: plan.currency,
                  status: 'pending',
                  method: null,
                  reference: null,
                  createdByMemberId: actor.memberId,
                },
              ])
            : [];
        const user = await requireUser(tx, created.code);
        await auditTrail(tx, { actor, ip }).created('user', user.code, {
          ...userRecord(user),
          ...(invoice ? { invoice: invoice.invoiceNumber } : {}),
        });
        return user;
      });
      await deps.events.emit('user.created', { user: added, by: actor });
      return added;
    },

    /** Changes the fields sent; the result is checked whole, as a creation is. */
    async update(actor: Actor, code: string, body: UpdateBody, ip: string): Promise<User> {
      return deps.db.transaction(async (tx) => {
        const repository = createUsersRepository(tx);
        const row = await repository.findForChange(code);
        if (!row) throw notFound(code);
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
          if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken();
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

/** The checks of an address, GSTIN and time zone against the reference data, for other places. */
export { createDetailChecks } from './user-details.ts';

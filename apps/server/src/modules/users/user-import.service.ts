import { internationalPhone } from '@depot/contracts/phone';
import type { Country, State } from '@depot/contracts/reference';
import {
  importColumnOfPath,
  type UserImportField,
  type UserImportResult,
  type UserImportRow,
  userImport,
  type userImportBodySchema,
  userImportColumns,
  userOfImportRow,
} from '@depot/contracts/user-import';
import { createUserBodySchema } from '@depot/contracts/users';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { auditTrail } from '../../lib/audit.ts';
import type { CsvFile } from '../../lib/csv.ts';
import type { EventBus } from '../../lib/events.ts';
import {
  CHECK_ROWS_PER_TURN,
  createImportRunner,
  type ImportWriter,
  type RowProblem,
  RowsChanged,
  rowChecks,
  turn,
} from '../../lib/imports.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';
import {
  createDetailChecks,
  cycleMonths,
  mapUser,
  phoneProblem,
  userRecord,
  userValues,
} from './user-details.ts';
import { createUserImportRepository, type ImportPackage } from './user-import.repository.ts';
import type { UserValues } from './users.repository.ts';

type ImportBody = Omit<z.output<typeof userImportBodySchema>, 'skipRejectedRows'> & {
  skipRejectedRows?: boolean;
};
type Writer = ImportWriter;

export { IMPORT_BATCH_SIZE } from '../../lib/imports.ts';

/** A user the import wrote, with its first plan, for whatever else a new user needs. */
export type ImportedUser = {
  id: number;
  code: string;
  plan: {
    id: number;
    packageId: number;
    packageCode: string;
    price: string;
    currency: string;
    periodStart: string;
    periodEnd: string;
  } | null;
};

type Problem = RowProblem<UserImportField>;

/** A row that passed every check, as it will be written. */
type CheckedRow = {
  index: number;
  row: number;
  email: string;
  values: UserValues;
  pkg: ImportPackage | null;
};

const fieldOfHeader = new Map<string, UserImportField>(
  userImportColumns.map((column) => [column.header, column.field]),
);

const blank = (value: string | undefined) => !value?.trim();
const key = (value: string) => value.trim().toLowerCase();

/** A package's problem for a new subscription, or null when it can be started on. */
function packageProblem(code: string, pkg: ImportPackage | undefined): string | null {
  if (!pkg) return `There is no package ${code}`;
  if (pkg.status !== 'active') {
    return `${pkg.code} is deactivated: choose an active package, or activate it first`;
  }
  return null;
}

/**
 * Adding client businesses from a file's rows. Every row is checked as the form's body is, and
 * against the reference data, the packages and the users already there, before any is written;
 * then they are written in short transactions of a batch each (see `import`).
 */
export function createUserImportService(deps: {
  db: Database;
  reference: ReferenceService;
  /** Each first plan is invoiced, pending, inside its batch's transaction. */
  transactions: Pick<TransactionsService, 'issueInvoices'>;
  events: Pick<EventBus, 'emit'>;
}) {
  const { checkDetails } = createDetailChecks(deps.reference);
  const runner = createImportRunner({
    db: deps.db,
    declaration: userImport,
    taken: {
      nothingImported:
        'Nothing was imported: a user with one of the file’s emails was added meanwhile. Import the file again to see which.',
      why: 'a user with one of their emails was added meanwhile',
    },
  });

  /** Countries by lower-cased ISO code and name. */
  async function countryLookup(): Promise<Map<string, Country>> {
    const byKey = new Map<string, Country>();
    for (const country of await deps.reference.countries()) {
      byKey.set(key(country.name), country);
      byKey.set(key(country.isoCode), country);
    }
    return byKey;
  }

  /** Each country's states by lower-cased code ("mh", "in-mh") and name, built once per import. */
  function stateLookup() {
    const byCountry = new Map<string, Map<string, State>>();
    return async (country: string): Promise<Map<string, State>> => {
      let states = byCountry.get(country);
      if (!states) {
        states = new Map();
        for (const state of await deps.reference.states(country)) {
          states.set(key(state.name), state);
          states.set(key(`${country}-${state.isoCode}`), state);
          states.set(key(state.isoCode), state);
        }
        byCountry.set(country, states);
      }
      return states;
    };
  }

  /** Every row checked: the problems, sorted by row, and the rows ready to write. */
  async function checkRows(
    rows: UserImportRow[],
    emailOwners: Map<string, string>,
    packages: Map<string, ImportPackage>,
  ): Promise<{ problems: Problem[]; checked: CheckedRow[] }> {
    const countries = await countryLookup();
    const statesOf = stateLookup();
    const problems: Problem[] = [];
    const checked: CheckedRow[] = [];
    const firstRowOfEmail = new Map<string, number>();

    for (const [index, row] of rows.entries()) {
      if (index > 0 && index % CHECK_ROWS_PER_TURN === 0) await turn();
      const line = row.line ?? index + 2;
      // One problem per column: the first found is the one to fix.
      const checks = rowChecks(problems, index, line);
      const { problem } = checks;
      const failed = { has: checks.failed, add: checks.settled };

      // Country, state and phone country may be written as names: the contract takes codes.
      const resolved: UserImportRow = { ...row };
      const country = blank(row.country) ? undefined : countries.get(key(row.country ?? ''));
      if (blank(row.country)) {
        problem('country', 'Enter the country, by its name or code (IN)');
      } else if (!country) {
        problem('country', `There is no country '${row.country?.trim()}'`);
      } else {
        resolved.country = country.isoCode;
        if (!blank(row.state)) {
          const state = (await statesOf(country.isoCode)).get(key(row.state ?? ''));
          if (state) resolved.state = state.isoCode;
          else problem('state', `There is no state '${row.state?.trim()}' in ${country.name}`);
        }
      }
      if (!blank(row.phoneCountry)) {
        const dialled = countries.get(key(row.phoneCountry ?? ''));
        if (dialled) resolved.phoneCountry = dialled.isoCode;
        else problem('phoneCountry', `There is no country '${row.phoneCountry?.trim()}'`);
      } else if (!country) {
        // Dialled from the address's country, which is the problem already named.
        failed.add('phoneCountry');
      }
      if (!country) failed.add('state');

      const body = userOfImportRow(resolved);
      const parsed = createUserBodySchema.safeParse(body);
      for (const issue of parsed.error?.issues ?? []) {
        const header = importColumnOfPath(issue.path);
        problem(header ? (fieldOfHeader.get(header) ?? null) : null, issue.message);
      }

      // The server's own checks, on what the contract let through, as the form gets them.
      const email = body.email.toLowerCase();
      if (!failed.has('email')) {
        const owner = emailOwners.get(email);
        const earlier = firstRowOfEmail.get(email);
        if (owner) problem('email', `is already used by ${owner}`);
        else if (earlier !== undefined) problem('email', `is the same as row ${earlier}’s`);
        if (earlier === undefined) firstRowOfEmail.set(email, line);
      }
      let phone: string | null = null;
      if (!failed.has('phone') && !failed.has('phoneCountry')) {
        phone = internationalPhone(body.phone, body.phoneCountry);
        if (!phone) {
          const dialled = countries.get(key(body.phoneCountry));
          problem('phone', phoneProblem(dialled?.name ?? body.phoneCountry));
        }
      }
      const taxId = body.taxId?.toUpperCase() ?? null;
      const details = failed.has('country')
        ? null
        : await checkDetails({
            address: { ...body.address, state: body.address.state.toUpperCase() },
            taxId: failed.has('taxId') ? null : taxId,
            timezone: body.timezone,
            currency: body.currency?.toUpperCase(),
            checkAddress: !failed.has('state'),
            checkPostalCode: !failed.has('state') && !failed.has('postalCode'),
          });
      for (const detail of details?.problems ?? []) {
        const header = importColumnOfPath(detail.path.split('.'));
        problem(header ? (fieldOfHeader.get(header) ?? null) : null, detail.message);
      }
      const packageCode = body.packageCode?.toUpperCase();
      const pkg = packageCode ? packages.get(packageCode) : undefined;
      if (packageCode && !failed.has('packageCode')) {
        const message = packageProblem(packageCode, pkg);
        if (message) problem('packageCode', message);
      }

      if (checks.any || !parsed.success || !phone || !details) continue;
      const user = parsed.data;
      checked.push({
        index,
        row: line,
        email: user.email,
        pkg: pkg ?? null,
        values: userValues(user, phone, details),
      });
    }
    return { problems, checked };
  }

  /** What may have changed since the rows were checked: their emails' owners and packages. */
  function recheck(
    rows: CheckedRow[],
    emailOwners: Map<string, string>,
    packages: Map<string, ImportPackage>,
  ): Problem[] {
    const problems: Problem[] = [];
    for (const row of rows) {
      const owner = emailOwners.get(row.email);
      const at = { index: row.index, row: row.row };
      if (owner) problems.push({ ...at, field: 'email', message: `is already used by ${owner}` });
      const message = row.pkg && packageProblem(row.pkg.code, packages.get(row.pkg.code));
      if (message) problems.push({ ...at, field: 'packageCode', message });
    }
    return problems;
  }

  /** The distinct non-blank values of a column, as they are looked up. */
  function distinct(
    rows: UserImportRow[],
    field: UserImportField,
    normal: (value: string) => string,
  ) {
    const values = new Set<string>();
    for (const row of rows) {
      const value = row[field];
      if (!blank(value)) values.add(normal((value ?? '').trim()));
    }
    return [...values];
  }

  /**
   * Writes a batch of checked rows in one statement each: the users, their first plans, one
   * audit entry each and the plans' invoices, numbered in the rows' order.
   */
  async function write(tx: Transaction, actor: Writer, ip: string, rows: CheckedRow[]) {
    const repository = createUserImportRepository(tx);
    const inserted = await repository.insertUsers(rows.map((row) => row.values));
    const byEmail = new Map(inserted.map((user) => [user.email, user]));
    const written = rows.map((row) => {
      const user = byEmail.get(row.email);
      if (!user) throw new Error(`imported user ${row.email} not returned`);
      return { row, user };
    });
    const plans = await repository.startPlans(
      written.flatMap(({ row, user }) =>
        row.pkg
          ? [{ userId: user.id, packageId: row.pkg.id, months: cycleMonths[row.pkg.billingCycle] }]
          : [],
      ),
    );
    const planOf = new Map(plans.map((plan) => [plan.userId, plan]));
    const created: ImportedUser[] = [];
    const records: Array<{ entityId: string; after: unknown }> = [];
    for (const { row, user } of written) {
      const plan = planOf.get(user.id);
      const pkg = plan ? row.pkg : null;
      created.push({
        id: user.id,
        code: user.code,
        plan:
          plan && pkg
            ? {
                id: plan.id,
                packageId: plan.packageId,
                packageCode: pkg.code,
                price: pkg.price,
                currency: pkg.currency,
                periodStart: plan.periodStart,
                periodEnd: plan.periodEnd,
              }
            : null,
      });
      // The record as `get` would answer it, so the history reads as a single creation's.
      const record = mapUser({
        ...user,
        packageCode: pkg?.code ?? null,
        packageName: pkg?.name ?? null,
        periodStart: plan?.periodStart ?? null,
        periodEnd: plan?.periodEnd ?? null,
        planStatus: plan ? 'active' : null,
      });
      records.push({ entityId: user.code, after: userRecord(record) });
    }
    await auditTrail(tx, { actor, ip }).createdMany('user', records);
    // Awaiting payment, as a business added through the form is.
    await deps.transactions.issueInvoices(
      tx,
      created.flatMap((user) =>
        user.plan
          ? [
              {
                kind: 'new' as const,
                userId: user.id,
                packageId: user.plan.packageId,
                planId: user.plan.id,
                amount: user.plan.price,
                currency: user.plan.currency,
                status: 'pending' as const,
                method: null,
                reference: null,
                periodStart: user.plan.periodStart,
                periodEnd: user.plan.periodEnd,
                createdByMemberId: actor?.memberId ?? null,
              },
            ]
          : [],
      ),
    );
    return created;
  }

  /**
   * One batch in its own transaction: checked again first (an email taken or a package
   * deactivated or deleted since the file was checked), then written whole or not at all. When
   * the rows with problems are to be skipped, those found changed are left out and the rest
   * written; otherwise any of them stops the batch.
   */
  function writeBatch(
    actor: Writer,
    ip: string,
    rows: CheckedRow[],
    skipRejected: boolean,
  ): Promise<{ created: ImportedUser[]; changed: Problem[] }> {
    return deps.db.transaction(async (tx) => {
      const locked = createUserImportRepository(tx);
      const owners = await locked.emailOwners(rows.map((row) => row.email));
      const codes = [...new Set(rows.flatMap((row) => (row.pkg ? [row.pkg.code] : [])))];
      const current = await locked.packagesByCode(codes, true);
      const changed = recheck(rows, owners, current);
      if (changed.length > 0 && !skipRejected) throw new RowsChanged(changed);
      const stopped = new Set(changed.map((problem) => problem.index));
      const kept = rows.filter((row) => !stopped.has(row.index));
      return { created: kept.length > 0 ? await write(tx, actor, ip, kept) : [], changed };
    });
  }

  /** Those who look after users hear of the users an import added, once for the file. */
  async function announce(actor: Writer, count: number) {
    if (actor && count > 0) await deps.events.emit('users.imported', { count, by: actor });
  }

  return {
    /**
     * Checks every row against the reference data, the packages and the users already there;
     * then the runner answers a dry run, refuses a file with problems, or writes the rows in
     * batches (`lib/imports.ts`). A batch is whole: no user without their plan, invoice or
     * audit entry. It fails only on what changed since the check (an email another person
     * took, a package deactivated) or on the database itself, and the answer
     * (USER_IMPORT_INCOMPLETE) then names the rows imported and the first row not imported.
     */
    import(
      actor: Writer,
      body: ImportBody,
      ip: string,
      log?: FastifyBaseLogger,
    ): Promise<UserImportResult> {
      return runner.run(
        actor,
        body,
        {
          async check() {
            const repository = createUserImportRepository(deps.db);
            const emails = distinct(body.rows, 'email', (value) => value.toLowerCase());
            const packageCodes = distinct(body.rows, 'packageCode', (value) => value.toUpperCase());
            const [emailOwners, packages] = await Promise.all([
              repository.emailOwners(emails),
              repository.packagesByCode(packageCodes),
            ]);
            return checkRows(body.rows, emailOwners, packages);
          },
          writeBatch: (rows, skipRejected) => writeBatch(actor, ip, rows, skipRejected),
          written: (count) => announce(actor, count),
        },
        log,
      );
    },

    /** The file to fill in: the columns' headers and one example row. */
    template: (): CsvFile => runner.template(),
  };
}
export type UserImportService = ReturnType<typeof createUserImportService>;

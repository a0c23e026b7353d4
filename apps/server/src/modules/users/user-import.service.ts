import { internationalPhone } from '@depot/contracts/phone';
import type { Country, State } from '@depot/contracts/reference';
import {
  importColumnOfPath,
  MAX_IMPORT_PROBLEMS,
  type UserImportField,
  type UserImportProblem,
  type UserImportRejectedRow,
  type UserImportResult,
  type UserImportRow,
  type userImportBodySchema,
  userImportColumns,
  userOfImportRow,
} from '@depot/contracts/user-import';
import { createUserBodySchema } from '@depot/contracts/users';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditTrail } from '../../lib/audit.ts';
import type { CsvFile } from '../../lib/csv.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import type { EventBus } from '../../lib/events.ts';
import { createRateLimiter, type Limit } from '../../lib/rate-limiter.ts';
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
/** Who the audit names: the signed-in member (only their id is kept). */
/** Who imports, named in the audit entries and the announcement; null for the server's own. */
type Writer = Pick<Actor, 'memberId' | 'fullName'> | null;

/**
 * Rows written per transaction, each with its plan, invoice and audit entry. The embedded
 * database runs a transaction whole, on the server's one thread, while every other request waits
 * (docs/decisions/0031-embedded-database-one-statement-per-turn.md): 25 rows hold it some 30 to
 * 60 ms on two shared cores, about what a list request takes, where 10 000 rows in one
 * transaction held it 10 s. Larger batches import faster and keep others waiting longer.
 */
export const IMPORT_BATCH_SIZE = 25;
/**
 * Turns of the event loop given to other requests between two batches. Each of their statements
 * takes a turn, so with one a list (the session, the count, the page) would wait for a batch per
 * statement; with these it is answered whole between two batches.
 */
const TURNS_BETWEEN_BATCHES = 10;
/** Rows checked between two turns of the event loop: the checks are the server's own work. */
const CHECK_ROWS_PER_TURN = 200;
/** Problems an import's refusal lists in its details; the rest are counted in its message. */
const MAX_REFUSAL_DETAILS = 100;

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

/** A problem as found: the row by its place in the body as well as in the file. */
type Problem = { index: number; row: number; field: UserImportField | null; message: string };

/** A row that passed every check, as it will be written. */
type CheckedRow = {
  index: number;
  row: number;
  email: string;
  values: UserValues;
  pkg: ImportPackage | null;
};

const headerOf = new Map<UserImportField, string>(
  userImportColumns.map((column) => [column.field, column.header]),
);
const fieldOfHeader = new Map<string, UserImportField>(
  userImportColumns.map((column) => [column.header, column.field]),
);

/** A problem's place within its row: the file's column order, whole-row problems first. */
const columnIndex = new Map<UserImportField, number>(
  userImportColumns.map((column, index) => [column.field, index]),
);
const columnOrder = (field: UserImportField | null) =>
  field === null ? -1 : (columnIndex.get(field) ?? -1);

const MINUTE = 60;

/**
 * Checks of a file per member a minute, dry runs and imports each counted apart. A check of
 * 10 000 rows keeps the server busy about a second: repeated without end, one member could slow
 * everyone else. A person fixing a file checks it a few times a minute.
 */
export const importLimits = {
  dryRunsPerMember: (memberId: number): Limit => ({
    key: `user-import:dry-run:member:${memberId}`,
    max: 10,
    windowSeconds: MINUTE,
  }),
  importsPerMember: (memberId: number): Limit => ({
    key: `user-import:import:member:${memberId}`,
    max: 10,
    windowSeconds: MINUTE,
  }),
};

/** A turn of the event loop: requests that came meanwhile are read and answered. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

const blank = (value: string | undefined) => !value?.trim();
const key = (value: string) => value.trim().toLowerCase();

/** "1 row has" / "3 rows have". */
const rowsHave = (count: number) =>
  count === 1 ? '1 row has' : `${count.toLocaleString('en')} rows have`;

/** "1 row" / "3 rows". */
const rowsCount = (count: number) => (count === 1 ? '1 row' : `${count.toLocaleString('en')} rows`);

/** Problems as an error's details, pointing at the body's rows. */
function problemDetails(problems: Problem[]) {
  return problems.slice(0, MAX_REFUSAL_DETAILS).map((problem) => ({
    path: `rows.${problem.index}${problem.field ? `.${problem.field}` : ''}`,
    message: problem.message,
  }));
}

/** The rows of a batch found with problems when it was about to be written. */
class RowsChanged extends Error {
  readonly problems: Problem[];
  constructor(problems: Problem[]) {
    super('rows changed since they were checked');
    this.problems = problems;
  }
}

/** The 400 of an import that wrote nothing. */
function importRefused(problems: Problem[]): AppError {
  const rows = new Set(problems.map((problem) => problem.index)).size;
  return new AppError(
    'USER_IMPORT_INVALID',
    `Nothing was imported: ${rowsHave(rows)} problems`,
    problemDetails(problems),
  );
}

function answered(problem: Problem): UserImportProblem {
  return {
    row: problem.row,
    column: problem.field ? (headerOf.get(problem.field) ?? null) : null,
    message: problem.message,
  };
}

/**
 * The rows with problems, in the file's order, each with its problems in one sentence: what a
 * file of the rows not imported says beside each.
 */
function rejectedRowsOf(problems: readonly Problem[]): UserImportRejectedRow[] {
  const byRow = new Map<number, string[]>();
  for (const problem of [...problems].sort((a, b) => a.row - b.row)) {
    const column = problem.field ? headerOf.get(problem.field) : null;
    const said = column ? `${column}: ${problem.message}` : problem.message;
    const reasons = byRow.get(problem.row);
    if (reasons) reasons.push(said);
    else byRow.set(problem.row, [said]);
  }
  return [...byRow].map(([row, reasons]) => ({ row, reason: reasons.join('; ') }));
}

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
  const limiter = createRateLimiter(deps.db);

  /** Counts the check before it is made, in one atomic step; past the limit, a 429. */
  async function throttle(memberId: number, dryRun: boolean) {
    const limit = dryRun
      ? importLimits.dryRunsPerMember(memberId)
      : importLimits.importsPerMember(memberId);
    try {
      await limiter.hit(limit);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error;
      const what = dryRun ? 'checks of a file' : 'imports';
      throw new AppError(
        'RATE_LIMITED',
        `You have made ${limit.max} ${what} in the last minute, the most allowed. Try again in ${error.headers['retry-after']} seconds.`,
        undefined,
        error.headers,
      );
    }
  }

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
      const failed = new Set<UserImportField | null>();
      const before = problems.length;
      const problem = (field: UserImportField | null, message: string) => {
        if (field !== null && failed.has(field)) return;
        failed.add(field);
        problems.push({ index, row: line, field, message });
      };

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

      if (problems.length > before || !parsed.success || !phone || !details) continue;
      const user = parsed.data;
      checked.push({
        index,
        row: line,
        email: user.email,
        pkg: pkg ?? null,
        values: userValues(user, phone, details),
      });
    }
    // Rows are checked in the body's order; a file's own line numbers need not follow it.
    problems.sort((a, b) => a.row - b.row || columnOrder(a.field) - columnOrder(b.field));
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

  /**
   * Why a batch was not written, as the answer says it: nothing was imported when it was the
   * first; otherwise the batches before it stay imported, each whole, and the answer names them.
   */
  function batchFailed(
    error: unknown,
    checked: CheckedRow[],
    written: ImportedUser[],
    log: FastifyBaseLogger | undefined,
  ): unknown {
    const problems = error instanceof RowsChanged ? error.problems : null;
    const taken = isUniqueViolation(error);
    if (written.length === 0) {
      if (problems) return importRefused(problems);
      if (taken) {
        return new AppError(
          'USER_EMAIL_TAKEN',
          'Nothing was imported: a user with one of the file’s emails was added meanwhile. Import the file again to see which.',
        );
      }
      return error;
    }
    const lastWritten = checked[written.length - 1];
    const firstNot = checked[written.length];
    const why = problems
      ? `${rowsHave(new Set(problems.map((problem) => problem.index)).size)} problems found as they were about to be written`
      : taken
        ? 'a user with one of their emails was added meanwhile'
        : 'they could not be written';
    if (!problems && !taken) log?.error({ err: error }, 'user import stopped part-way');
    return new AppError(
      'USER_IMPORT_INCOMPLETE',
      `Only part of the file was imported: its first ${rowsCount(written.length)}, up to row ${lastWritten?.row}, as ${written[0]?.code} to ${written.at(-1)?.code}. Nothing from row ${firstNot?.row} on was imported: ${why}. Take the imported rows out of the file, check it again and import the rest.`,
      problems ? problemDetails(problems) : undefined,
    );
  }

  /** Those who look after users hear of the users an import added, once for the file. */
  async function announce(actor: Writer, count: number) {
    if (actor && count > 0) await deps.events.emit('users.imported', { count, by: actor });
  }

  return {
    /**
     * Checks every row; a dry run answers the problems, an import with any problem writes
     * nothing (400 naming the rows). Otherwise the rows are written in batches of
     * IMPORT_BATCH_SIZE, each its own transaction, so that other requests are answered between
     * them; a person's file no longer holds the embedded database for seconds.
     *
     * What that does to "all or nothing": every batch is whole (no user without their plan,
     * invoice or audit entry), and every row was checked before the first is written, so a
     * batch fails only on what changed meanwhile (an email another person took, a package
     * deactivated) or on the database itself. Then the import stops there, and the batches
     * already written stay: undoing them would delete invoices whose numbers the series has
     * given out, and audit entries, and a crash mid-way would leave them anyway. The answer
     * (USER_IMPORT_INCOMPLETE) names the rows imported, their codes, and the first row not
     * imported, so the rest can be checked and imported again.
     */
    async import(
      actor: Writer,
      body: ImportBody,
      ip: string,
      log?: FastifyBaseLogger,
    ): Promise<UserImportResult> {
      if (actor) await throttle(actor.memberId, body.dryRun);
      const repository = createUserImportRepository(deps.db);
      const emails = distinct(body.rows, 'email', (value) => value.toLowerCase());
      const packageCodes = distinct(body.rows, 'packageCode', (value) => value.toUpperCase());
      const [emailOwners, packages] = await Promise.all([
        repository.emailOwners(emails),
        repository.packagesByCode(packageCodes),
      ]);
      const { problems, checked } = await checkRows(body.rows, emailOwners, packages);
      const result = { dryRun: body.dryRun, rows: body.rows.length };
      if (body.dryRun) {
        return {
          ...result,
          created: 0,
          firstCode: null,
          lastCode: null,
          problems: problems.slice(0, MAX_IMPORT_PROBLEMS).map(answered),
          problemCount: problems.length,
          rejectedRows: rejectedRowsOf(problems),
        };
      }
      const skipRejected = body.skipRejectedRows ?? false;
      if (problems.length > 0 && !skipRejected) throw importRefused(problems);

      const created: ImportedUser[] = [];
      // Rows found changed as they were about to be written, when they are skipped.
      const skipped: Problem[] = [];
      for (let start = 0; start < checked.length; start += IMPORT_BATCH_SIZE) {
        for (let given = 0; given < TURNS_BETWEEN_BATCHES; given++) await turn();
        const batch = checked.slice(start, start + IMPORT_BATCH_SIZE);
        try {
          const written = await writeBatch(actor, ip, batch, skipRejected);
          created.push(...written.created);
          skipped.push(...written.changed);
        } catch (error) {
          await announce(actor, created.length);
          throw batchFailed(error, checked, created, log);
        }
      }
      await announce(actor, created.length);
      const rejected = [...problems, ...skipped].sort(
        (a, b) => a.row - b.row || columnOrder(a.field) - columnOrder(b.field),
      );
      return {
        ...result,
        created: created.length,
        firstCode: created[0]?.code ?? null,
        lastCode: created.at(-1)?.code ?? null,
        problems: rejected.slice(0, MAX_IMPORT_PROBLEMS).map(answered),
        problemCount: rejected.length,
        rejectedRows: rejectedRowsOf(rejected),
      };
    },

    /** The file to fill in: the columns' headers and one example row. */
    template(): CsvFile {
      const example = userImportColumns.map((column) => column.example);
      return {
        fileName: 'users-import-template.csv',
        columns: userImportColumns.map((column) => column.header),
        batches: (async function* () {
          yield [example];
        })(),
      };
    },
  };
}
export type UserImportService = ReturnType<typeof createUserImportService>;

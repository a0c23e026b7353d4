import {
  type ImportDeclaration,
  type ImportProblem,
  type ImportRejectedRow,
  type ImportResult,
  MAX_IMPORT_PROBLEMS,
} from '@depot/contracts/import';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Actor } from './actor.ts';
import { AppError } from './app-error.ts';
import type { CsvFile } from './csv.ts';
import { isUniqueViolation } from './database-errors.ts';
import { createRateLimiter, type Limit } from './rate-limiter.ts';

/**
 * Rows written per transaction, each with what comes with it (an audit entry, a plan, an
 * invoice). The embedded database runs a transaction whole, on the server's one thread, while
 * every other request waits (docs/decisions/0031-embedded-database-one-statement-per-turn.md):
 * 25 rows hold it some 30 to 60 ms on two shared cores, about what a list request takes, where
 * 10 000 rows in one transaction held it 10 s. Larger batches import faster and keep others
 * waiting longer.
 */
export const IMPORT_BATCH_SIZE = 25;
/**
 * Turns of the event loop given to other requests between two batches. Each of their statements
 * takes a turn, so with one a list (the session, the count, the page) would wait for a batch per
 * statement; with these it is answered whole between two batches.
 */
const TURNS_BETWEEN_BATCHES = 10;
/** Rows checked between two turns of the event loop: the checks are the server's own work. */
export const CHECK_ROWS_PER_TURN = 200;
/**
 * Codes or barcodes read in one statement while a file is checked, with a turn of the event loop
 * between statements: a read of 5 000 held the embedded database for hundreds of milliseconds,
 * longer than a list request, while this many take a few tens.
 */
export const VALUES_PER_STATEMENT = 500;
/** Problems an import's refusal lists in its details; the rest are counted in its message. */
const MAX_REFUSAL_DETAILS = 100;

/**
 * A cell's words as the screens show them ("Pair", "Lot and expiry") or as the wire spells
 * them, to the value; the text as it is when it is neither, for the schema to refuse.
 */
export function valueOfWords<Value extends string>(labels: Record<Value, string>) {
  const found = new Map<string, Value>();
  for (const [value, label] of Object.entries(labels) as [Value, string][]) {
    found.set(value.toLowerCase(), value);
    found.set(label.toLowerCase(), value);
  }
  return (text: string): Value | string => found.get(text.toLowerCase()) ?? text;
}

/** "2,000" or "2 000" as a spreadsheet shows a number: the digits without their grouping. */
export const ungrouped = (value: string) => value.replace(/(?<=\d)[, ](?=\d{3}(?:\D|$))/g, '');

/** A turn of the event loop: requests that came meanwhile are read and answered. */
export const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Who imports, named in the audit entries and any announcement; null for the server's own. */
export type ImportWriter = Pick<Actor, 'memberId' | 'fullName'> | null;

/** A problem as found: the row by its place in the body as well as in the file. */
export type RowProblem<Field extends string> = {
  index: number;
  row: number;
  field: Field | null;
  message: string;
};

/** A row that passed every check, as it will be written: where it is in the body and the file. */
export type CheckedImportRow = { index: number; row: number };

/**
 * What is found of one row, one problem per column (the first found is the one to fix);
 * `settled` marks a column whose problem is already named by another (a state when the country
 * is wrong), so none is added for it.
 */
export function rowChecks<Field extends string>(
  problems: RowProblem<Field>[],
  index: number,
  row: number,
) {
  const failed = new Set<Field | null>();
  const before = problems.length;
  return {
    problem(field: Field | null, message: string) {
      if (field !== null && failed.has(field)) return;
      failed.add(field);
      problems.push({ index, row, field, message });
    },
    failed: (field: Field | null) => failed.has(field),
    settled(field: Field) {
      failed.add(field);
    },
    /** Whether a problem was found in this row. */
    get any() {
      return problems.length > before;
    },
  };
}

/** The rows of a batch found with problems when it was about to be written. */
export class RowsChanged<Field extends string> extends Error {
  readonly problems: RowProblem<Field>[];
  constructor(problems: RowProblem<Field>[]) {
    super('rows changed since they were checked');
    this.problems = problems;
  }
}

/** "1 row has" / "3 rows have". */
const rowsHave = (count: number) =>
  count === 1 ? '1 row has' : `${count.toLocaleString('en')} rows have`;

/** "1 row" / "3 rows". */
const rowsCount = (count: number) => (count === 1 ? '1 row' : `${count.toLocaleString('en')} rows`);

const MINUTE = 60;
/** Rows counted as one check or import where a file is sent in parts. */
const ROWS_PER_UNIT = 1_000;

/** How an area's rows are checked and written; the runner does the rest. */
export type ImportSteps<Field extends string, Checked extends CheckedImportRow> = {
  /** Every row checked: the problems found, in any order, and the rows ready to write. */
  check(): Promise<{ problems: RowProblem<Field>[]; checked: Checked[] }>;
  /**
   * One batch in its own transaction: checked again first for what may have changed since,
   * then written whole or not at all. With `skipRejected`, the rows found changed are left out
   * and the rest written; otherwise any of them stops the batch (`RowsChanged`).
   */
  writeBatch(
    rows: Checked[],
    skipRejected: boolean,
  ): Promise<{ created: { code: string }[]; changed: RowProblem<Field>[] }>;
  /** Once the writing stops, however it stops, with the number of records written. */
  written?(count: number): Promise<void>;
};

/**
 * The runner of an area's import (`defineImport` in the contracts): the rate limit, the dry
 * run, the refusal of a file with problems, the writing in batches of IMPORT_BATCH_SIZE with
 * turns of the event loop between them, and the answer with every rejected row. The area
 * checks and writes its rows (`ImportSteps`).
 */
export function createImportRunner<Field extends string>(deps: {
  db: Database;
  declaration: ImportDeclaration<Field>;
  /** What the answer says when a record made meanwhile took one of the file's unique values. */
  taken: { nothingImported: string; why: string };
}) {
  const { declaration } = deps;
  const limiter = createRateLimiter(deps.db);
  const columnIndex = new Map<Field | null, number>(
    declaration.columns.map((column, index) => [column.field, index]),
  );
  /** A problem's place within its row: the file's column order, whole-row problems first. */
  const columnOrder = (field: Field | null) =>
    field === null ? -1 : (columnIndex.get(field) ?? -1);
  const byPlace = (a: RowProblem<Field>, b: RowProblem<Field>) =>
    a.row - b.row || columnOrder(a.field) - columnOrder(b.field);
  const prefix = `${declaration.noun.one}-import`;

  /**
   * Checks of a file per member a minute, dry runs and imports each counted apart. A check of
   * 10 000 rows keeps the server busy about a second: repeated without end, one member could
   * slow everyone else. A person fixing a file checks it a few times a minute.
   *
   * An area whose file is sent in parts (`maxFileRows` above `maxRows`) counts rows instead, a
   * unit per ROWS_PER_UNIT begun, so that a file of many parts is one file's worth: it may be
   * checked whole and imported twice a minute, where a request per part would be refused at the
   * eleventh.
   */
  const byRows = declaration.maxFileRows > declaration.maxRows;
  const limitMax = byRows ? (2 * declaration.maxFileRows) / ROWS_PER_UNIT : 10;
  const limits = {
    dryRuns: (memberId: number): Limit => ({
      key: `${prefix}:dry-run:member:${memberId}`,
      max: limitMax,
      windowSeconds: MINUTE,
    }),
    imports: (memberId: number): Limit => ({
      key: `${prefix}:import:member:${memberId}`,
      max: limitMax,
      windowSeconds: MINUTE,
    }),
  };

  /** Counts the check before it is made, in one atomic step; past the limit, a 429. */
  async function throttle(memberId: number, dryRun: boolean, rows: number) {
    const limit = dryRun ? limits.dryRuns(memberId) : limits.imports(memberId);
    try {
      await limiter.hit(limit, byRows ? Math.max(1, Math.ceil(rows / ROWS_PER_UNIT)) : 1);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error;
      const what = byRows
        ? `${dryRun ? 'checks' : 'imports'} of ${(limit.max * ROWS_PER_UNIT).toLocaleString('en')} rows`
        : `${limit.max} ${dryRun ? 'checks of a file' : 'imports'}`;
      throw new AppError(
        'RATE_LIMITED',
        `You have made ${what} in the last minute, the most allowed. Try again in ${error.headers['retry-after']} seconds.`,
        undefined,
        error.headers,
      );
    }
  }

  /** Problems as an error's details, pointing at the body's rows. */
  function problemDetails(problems: RowProblem<Field>[]) {
    return problems.slice(0, MAX_REFUSAL_DETAILS).map((problem) => ({
      path: `rows.${problem.index}${problem.field ? `.${problem.field}` : ''}`,
      message: problem.message,
    }));
  }

  /** The 400 of an import that wrote nothing. */
  function importRefused(problems: RowProblem<Field>[]): AppError {
    const rows = new Set(problems.map((problem) => problem.index)).size;
    return new AppError(
      declaration.errors.invalid,
      `Nothing was imported: ${rowsHave(rows)} problems`,
      problemDetails(problems),
    );
  }

  function answered(problem: RowProblem<Field>): ImportProblem {
    return {
      row: problem.row,
      column: problem.field ? declaration.headerOf(problem.field) : null,
      message: problem.message,
    };
  }

  /**
   * The rows with problems, in the file's order, each with its problems in one sentence: what a
   * file of the rows not imported says beside each. `problems` are sorted by row.
   */
  function rejectedRowsOf(problems: readonly RowProblem<Field>[]): ImportRejectedRow[] {
    const byRow = new Map<number, string[]>();
    for (const problem of problems) {
      const said = problem.field
        ? `${declaration.headerOf(problem.field)}: ${problem.message}`
        : problem.message;
      const reasons = byRow.get(problem.row);
      if (reasons) reasons.push(said);
      else byRow.set(problem.row, [said]);
    }
    return [...byRow].map(([row, reasons]) => ({ row, reason: reasons.join('; ') }));
  }

  /**
   * Why a batch was not written, as the answer says it: nothing was imported when it was the
   * first; otherwise the batches before it stay imported, each whole, and the answer names them.
   */
  function batchFailed(
    error: unknown,
    checked: CheckedImportRow[],
    created: { code: string }[],
    log: FastifyBaseLogger | undefined,
  ): unknown {
    const problems = error instanceof RowsChanged ? (error.problems as RowProblem<Field>[]) : null;
    const taken = isUniqueViolation(error);
    if (created.length === 0) {
      if (problems) return importRefused(problems);
      if (taken) return new AppError(declaration.errors.taken, deps.taken.nothingImported);
      return error;
    }
    const lastWritten = checked[created.length - 1];
    const firstNot = checked[created.length];
    const why = problems
      ? `${rowsHave(new Set(problems.map((problem) => problem.index)).size)} problems found as they were about to be written`
      : taken
        ? deps.taken.why
        : 'they could not be written';
    if (!problems && !taken) log?.error({ err: error }, `${prefix} stopped part-way`);
    return new AppError(
      declaration.errors.incomplete,
      `Only part of the file was imported: its first ${rowsCount(created.length)}, up to row ${lastWritten?.row}, as ${created[0]?.code} to ${created.at(-1)?.code}. Nothing from row ${firstNot?.row} on was imported: ${why}. Take the imported rows out of the file, check it again and import the rest.`,
      problems ? problemDetails(problems) : undefined,
    );
  }

  return {
    /**
     * Checks every row; a dry run answers the problems, an import with any problem writes
     * nothing (400 naming the rows). Otherwise the rows are written in batches of
     * IMPORT_BATCH_SIZE, each its own transaction, so that other requests are answered between
     * them; a person's file never holds the embedded database for seconds.
     *
     * What that does to "all or nothing": every batch is whole, and every row was checked
     * before the first is written, so a batch fails only on what changed meanwhile or on the
     * database itself. Then the import stops there, and the batches already written stay:
     * undoing them would delete records others may already use (and numbers a series gave
     * out), and a crash mid-way would leave them anyway. The answer (`incomplete`) names the
     * rows imported, their codes, and the first row not imported, so the rest can be checked
     * and imported again.
     */
    async run<Checked extends CheckedImportRow>(
      actor: ImportWriter,
      body: { rows: readonly unknown[]; dryRun: boolean; skipRejectedRows?: boolean },
      steps: ImportSteps<Field, Checked>,
      log?: FastifyBaseLogger,
    ): Promise<ImportResult> {
      if (actor) await throttle(actor.memberId, body.dryRun, body.rows.length);
      const { problems, checked } = await steps.check();
      // Rows are checked in the body's order; a file's own line numbers need not follow it.
      problems.sort(byPlace);
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

      const created: { code: string }[] = [];
      // Rows found changed as they were about to be written, when they are skipped.
      const skipped: RowProblem<Field>[] = [];
      for (let start = 0; start < checked.length; start += IMPORT_BATCH_SIZE) {
        for (let given = 0; given < TURNS_BETWEEN_BATCHES; given++) await turn();
        const batch = checked.slice(start, start + IMPORT_BATCH_SIZE);
        try {
          const written = await steps.writeBatch(batch, skipRejected);
          created.push(...written.created);
          skipped.push(...written.changed);
        } catch (error) {
          await steps.written?.(created.length);
          throw batchFailed(error, checked, created, log);
        }
      }
      await steps.written?.(created.length);
      const rejected = [...problems, ...skipped].sort(byPlace);
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
      const example = declaration.columns.map((column) => column.example);
      return {
        fileName: declaration.templateFileName,
        columns: declaration.columns.map((column) => column.header),
        batches: (async function* () {
          yield [example];
        })(),
      };
    },
  };
}
export type ImportRunner<Field extends string> = ReturnType<typeof createImportRunner<Field>>;

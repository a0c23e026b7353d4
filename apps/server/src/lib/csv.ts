import { Readable } from 'node:stream';
import { PHONE_MARK } from '@depot/contracts/common';
import Papa from 'papaparse';
import {
  type CellKind,
  DEFAULT_FILE_LOOK,
  type FileLook,
  instantOf,
  isoInZone,
  numberOf,
  zoneOffsets,
} from './cells.ts';

export type CsvCell = string | number;
export type CsvRow = readonly CsvCell[];

/** A file a download route sends: its name, its header and its rows, read while being sent. */
export type CsvFile = {
  /** Ends in .csv; a workbook's name ends in .xlsx instead. */
  fileName: string;
  columns: readonly string[];
  /**
   * The name as the person gave it, spaces and all ("Returned orders 2026-11-28.csv"), sent
   * beside `fileName` for the browsers that read it (RFC 6266's filename*).
   */
  displayName?: string;
  /** What each column holds, in the columns' order; text where it is not given. */
  kinds?: readonly CellKind[];
  /**
   * The rows, a batch at a time as they are read from the database: a file of a million rows
   * then takes one asynchronous step per batch, not one per row.
   */
  batches: AsyncIterable<readonly CsvRow[]>;
  /** A workbook's sheet name (at most 31 characters); the file name without its date otherwise. */
  sheetName?: string;
  /**
   * How many rows the file will hold, counted no further than `atMost + 1`. Every export of a
   * filtered set gives it: `download()` refuses the file before it starts when the count passes
   * the export bound (MAX_EXPORT_ROWS), so the rows are never read.
   */
  countRows?: (atMost: number) => Promise<number>;
  /**
   * Runs once the whole file has been handed to the client, never when it left early or the
   * download was stopped (see `download()`). A failure is logged: the file is already delivered.
   */
  whenSent?: () => Promise<void>;
};

/**
 * The batches as they pass, with a count of their rows so far: what a file says of itself once
 * delivered ("holds 1 204 rows").
 */
export function countedBatches(source: AsyncIterable<readonly CsvRow[]>) {
  let rows = 0;
  async function* batches() {
    for await (const batch of source) {
      rows += batch.length;
      yield batch;
    }
  }
  return { batches: batches(), rows: () => rows };
}

/** "packages" → "packages-2026-11-22.csv", dated in UTC. */
export function datedFileName(name: string, now = new Date()): string {
  return `${name}-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * The rows with the first one already read: a failure of the first query is then still an
 * error answer, before any header of the file has been sent.
 */
export async function started<T>(rows: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* () {
    try {
      if (first.done) return;
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        yield next.value;
      }
    } finally {
      // The client may leave mid-file: let the source stop reading too.
      await iterator.return?.();
    }
  })();
}

/**
 * A text cell that starts like a formula: =, +, -, @, a tab or CR, or the full-width forms of the
 * first four. It gets a leading single quote, so that a name such as `=HYPERLINK(…)` opens as
 * text in a spreadsheet (OWASP's CSV injection advice).
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A phone as the console writes it: a plus, then digits and spaces, nothing that can compute. */
const PHONE = /^\+\d[\d ]*$/;

function defused(value: CsvCell): CsvCell {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * How each column's cells are written as CSV text, by their kind (decision 0038): free text that
 * starts like a formula gets an apostrophe; a phone gets the invisible mark; a number, an amount
 * or a day is written as it is (a negative amount is a number, not a formula); an instant is its
 * wall-clock time in the organisation's zone with the offset ("2026-11-27T02:16:15+05:30").
 */
function csvCellWriters(
  kinds: readonly CellKind[],
  look: FileLook,
): ((value: CsvCell) => CsvCell)[] {
  const offset = zoneOffsets(look.timeZone);
  return kinds.map((kind) => {
    switch (kind) {
      case 'count':
      case 'money':
      case 'measure':
      case 'date':
        return (value) => (numberOf(value) !== null || kind === 'date' ? value : defused(value));
      case 'moment':
        return (value) => {
          const at = instantOf(value);
          return at === null ? defused(value) : isoInZone(at, offset(at));
        };
      case 'phone':
        return (value) =>
          typeof value === 'string' && PHONE.test(value) ? `${PHONE_MARK}${value}` : defused(value);
      default:
        return defused;
    }
  });
}

/**
 * Rows as CSV text, each ended by CRLF (RFC 4180), through Papa Parse's writer: a cell holding a
 * comma, a quote, a line break or an edge space is quoted, quotes doubled.
 */
function csvText(rows: readonly CsvRow[]): string {
  const text = Papa.unparse(rows as CsvCell[][], { header: false, newline: '\r\n' });
  return `${text}\r\n`;
}

/**
 * The file as a stream of CSV text (RFC 4180: CRLF, fields quoted where needed), with a BOM so
 * that spreadsheet programs read it as UTF-8. Rows are read from `file.batches` only as fast as
 * the client takes them, and each batch is written as one chunk: one write per row costs more
 * than the row.
 */
export async function csvStream(
  file: Pick<CsvFile, 'columns' | 'kinds' | 'batches'>,
  look: FileLook = DEFAULT_FILE_LOOK,
): Promise<Readable> {
  const batches = await started(file.batches);
  const writers = csvCellWriters(
    file.columns.map((_, index) => file.kinds?.[index] ?? 'text'),
    look,
  );
  const written = (row: CsvRow) => row.map((cell, index) => (writers[index] ?? defused)(cell));
  async function* chunks() {
    yield `\uFEFF${csvText([file.columns.map(defused)])}`;
    for await (const batch of batches) {
      if (batch.length > 0) yield csvText(batch.map(written));
    }
  }
  // A failure mid-file destroys the stream, which cuts the response short; Fastify logs it.
  return Readable.from(chunks(), { objectMode: false });
}

/**
 * Rows read from the database per query while a file is written, a report's million rows
 * included: over a million-row report, batches of 500 were measured quicker than batches of
 * 2 000, and the server's memory peaked lower (docs/BENCHMARKS.md).
 */
export const EXPORT_BATCH_SIZE = 500;

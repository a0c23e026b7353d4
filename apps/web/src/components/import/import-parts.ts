import {
  type ImportResult,
  type ImportRowBase,
  MAX_IMPORT_PROBLEMS,
} from '@depot/contracts/import';

/**
 * A file of more rows than one request takes is sent in parts of at most `maxRows`, one after
 * another, in the file's order (docs/decisions/0048-sku-import-in-chunks.md): the server holds
 * one part at a time, and a part's rows may name those of the parts before it, written first.
 */
export type ImportPart<Row> = {
  /** 0 for the first part. */
  index: number;
  count: number;
  rows: Row[];
  /** The rows of the file before this part, for an area that tells its dry run of them. */
  before: readonly Row[];
};

export function partsOf<Row>(rows: readonly Row[], maxRows: number): ImportPart<Row>[] {
  const count = Math.max(1, Math.ceil(rows.length / maxRows));
  return Array.from({ length: count }, (_, index) => ({
    index,
    count,
    rows: rows.slice(index * maxRows, (index + 1) * maxRows),
    before: rows.slice(0, index * maxRows),
  }));
}

/** "rows 20 001–30 000 of 100 000": the part being sent, by the file's rows, not its lines. */
export function partLabel(
  part: ImportPart<unknown>,
  total: number,
  format: (n: number) => string,
): string {
  const start = part.before.length + 1;
  const end = part.before.length + part.rows.length;
  return `rows ${format(start)}–${format(end)} of ${format(total)}`;
}

/** The parts' answers as one answer of the whole file, its problems capped as the server's. */
export function mergedResult(results: readonly ImportResult[]): ImportResult {
  const [first] = results;
  const problems = results.flatMap((result) => result.problems).slice(0, MAX_IMPORT_PROBLEMS);
  return {
    dryRun: first?.dryRun ?? true,
    rows: results.reduce((sum, result) => sum + result.rows, 0),
    created: results.reduce((sum, result) => sum + result.created, 0),
    firstCode: results.find((result) => result.firstCode)?.firstCode ?? null,
    lastCode: results.findLast((result) => result.lastCode)?.lastCode ?? null,
    problems,
    problemCount: results.reduce((sum, result) => sum + result.problemCount, 0),
    rejectedRows: results.flatMap((result) => result.rejectedRows),
  };
}

/** A part that failed after others were written: what was, and the part's own refusal. */
export class PartFailed extends Error {
  readonly written: ImportResult;
  readonly part: ImportPart<unknown>;
  override readonly cause: unknown;
  constructor(written: ImportResult, part: ImportPart<unknown>, cause: unknown) {
    super('a part of the file was not imported');
    this.written = written;
    this.part = part;
    this.cause = cause;
  }
}

/**
 * Sends the file's parts one after another and answers them as one. A dry run checks every
 * part, each told (by `extra`) of the sound rows above it; an import stops at the first part
 * refused: the first one's refusal is the answer as it is, a later one's is a `PartFailed`,
 * since the parts before it are written.
 */
export async function sendInParts<Row extends ImportRowBase>(options: {
  rows: readonly Row[];
  maxRows: number;
  dryRun: boolean;
  skipRejectedRows?: boolean;
  send: (
    body: { rows: Row[]; dryRun: boolean; skipRejectedRows?: boolean } & Record<string, unknown>,
    onUploadProgress: (share: number) => void,
  ) => Promise<ImportResult>;
  /** What the area's dry run of a part is told of the rows above it, sound ones only. */
  extra?: (part: ImportPart<Row>, rejected: ReadonlySet<number>) => Record<string, unknown>;
  /** The part being sent and the share of the whole file sent so far. */
  onProgress: (part: ImportPart<Row>, share: number) => void;
}): Promise<ImportResult> {
  const parts = partsOf(options.rows, options.maxRows);
  const results: ImportResult[] = [];
  const rejected = new Set<number>();
  for (const part of parts) {
    options.onProgress(part, part.index / part.count);
    const extra = options.dryRun && part.index > 0 ? (options.extra?.(part, rejected) ?? {}) : {};
    const body = {
      rows: part.rows,
      dryRun: options.dryRun,
      ...(options.skipRejectedRows === undefined
        ? {}
        : { skipRejectedRows: options.skipRejectedRows }),
      ...extra,
    };
    let result: ImportResult;
    try {
      result = await options.send(body, (share) =>
        options.onProgress(part, (part.index + share) / part.count),
      );
    } catch (error) {
      if (part.index === 0 || options.dryRun) throw error;
      throw new PartFailed(mergedResult(results), part, error);
    }
    for (const row of result.rejectedRows) rejected.add(row.row);
    results.push(result);
  }
  return mergedResult(results);
}

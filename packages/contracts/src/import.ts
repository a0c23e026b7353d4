import { z } from 'zod';
import { formatLimit, isSafeText, PHONE_MARK, UNSAFE_TEXT_MESSAGE } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import type { ErrorCode } from './errors.ts';
import type { Action, Resource } from './permissions.ts';

/**
 * One column of an area's import file: the key its cells are sent under, its header (the
 * record's field label, as the export heads it), whether a file must have it, and the template's
 * example.
 */
export type ImportColumn<Field extends string = string> = {
  readonly field: Field;
  readonly header: string;
  readonly required: boolean;
  readonly example: string;
};

/** What every import row has: its number in the file (the header is row 1). */
export type ImportRowBase = { line?: number };

/** One row of a file as read: its cells by field, untrimmed and unchecked, and its row number. */
export type ImportRow<Field extends string> = ImportRowBase & {
  [Key in Field]?: string;
};

export type ImportFile<Row extends ImportRowBase = ImportRowBase> = {
  /** The file's header as it was read, every column kept. */
  headers: readonly string[];
  /** Every record of the file under its header, blank rows included: `rows[i].line - 2`. */
  records: readonly Record<string, string | undefined>[];
  rows: Row[];
  /** Headers the import does not read, shown so a misspelt column is noticed. */
  ignoredHeaders: string[];
  /** Required columns the file lacks, by their template header. */
  missingHeaders: string[];
};

/** Most rows one import takes unless its area says otherwise: a larger file is split. */
export const MAX_IMPORT_ROWS = 10_000;
/**
 * Rows of a file taken by an area whose import is sent in parts: a file of more rows than one
 * request takes goes in consecutive requests of at most `maxRows` each
 * (docs/decisions/0048-sku-import-in-chunks.md).
 */
export const MAX_CHUNKED_IMPORT_ROWS = 100_000;
/** Most problems an answer lists; `problemCount` says how many there were in all. */
export const MAX_IMPORT_PROBLEMS = 1_000;

/** "Business name", "business_name", "BusinessName" → "businessname": how headers are compared. */
export function importHeaderKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const LEADING_PHONE_MARK = new RegExp(`^${PHONE_MARK}`);

/**
 * A cell's text without its edge spaces, or the mark a CSV export puts before a phone
 * (docs/decisions/0038-files-typed-by-column.md); undefined when nothing is left.
 */
export function importCell(value: string | undefined): string | undefined {
  const trimmed = value?.trim().replace(LEADING_PHONE_MARK, '');
  return trimmed ? trimmed : undefined;
}

const cell = z
  .string()
  .max(1_000, 'is longer than 1 000 characters')
  .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
  .optional();

export const importProblemSchema = z.object({
  /** The row in the file (the header is row 1). */
  row: z.number().int().min(1),
  /** The column's header, or null for a problem of the whole row. */
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importRejectedRowSchema = z.object({
  /** The row in the file (the header is row 1). */
  row: z.number().int().min(1),
  /** "Email: is already used by USR-000012; Phone: Enter a real phone number for India". */
  reason: z.string(),
});
export type ImportRejectedRow = z.infer<typeof importRejectedRowSchema>;

function importResultSchemaOf(maxRows: number) {
  return z.object({
    dryRun: z.boolean(),
    rows: z.number().int().min(0),
    /** Records written: 0 for a dry run. */
    created: z.number().int().min(0),
    /** The codes given, first and last, when records were written. */
    firstCode: z.string().nullable(),
    lastCode: z.string().nullable(),
    problems: z.array(importProblemSchema),
    problemCount: z.number().int().min(0),
    /**
     * Every row with a problem, in the file's order, with its problems in one sentence: the rows
     * not imported, for a file of them to be handed back.
     */
    rejectedRows: z.array(importRejectedRowSchema).max(maxRows),
  });
}
export type ImportResult = z.infer<ReturnType<typeof importResultSchemaOf>>;

/** The codes an import answers beyond the general ones. */
export type ImportErrorCodes = {
  /** 400: nothing was imported, the file has problems (named in the details by row). */
  invalid: ErrorCode;
  /** 409: a batch failed after others were written; the message names them. */
  incomplete: ErrorCode;
  /** 409: a record another request made meanwhile took one of the file's unique values. */
  taken: ErrorCode;
};

/**
 * An area's import, declared once: its columns (headed by the record's field labels), how a
 * file's headers are matched to them, the row, body and answer schemas, and its two endpoints,
 * `POST /admin/<area>/import` and `GET /admin/<area>/import-template`. The server's runner
 * (`apps/server/src/lib/imports.ts`) and the console's dialog (`components/import/`) read it.
 */
export function defineImport<
  const Field extends string,
  const Area extends string,
  const Codes extends ImportErrorCodes,
  const Extra extends z.ZodRawShape = Record<never, never>,
>(spec: {
  /** The area's path segment and API section: `users` → `/admin/users/import`. */
  area: Area;
  noun: { one: string; many: string };
  access: { resource: Resource; action: Action };
  columns: readonly ImportColumn<Field>[];
  errors: Codes;
  /** Most rows one import takes (MAX_IMPORT_ROWS when not said). */
  maxRows?: number;
  /** Largest body, in bytes (16 MiB when not said). */
  bodyLimit?: number;
  /**
   * Most rows of one file, sent in consecutive requests of at most `maxRows` each (`maxRows`
   * when not said: the file goes whole). Checks and imports are then counted by rows.
   */
  maxFileRows?: number;
  /** Fields the area's body takes beside the rows. */
  body?: Extra;
}) {
  const { columns, noun } = spec;
  const maxRows = spec.maxRows ?? MAX_IMPORT_ROWS;
  const maxFileRows = Math.max(spec.maxFileRows ?? maxRows, maxRows);
  type Row = ImportRow<Field>;

  /** The field a file's header names, or null for a column the import does not read. */
  function fieldOfHeader(header: string): Field | null {
    const key = importHeaderKey(header);
    const column = columns.find(
      (entry) => importHeaderKey(entry.header) === key || importHeaderKey(entry.field) === key,
    );
    return column?.field ?? null;
  }

  const headerOfField = new Map<string, string>(
    columns.map((column) => [column.field, column.header]),
  );

  /**
   * The file's records as import rows. Each keeps its row number as a spreadsheet shows it (the
   * header is row 1, blank rows counted), so every problem the server names can be found in the
   * file; blank rows themselves are not sent.
   */
  function rowsOf(
    headers: readonly string[],
    records: readonly Record<string, string | undefined>[],
  ): ImportFile<Row> {
    const fieldOf = new Map<string, Field>();
    const ignoredHeaders: string[] = [];
    for (const header of headers) {
      const field = fieldOfHeader(header);
      if (field && ![...fieldOf.values()].includes(field)) fieldOf.set(header, field);
      else if (header.trim() !== '') ignoredHeaders.push(header);
    }
    const present = new Set<string>(fieldOf.values());
    const missingHeaders = columns
      .filter((column) => column.required && !present.has(column.field))
      .map((column) => column.header);
    const rows: Row[] = [];
    records.forEach((record, index) => {
      const row: Record<string, string | number> = { line: index + 2 };
      let isBlank = true;
      for (const [header, field] of fieldOf) {
        const value = record[header];
        if (value === undefined) continue;
        row[field] = value;
        if (value.trim() !== '') isBlank = false;
      }
      if (!isBlank) rows.push(row as Row);
    });
    return { headers, records, rows, ignoredHeaders, missingHeaders };
  }

  const rowSchema = z.object({
    /** The row's number in the file (the header is row 1), for the problems to name it by. */
    line: z.number().int().min(1).max(10_000_000).optional(),
    ...(Object.fromEntries(columns.map((column) => [column.field, cell])) as Record<
      Field,
      typeof cell
    >),
  });

  const bodySchema = z.object({
    rows: z
      .array(rowSchema)
      .min(1, 'The file has no rows under its header')
      .max(maxRows, `At most ${formatLimit(maxRows)} rows per import: split the file`),
    /** Check every row and answer the problems without writing anything. */
    dryRun: z.boolean().default(false),
    /**
     * Import the rows without a problem and answer the others, each with its reasons, for the
     * person to fix and import again; otherwise (the default) any problem imports nothing.
     */
    skipRejectedRows: z.boolean().default(false),
    ...(spec.body ?? ({} as Extra)),
  });

  const resultSchema = importResultSchemaOf(maxRows);

  const endpoints = defineEndpoints(spec.area, {
    import: {
      method: 'POST',
      path: `/admin/${spec.area}/import`,
      summary: `Import ${noun.many} from a file’s rows: a dry run answers every row’s problems; an import with any problem writes nothing unless asked to skip the rows with problems, and writes its rows a batch at a time`,
      access: spec.access,
      body: bodySchema,
      response: resultSchema,
      bodyLimit: spec.bodyLimit ?? 16 * 1024 * 1024,
      // taken: another record took one of the file's unique values while it was being written.
      // incomplete: a batch failed after others were written; the message names them.
      // RATE_LIMITED: too many checks or imports by one member in a minute.
      errors: [spec.errors.invalid, spec.errors.taken, spec.errors.incomplete, 'RATE_LIMITED'],
    },
    importTemplate: {
      method: 'GET',
      path: `/admin/${spec.area}/import-template`,
      summary: 'The import file’s columns, with an example row, as CSV',
      access: spec.access,
      response: z.string(),
      download: 'csv',
      errors: [],
    },
  });

  return {
    area: spec.area,
    noun,
    columns,
    maxRows,
    maxFileRows,
    errors: spec.errors,
    templateFileName: `${spec.area}-import-template.csv`,
    /** The header of a field's column. */
    headerOf: (field: Field): string => headerOfField.get(field) ?? field,
    fieldOfHeader,
    rowsOf,
    rowSchema,
    bodySchema,
    resultSchema,
    endpoints,
  };
}

/** What the server's runner and the console's dialog read of any area's import. */
export type ImportDeclaration<Field extends string = string> = {
  area: string;
  noun: { one: string; many: string };
  columns: readonly ImportColumn<Field>[];
  maxRows: number;
  /** Most rows of one file; above `maxRows`, it is sent in parts. */
  maxFileRows: number;
  errors: ImportErrorCodes;
  templateFileName: string;
  // A method, so that any area's declaration is one of strings' too.
  headerOf(field: Field): string;
  rowsOf: (
    headers: readonly string[],
    records: readonly Record<string, string | undefined>[],
  ) => ImportFile<ImportRowBase>;
};

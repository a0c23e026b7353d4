import { z } from 'zod';
import { formatLimit, isSafeText, PHONE_MARK, UNSAFE_TEXT_MESSAGE } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { userFieldLabels } from './user-fields.ts';
import type { CreateUserBody } from './users.ts';

/**
 * The columns of a users import file, in the template's order, headed by the user's field
 * labels (`user-fields.ts`), as the export is. Headers are matched without
 * regard to case, spacing or punctuation ("Business name", "business_name"); `field` is the
 * key each row is sent under.
 */
export const userImportColumns = [
  {
    field: 'businessName',
    header: userFieldLabels.businessName,
    required: true,
    example: 'Kaveri Home Essentials Pvt Ltd',
  },
  {
    field: 'contactName',
    header: userFieldLabels.contactName,
    required: true,
    example: 'Anjali Menon',
  },
  {
    field: 'email',
    header: userFieldLabels.email,
    required: true,
    example: 'anjali@kaverihome.in',
  },
  { field: 'phone', header: userFieldLabels.phone, required: true, example: '98200 41127' },
  { field: 'phoneCountry', header: userFieldLabels.phoneCountry, required: false, example: 'IN' },
  { field: 'taxId', header: userFieldLabels.taxId, required: false, example: '27AAPFU0939F1ZV' },
  {
    field: 'line1',
    header: userFieldLabels['address.line1'],
    required: true,
    example: '14 Hill Road, Bandra West',
  },
  { field: 'line2', header: userFieldLabels['address.line2'], required: false, example: '' },
  { field: 'city', header: userFieldLabels['address.city'], required: true, example: 'Mumbai' },
  {
    field: 'state',
    header: userFieldLabels['address.state'],
    required: true,
    example: 'Maharashtra',
  },
  { field: 'country', header: userFieldLabels['address.country'], required: true, example: 'IN' },
  {
    field: 'postalCode',
    header: userFieldLabels['address.postalCode'],
    required: true,
    example: '400050',
  },
  { field: 'timezone', header: userFieldLabels.timezone, required: false, example: '' },
  { field: 'currency', header: userFieldLabels.currency, required: false, example: '' },
  {
    field: 'packageCode',
    header: userFieldLabels['plan.package.code'],
    required: false,
    example: 'STARTER-M',
  },
] as const;
export type UserImportField = (typeof userImportColumns)[number]['field'];

/** "Business name", "business_name", "BusinessName" → "businessname": how headers are compared. */
export function importHeaderKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The field a file's header names, or null for a column the import does not read. */
export function importFieldOfHeader(header: string): UserImportField | null {
  const key = importHeaderKey(header);
  const column = userImportColumns.find(
    (entry) => importHeaderKey(entry.header) === key || importHeaderKey(entry.field) === key,
  );
  return column?.field ?? null;
}

export type ImportFile = {
  /** The file's header as it was read, every column kept. */
  headers: readonly string[];
  /** Every record of the file under its header, blank rows included: `rows[i].line - 2`. */
  records: readonly Record<string, string | undefined>[];
  rows: UserImportRow[];
  /** Headers the import does not read, shown so a misspelt column is noticed. */
  ignoredHeaders: string[];
  /** Required columns the file lacks, by their template header. */
  missingHeaders: string[];
};

/**
 * The file's records as import rows. Each keeps its row number as a spreadsheet shows it (the
 * header is row 1, blank rows counted), so every problem the server names can be found in the
 * file; blank rows themselves are not sent.
 */
export function importRowsOf(
  headers: readonly string[],
  records: readonly Record<string, string | undefined>[],
): ImportFile {
  const fieldOf = new Map<string, UserImportField>();
  const ignoredHeaders: string[] = [];
  for (const header of headers) {
    const field = importFieldOfHeader(header);
    if (field && ![...fieldOf.values()].includes(field)) fieldOf.set(header, field);
    else if (header.trim() !== '') ignoredHeaders.push(header);
  }
  const present = new Set(fieldOf.values());
  const missingHeaders = userImportColumns
    .filter((column) => column.required && !present.has(column.field))
    .map((column) => column.header);
  const rows: UserImportRow[] = [];
  records.forEach((record, index) => {
    const row: UserImportRow = { line: index + 2 };
    let isBlank = true;
    for (const [header, field] of fieldOf) {
      const value = record[header];
      if (value === undefined) continue;
      row[field] = value;
      if (value.trim() !== '') isBlank = false;
    }
    if (!isBlank) rows.push(row);
  });
  return { headers, records, rows, ignoredHeaders, missingHeaders };
}

/** Most rows one import takes: a file larger than this is split. */
export const MAX_IMPORT_ROWS = 10_000;
/** Most problems an answer lists; `problemCount` says how many there were in all. */
export const MAX_IMPORT_PROBLEMS = 1_000;

const cell = z
  .string()
  .max(1_000, 'is longer than 1 000 characters')
  .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
  .optional();

/** One row of the file as read: its cells by field, untrimmed and unchecked. */
export const userImportRowSchema = z.object({
  /** The row's number in the file (the header is row 1), for the problems to name it by. */
  line: z.number().int().min(1).max(10_000_000).optional(),
  ...(Object.fromEntries(userImportColumns.map((column) => [column.field, cell])) as Record<
    UserImportField,
    typeof cell
  >),
});
export type UserImportRow = z.input<typeof userImportRowSchema>;

export const userImportBodySchema = z.object({
  rows: z
    .array(userImportRowSchema)
    .min(1, 'The file has no rows under its header')
    .max(
      MAX_IMPORT_ROWS,
      `At most ${formatLimit(MAX_IMPORT_ROWS)} rows per import: split the file`,
    ),
  /** Check every row and answer the problems without writing anything. */
  dryRun: z.boolean().default(false),
  /**
   * Import the rows without a problem and answer the others, each with its reasons, for the
   * person to fix and import again; otherwise (the default) any problem imports nothing.
   */
  skipRejectedRows: z.boolean().default(false),
});
export type UserImportBody = z.input<typeof userImportBodySchema>;

export const userImportProblemSchema = z.object({
  /** The row in the file (the header is row 1). */
  row: z.number().int().min(1),
  /** The column's header, or null for a problem of the whole row. */
  column: z.string().nullable(),
  message: z.string(),
});
export type UserImportProblem = z.infer<typeof userImportProblemSchema>;

export const userImportRejectedRowSchema = z.object({
  /** The row in the file (the header is row 1). */
  row: z.number().int().min(1),
  /** "Email: is already used by USR-000012; Phone: Enter a real phone number for India". */
  reason: z.string(),
});
export type UserImportRejectedRow = z.infer<typeof userImportRejectedRowSchema>;

export const userImportResultSchema = z.object({
  dryRun: z.boolean(),
  rows: z.number().int().min(0),
  /** Users written: 0 for a dry run. */
  created: z.number().int().min(0),
  /** The codes given, first and last, when users were written. */
  firstCode: z.string().nullable(),
  lastCode: z.string().nullable(),
  problems: z.array(userImportProblemSchema),
  problemCount: z.number().int().min(0),
  /**
   * Every row with a problem, in the file's order, with its problems in one sentence: the rows
   * not imported, for a file of them to be handed back.
   */
  rejectedRows: z.array(userImportRejectedRowSchema).max(MAX_IMPORT_ROWS),
});
export type UserImportResult = z.infer<typeof userImportResultSchema>;

/** The column (header) a problem's path within a user points at. */
export function importColumnOfPath(path: readonly PropertyKey[]): string | null {
  const [first, second] = path;
  const field = first === 'address' ? second : first;
  const column = userImportColumns.find((entry) => entry.field === field);
  return column?.header ?? null;
}

const LEADING_PHONE_MARK = new RegExp(`^${PHONE_MARK}`);

/** A cell's text without its edge spaces, or the mark a CSV export puts before a phone. */
const blankToUndefined = (value: string | undefined) => {
  const trimmed = value?.trim().replace(LEADING_PHONE_MARK, '');
  return trimmed ? trimmed : undefined;
};

/**
 * A row as the body of a user's creation, once its country and state are codes. The phone is
 * dialled from the address's country unless the row names another.
 */
export function userOfImportRow(row: UserImportRow): CreateUserBody {
  const value = (field: UserImportField) => blankToUndefined(row[field]);
  const country = value('country') ?? '';
  return {
    businessName: value('businessName') ?? '',
    contactName: value('contactName') ?? '',
    email: value('email') ?? '',
    phone: value('phone') ?? '',
    phoneCountry: value('phoneCountry') ?? country,
    taxId: value('taxId') ?? null,
    address: {
      line1: value('line1') ?? '',
      line2: value('line2') ?? null,
      city: value('city') ?? '',
      state: value('state') ?? '',
      country,
      postalCode: value('postalCode') ?? '',
    },
    timezone: value('timezone'),
    currency: value('currency'),
    packageCode: value('packageCode'),
  };
}

const add = { resource: 'users', action: 'add' } as const;

/**
 * Adding client businesses from a CSV file: checked whole, then written a batch at a time, each
 * batch whole, so that the rest of the console is answered meanwhile.
 */
export const userImportEndpoints = defineEndpoints('users', {
  import: {
    method: 'POST',
    path: '/admin/users/import',
    summary:
      'Import users from a file’s rows: a dry run answers every row’s problems; an import with any problem writes nothing unless asked to skip the rows with problems, and writes its rows a batch at a time',
    access: add,
    body: userImportBodySchema,
    response: userImportResultSchema,
    bodyLimit: 16 * 1024 * 1024,
    // USER_EMAIL_TAKEN: another user took one of the file's emails while it was being written.
    // USER_IMPORT_INCOMPLETE: a batch failed after others were written; the message names them.
    // RATE_LIMITED: too many checks or imports by one member in a minute.
    errors: ['USER_IMPORT_INVALID', 'USER_EMAIL_TAKEN', 'USER_IMPORT_INCOMPLETE', 'RATE_LIMITED'],
  },
  importTemplate: {
    method: 'GET',
    path: '/admin/users/import-template',
    summary: 'The import file’s columns, with an example row, as CSV',
    access: add,
    response: z.string(),
    download: 'csv',
    errors: [],
  },
});

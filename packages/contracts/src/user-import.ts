import type { z } from 'zod';
import {
  defineImport,
  type ImportFile as GenericImportFile,
  type ImportProblem,
  type ImportRejectedRow,
  importCell,
  importHeaderKey,
  importProblemSchema,
  importRejectedRowSchema,
  MAX_IMPORT_PROBLEMS,
  MAX_IMPORT_ROWS,
} from './import.ts';
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

/** Users are added from files by those who may add them, one at a time or many. */
export const userImport = defineImport({
  area: 'users',
  noun: { one: 'user', many: 'users' },
  access: { resource: 'users', action: 'import' },
  columns: userImportColumns,
  errors: {
    invalid: 'USER_IMPORT_INVALID',
    taken: 'USER_EMAIL_TAKEN',
    incomplete: 'USER_IMPORT_INCOMPLETE',
  },
});

export { importHeaderKey, MAX_IMPORT_PROBLEMS, MAX_IMPORT_ROWS };

/** The field a file's header names, or null for a column the import does not read. */
export const importFieldOfHeader = userImport.fieldOfHeader;

export type UserImportRow = z.input<typeof userImportRowSchema>;
export type ImportFile = GenericImportFile<UserImportRow>;

/**
 * The file's records as import rows. Each keeps its row number as a spreadsheet shows it (the
 * header is row 1, blank rows counted), so every problem the server names can be found in the
 * file; blank rows themselves are not sent.
 */
export const importRowsOf: (
  headers: readonly string[],
  records: readonly Record<string, string | undefined>[],
) => ImportFile = userImport.rowsOf;

/** One row of the file as read: its cells by field, untrimmed and unchecked. */
export const userImportRowSchema = userImport.rowSchema;
export const userImportBodySchema = userImport.bodySchema;
export type UserImportBody = z.input<typeof userImportBodySchema>;
export const userImportProblemSchema = importProblemSchema;
export type UserImportProblem = ImportProblem;
export const userImportRejectedRowSchema = importRejectedRowSchema;
export type UserImportRejectedRow = ImportRejectedRow;
export const userImportResultSchema = userImport.resultSchema;
export type UserImportResult = z.infer<typeof userImportResultSchema>;

/** The column (header) a problem's path within a user points at. */
export function importColumnOfPath(path: readonly PropertyKey[]): string | null {
  const [first, second] = path;
  const field = first === 'address' ? second : first;
  const column = userImportColumns.find((entry) => entry.field === field);
  return column?.header ?? null;
}

/**
 * A row as the body of a user's creation, once its country and state are codes. The phone is
 * dialled from the address's country unless the row names another.
 */
export function userOfImportRow(row: UserImportRow): CreateUserBody {
  const value = (field: UserImportField) => importCell(row[field]);
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

/**
 * Adding client businesses from a CSV file: checked whole, then written a batch at a time, each
 * batch whole, so that the rest of the console is answered meanwhile.
 */
export const userImportEndpoints = userImport.endpoints;

import type { ImportFile, ImportRejectedRow } from '@depot/contracts/import';

/** The column a file of rows not imported adds, with each row's reasons. */
export const PROBLEM_HEADER = 'Problem';

/**
 * The rows of a file that were not imported, as a CSV to fix and import again: the file's own
 * columns as they were read, in its order, and a Problem column saying why each was left out.
 * Its cells are written as the person's own file held them, without the apostrophe an export
 * puts before a formula: the file goes back to whoever chose it, and a fixed copy must import
 * as it was. A Problem column already there (a file of rejected rows, fixed and tried again) is
 * filled anew rather than added twice.
 */
export async function rejectedRowsFile(
  file: Pick<ImportFile, 'headers' | 'records'>,
  rejected: readonly ImportRejectedRow[],
): Promise<Blob> {
  const { default: Papa } = await import('papaparse');
  const headers = file.headers.filter((header) => header !== PROBLEM_HEADER);
  const rows = rejected.map(({ row, reason }) => {
    const record = file.records[row - 2] ?? {};
    return [...headers.map((header) => record[header] ?? ''), reason];
  });
  const text = Papa.unparse([[...headers, PROBLEM_HEADER], ...rows], { newline: '\r\n' });
  // The byte-order mark makes spreadsheet programs read it as UTF-8.
  return new Blob([`\uFEFF${text}\r\n`], { type: 'text/csv;charset=utf-8' });
}

/** "users-march.csv" or "users-march.xlsx" → "users-march-not-imported.csv". */
export function rejectedFileName(fileName: string): string {
  return `${fileName.replace(/\.(csv|xlsx)$/i, '')}-not-imported.csv`;
}

import {
  importFieldOfHeader,
  type UserImportField,
  type UserImportRow,
  userImportColumns,
} from '@depot/contracts/user-import';

export type ImportFile = {
  rows: UserImportRow[];
  /** Headers the import does not read, shown so a misspelt column is noticed. */
  ignoredHeaders: string[];
  /** Required columns the file lacks, by their template header. */
  missingHeaders: string[];
};

type Cells = Record<string, string | undefined>;

/**
 * The file's records as import rows. Each keeps its row number as a spreadsheet shows it (the
 * header is row 1, blank rows counted), so every problem the server names can be found in the
 * file; blank rows themselves are not sent.
 */
export function importRowsOf(headers: readonly string[], records: readonly Cells[]): ImportFile {
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
  return { rows, ignoredHeaders, missingHeaders };
}

/**
 * Reads a CSV file with Papa Parse (quotes, embedded commas and line breaks, a byte-order
 * mark), reporting the share of the file read as it goes. Loaded when a file is chosen, so the
 * list does not carry the parser.
 */
export async function readImportFile(
  file: Blob,
  onProgress: (read: number) => void,
): Promise<ImportFile> {
  const { default: Papa } = await import('papaparse');
  return new Promise((resolve, reject) => {
    const records: Cells[] = [];
    let headers: string[] = [];
    Papa.parse<Cells>(file as File, {
      header: true,
      // Blank rows are kept, to be counted: a spreadsheet numbers them too.
      skipEmptyLines: false,
      transformHeader: (header) => header.trim(),
      chunk: (results) => {
        if (headers.length === 0) headers = results.meta.fields ?? [];
        records.push(...results.data);
        if (file.size > 0) onProgress(Math.min(1, results.meta.cursor / file.size));
      },
      complete: () => {
        onProgress(1);
        resolve(importRowsOf(headers, records));
      },
      error: (error) => reject(new Error(`The file could not be read: ${error.message}`)),
    });
  });
}

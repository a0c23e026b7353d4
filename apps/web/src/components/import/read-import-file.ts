import type { ImportDeclaration, ImportFile, ImportRowBase } from '@depot/contracts/import';

/**
 * How long a check or an import may take: ten thousand rows are checked and written in well
 * under a minute; the limit leaves room for a slow link.
 */
export const IMPORT_TIMEOUT_MS = 5 * 60 * 1000;

/** The kinds of file an import reads: what the file input offers. */
export const IMPORT_FILE_TYPES =
  '.csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Whether the file is an Excel workbook (.xlsx) rather than CSV. */
export function isWorkbook(file: Blob & { name?: string }): boolean {
  return (
    /\.xlsx$/i.test(file.name ?? '') ||
    file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  );
}

/**
 * Reads a CSV file with Papa Parse (quotes, embedded commas and line breaks, a byte-order
 * mark), reporting the share of the file read as it goes. Loaded when a file is chosen, so the
 * list does not carry the parser.
 */
async function readCsv(
  file: Blob,
  onProgress: (read: number) => void,
): Promise<{ headers: string[]; records: Record<string, string | undefined>[] }> {
  const { default: Papa } = await import('papaparse');
  return new Promise((resolve, reject) => {
    const records: Record<string, string | undefined>[] = [];
    let headers: string[] = [];
    Papa.parse<Record<string, string | undefined>>(file as File, {
      header: true,
      // Blank rows are kept, to be counted: a spreadsheet numbers them too.
      skipEmptyLines: false,
      transformHeader: (header) => header.trim(),
      chunk: (results) => {
        if (headers.length === 0) headers = results.meta.fields ?? [];
        records.push(...results.data);
        if (file.size > 0) onProgress(Math.min(1, results.meta.cursor / file.size));
      },
      complete: () => resolve({ headers, records }),
      error: (error) => reject(new Error(`The file could not be read: ${error.message}`)),
    });
  });
}

/**
 * Reads an import's file, a CSV or an Excel workbook's first sheet, into the rows its
 * declaration sends, each numbered as the spreadsheet numbers it. The reader of a workbook
 * loads only when one is chosen.
 */
export async function readImportFile<Row extends ImportRowBase>(
  declaration: Pick<ImportDeclaration, 'rowsOf'>,
  file: Blob & { name?: string },
  onProgress: (read: number) => void,
): Promise<ImportFile<Row>> {
  let sheet: { headers: string[]; records: Record<string, string | undefined>[] };
  if (isWorkbook(file)) {
    const [{ readXlsx }, data] = await Promise.all([import('./read-xlsx.ts'), file.arrayBuffer()]);
    onProgress(0.5);
    sheet = readXlsx(new Uint8Array(data));
  } else {
    sheet = await readCsv(file, onProgress);
  }
  onProgress(1);
  return declaration.rowsOf(sheet.headers, sheet.records) as ImportFile<Row>;
}

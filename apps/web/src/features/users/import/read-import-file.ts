import { type ImportFile, importRowsOf } from '@depot/contracts/user-import';

export { type ImportFile, importRowsOf };

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
      complete: () => {
        onProgress(1);
        resolve(importRowsOf(headers, records));
      },
      error: (error) => reject(new Error(`The file could not be read: ${error.message}`)),
    });
  });
}

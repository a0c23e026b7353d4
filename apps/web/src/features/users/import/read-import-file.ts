import { type ImportFile, importRowsOf, userImport } from '@depot/contracts/user-import';
import { readImportFile as readAnyImportFile } from '@/components/import/read-import-file.ts';

export { type ImportFile, importRowsOf };

/** Reads a users import file, CSV or an Excel workbook, reporting the share read as it goes. */
export function readImportFile(
  file: Blob & { name?: string },
  onProgress: (read: number) => void,
): Promise<ImportFile> {
  return readAnyImportFile(userImport, file, onProgress);
}

import { MAX_EXPORT_ROWS } from '@depot/contracts/common';
import type { Endpoint } from '@depot/contracts/endpoint';
import { AppError } from './app-error.ts';
import type { CsvFile } from './csv.ts';

let bound = MAX_EXPORT_ROWS;

/** The most rows one export holds: MAX_EXPORT_ROWS, unless a test has lowered it. */
export function exportRowBound(): number {
  return bound;
}

/**
 * Lowers the export bound for this process, so that a test reaches it without writing a million
 * rows; answers the function that puts it back. The server itself never calls it.
 */
export function useExportRowBound(rows: number): () => void {
  const before = bound;
  bound = rows;
  return () => {
    bound = before;
  };
}

/**
 * Refuses an export that would hold more rows than the bound, before any byte of the file is
 * written or any of its rows read. An endpoint that declares EXPORT_TOO_LARGE counts its rows,
 * and one that counts declares it: the file and its declaration cannot drift apart.
 */
export async function checkExportSize(endpoint: Endpoint, file: CsvFile): Promise<void> {
  const declared = endpoint.errors.includes('EXPORT_TOO_LARGE');
  if (declared !== (file.countRows !== undefined)) {
    throw new Error(
      `${endpoint.id}: an export ${declared ? 'declaring EXPORT_TOO_LARGE gives no countRows' : 'giving countRows does not declare EXPORT_TOO_LARGE'}`,
    );
  }
  if (!file.countRows) return;
  const atMost = bound;
  if ((await file.countRows(atMost)) > atMost) {
    throw new AppError(
      'EXPORT_TOO_LARGE',
      `This export would hold more than ${atMost.toLocaleString('en')} rows, the most one file holds. Narrow the filters and export again.`,
    );
  }
}

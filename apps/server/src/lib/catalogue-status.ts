import type { ChangeActiveStatusResult } from '@depot/contracts/active-status';
import { activeStatusLabels } from '@depot/contracts/active-status';
import type { AuditEntity } from '@depot/contracts/audit';
import type { auditTrail } from './audit.ts';

type Result = ChangeActiveStatusResult['results'][number];
type CatalogueStatus = 'active' | 'inactive';
type Switchable = { id: number; code: string; status: CatalogueStatus };

/**
 * Switches zones or packages on or off by code inside the caller's transaction, answered per
 * code (upper-cased, each once): updated, unchanged, or not_found. Each change is audited.
 */
export async function switchCatalogueStatus<Row extends Switchable>(options: {
  codes: string[];
  isActive: boolean;
  /** The rows with these codes, locked until the transaction ends. */
  lockRows: (codes: string[]) => Promise<Row[]>;
  setStatus: (row: Row, status: CatalogueStatus) => Promise<void>;
  audit: ReturnType<typeof auditTrail>;
  entity: AuditEntity;
  notFoundMessage: string;
  /** Why a row may not be switched, if it may not (answered `refused`). */
  refusal?: (row: Row) => string | null;
}): Promise<Result[]> {
  const codes = [...new Set(options.codes)];
  const status: CatalogueStatus = options.isActive ? 'active' : 'inactive';
  const rows = new Map((await options.lockRows(codes)).map((row) => [row.code, row]));
  const results: Result[] = [];
  for (const code of codes) {
    const row = rows.get(code);
    if (!row) {
      results.push({ id: code, outcome: 'not_found', message: options.notFoundMessage });
      continue;
    }
    const refused = options.refusal?.(row) ?? null;
    if (refused) {
      results.push({ id: code, outcome: 'refused', message: refused });
      continue;
    }
    if (row.status === status) {
      results.push({ id: code, outcome: 'unchanged' });
      continue;
    }
    await options.setStatus(row, status);
    await options.audit.statusChanged(options.entity, code, { status: row.status }, { status });
    results.push({ id: code, outcome: 'updated' });
  }
  return results;
}

/** A status as a person reads it in an exported file. */
export function statusLabel(status: CatalogueStatus): string {
  return activeStatusLabels[status];
}

import type { AuditEntry } from '@depot/contracts/audit';
import {
  auditEntityLabels,
  auditedFieldLabels,
  isAuditEntity,
} from '@depot/contracts/audited-records';
import { fieldPathLabel } from '@depot/contracts/fields';
import { formatDateTime } from './format-date.ts';

/** One field of a record as it was before and after a change, ready to print. */
export type FieldChange = { path: string; label: string; before: string; after: string };

// Bookkeeping that moves with every change and says nothing a reader needs.
const IGNORED_FIELDS = new Set(['updatedAt']);
const EMPTY = '—';
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

type Leaf = string | number | boolean | null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A reference such as a team member's `role: {key, name}` reads best as its name. */
function isNamedReference(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value).sort();
  return keys.length === 2 && keys[0] === 'key' && keys[1] === 'name';
}

/** Every leaf of a stored record keyed by its dotted path: "permissions.users.view". */
function flatten(value: unknown, prefix = '', into = new Map<string, Leaf>()): Map<string, Leaf> {
  if (isRecord(value) && isNamedReference(value)) {
    into.set(prefix, String(value.name));
  } else if (isRecord(value) || Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (IGNORED_FIELDS.has(key)) continue;
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
    }
  } else if (prefix) {
    const leaf =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? value
        : null;
    into.set(prefix, leaf);
  }
  return into;
}

/** The words for a field at `path`, its segments joined with " › " (`fieldPathLabel`). */
export function fieldLabel(path: string, labels?: Readonly<Record<string, string>>): string {
  return fieldPathLabel(path, labels).join(' › ');
}

function formatLeaf(value: Leaf | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && ISO_DATE_TIME.test(value)) return formatDateTime(value);
  return String(value);
}

/** A value worth listing when a record is created or deleted: not blank, not a flag left off. */
function isMeaningful(value: Leaf | undefined): boolean {
  return value !== null && value !== undefined && value !== '' && value !== false;
}

/**
 * What an audit entry changed, field by field. An update lists the fields whose value differs;
 * a creation lists what was set and a deletion what was there, leaving out blanks and flags
 * that were off (a new role's 72 permission flags would otherwise bury the few it grants).
 */
export function auditChanges(
  entry: Pick<AuditEntry, 'action' | 'before' | 'after'> & { entity?: string },
): FieldChange[] {
  const labels =
    entry.entity !== undefined && isAuditEntity(entry.entity)
      ? auditedFieldLabels(entry.entity)
      : undefined;
  const before = flatten(entry.before);
  const after = flatten(entry.after);
  const paths = [...new Set([...before.keys(), ...after.keys()])];
  const isOneSided = entry.action === 'create' || entry.action === 'delete';
  return paths
    .filter((path) =>
      isOneSided
        ? isMeaningful(entry.action === 'create' ? after.get(path) : before.get(path))
        : before.get(path) !== after.get(path),
    )
    .map((path) => ({
      path,
      label: fieldLabel(path, labels),
      before: formatLeaf(before.get(path)),
      after: formatLeaf(after.get(path)),
    }));
}

/** The verb of an audit action as a person reads it. */
export const auditActionLabels: Record<AuditEntry['action'], string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  status: 'Status changed',
};

/** "team-member" → "Team member"; an entity this build does not know reads as its words. */
export function entityLabel(entity: string): string {
  if (isAuditEntity(entity)) return auditEntityLabels[entity];
  const words = entity.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

import type { AuditEntry } from '@depot/contracts/audit';
import {
  auditEntityLabels,
  auditedFieldFormats,
  auditedFieldLabels,
  isAuditEntity,
} from '@depot/contracts/audited-records';
import { type FieldFormat, fieldPathLabel } from '@depot/contracts/fields';
import {
  formatDate,
  formatDateTime,
  formatDimension,
  formatMoney,
  formatWeight,
} from './format.ts';

/** One field of a record as it was before and after a change, ready to print. */
export type FieldChange = { path: string; label: string; before: string; after: string };

/**
 * The names of places and numbers that need the reference data, which the screen showing the
 * changes has loaded (or is loading: a code stands in for a name until then).
 */
export type ValueWords = {
  country: (code: string) => string;
  state: (country: string, code: string) => string;
  phone: (e164: string) => string;
};

const CODES_AS_THEY_ARE: ValueWords = {
  country: (code) => code,
  state: (_country, code) => code,
  phone: (e164) => e164,
};

// Bookkeeping that moves with every change and says nothing a reader needs.
const IGNORED_FIELDS = new Set(['updatedAt']);
const EMPTY = '—';
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A list of plain values (HSN codes, a zone's states) is one field, shown as a list. */
type Leaf = string | number | boolean | null | readonly (string | number)[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A reference such as a team member's `role: {key, name}` reads best as its name. */
function isNamedReference(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value).sort();
  return keys.length === 2 && keys[0] === 'key' && keys[1] === 'name';
}

function isPlainList(value: unknown): value is (string | number)[] {
  return (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'string' || typeof item === 'number')
  );
}

/** Every leaf of a stored record keyed by its dotted path: "permissions.users.view". */
function flatten(value: unknown, prefix = '', into = new Map<string, Leaf>()): Map<string, Leaf> {
  if (isRecord(value) && isNamedReference(value)) {
    into.set(prefix, String(value.name));
  } else if (prefix && isPlainList(value)) {
    into.set(prefix, value);
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

/** "lines.2.rejectReason" → "lines.rejectReason": a path as its record declares it. */
const declaredPath = (path: string) =>
  path
    .split('.')
    .filter((step) => !/^\d+$/.test(step))
    .join('.');

/** The value of the field beside `path` named `name` ("consignee.address.country"). */
function sibling(values: Map<string, Leaf>, path: string, ...names: string[]): string | undefined {
  const parent = path.includes('.') ? path.slice(0, path.lastIndexOf('.') + 1) : '';
  for (const name of names) {
    const value = values.get(`${parent}${name}`) ?? values.get(name);
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

/** A value as the record's own screens show it, by its field's format. */
function shown(
  value: Leaf | undefined,
  format: FieldFormat | undefined,
  context: { path: string; values: Map<string, Leaf>; words: ValueWords },
): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (Array.isArray(value)) {
    if (value.length === 0) return EMPTY;
    return value.map((item) => shown(item, format, context)).join(', ');
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = String(value);
  const { path, values, words } = context;
  if (typeof format === 'object') return format[text] ?? text;
  switch (format) {
    case 'money':
      return formatMoney(text, sibling(values, path, 'currency'));
    case 'day':
      return formatDate(text);
    case 'moment':
      return formatDateTime(text);
    case 'weight':
      return formatWeight(Number(value));
    case 'length':
      return formatDimension(Number(value));
    case 'country':
      return words.country(text);
    case 'state': {
      const country = sibling(values, path, 'country', 'countryCode');
      return country ? words.state(country, text) : text;
    }
    case 'phone':
      return words.phone(text);
    default:
      return ISO_DATE_TIME.test(text) ? formatDateTime(text) : text;
  }
}

/** A value worth listing when a record is created or deleted: not blank, not a flag left off. */
function isMeaningful(value: Leaf | undefined): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined && value !== '' && value !== false;
}

/**
 * Where a field comes in its record's words: the order they are declared in, which is the
 * form's; a field inside another comes where the nearest declared one does, then by path.
 */
function orderOf(labels: Readonly<Record<string, string>> | undefined) {
  const rank = new Map(Object.keys(labels ?? {}).map((key, index) => [key, index]));
  return (path: string): number => {
    const steps = declaredPath(path).split('.');
    for (let length = steps.length; length > 0; length--) {
      const at = rank.get(steps.slice(0, length).join('.'));
      if (at !== undefined) return at;
    }
    return rank.size;
  };
}

/**
 * What an audit entry changed, field by field, in the order of the record's form, each value
 * shown as the record's screens show it. An update lists the fields whose value differs; a
 * creation lists what was set and a deletion what was there, leaving out blanks and flags that
 * were off (a new role's 72 permission flags would otherwise bury the few it grants).
 */
export function auditChanges(
  entry: Pick<AuditEntry, 'action' | 'before' | 'after'> & { entity?: string },
  words: ValueWords = CODES_AS_THEY_ARE,
): FieldChange[] {
  const known = entry.entity !== undefined && isAuditEntity(entry.entity) ? entry.entity : null;
  const labels = known ? auditedFieldLabels(known) : undefined;
  const formats = known ? auditedFieldFormats(known) : undefined;
  const before = flatten(entry.before);
  const after = flatten(entry.after);
  const rank = orderOf(labels);
  const paths = [...new Set([...before.keys(), ...after.keys()])];
  const isOneSided = entry.action === 'create' || entry.action === 'delete';
  const same = (path: string) =>
    JSON.stringify(before.get(path) ?? null) === JSON.stringify(after.get(path) ?? null);
  return paths
    .filter((path) =>
      isOneSided
        ? isMeaningful(entry.action === 'create' ? after.get(path) : before.get(path))
        : !same(path),
    )
    .map((path, index) => ({ path, index, rank: rank(path) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ path }) => {
      const format = formats?.[declaredPath(path)];
      return {
        path,
        label: fieldLabel(path, labels),
        before: shown(before.get(path), format, { path, values: before, words }),
        after: shown(after.get(path), format, { path, values: after, words }),
      };
    });
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

/** The countries an entry's records name, whose states its changes may need by name. */
export function countriesOf(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const found = new Set<string>();
  for (const values of [flatten(entry.before), flatten(entry.after)]) {
    for (const [path, value] of values) {
      if (typeof value === 'string' && /(^|\.)(country|countryCode)$/.test(path)) found.add(value);
    }
  }
  return [...found];
}

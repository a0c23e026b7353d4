import { describeApiError } from '../api/api-client.ts';

/** A form field's name as antd takes it: ['rates', 2, 'perKg']. */
export type FieldPath = (string | number)[];

/**
 * Whether a server path ("rates.2.perKg", "coverage.0.stateCodes.3") belongs to one of the
 * form's fields, given as patterns with `*` for a list index ("rates.*.perKg",
 * "coverage.*.stateCodes"); answers the field's path, the pattern's length of the server's
 * (a problem with one state of a list shows on that list's picker).
 */
export function fieldOfPath(path: string, patterns: readonly string[]): FieldPath | null {
  const segments = path.split('.');
  let best: FieldPath | null = null;
  for (const pattern of patterns) {
    const parts = pattern.split('.');
    if (parts.length > segments.length || (best && parts.length <= best.length)) continue;
    const matches = parts.every((part, index) =>
      part === '*' ? /^\d+$/.test(segments[index] ?? '') : part === segments[index],
    );
    if (matches) {
      best = segments
        .slice(0, parts.length)
        .map((segment, index) => (parts[index] === '*' ? Number(segment) : segment));
    }
  }
  return best;
}

/**
 * The server's field problems for antd's `form.setFields`, on nested fields; `rest` holds the
 * problems no field of the form shows, to say above the form.
 */
export function nestedFieldErrors(
  error: unknown,
  patterns: readonly string[],
): { fields: { name: FieldPath; errors: string[] }[]; rest: string[] } {
  const byField = new Map<string, { name: FieldPath; errors: string[] }>();
  const rest: string[] = [];
  for (const detail of describeApiError(error).details) {
    const name = fieldOfPath(detail.path, patterns);
    if (!name) {
      rest.push(detail.path ? `${detail.path}: ${detail.message}` : detail.message);
      continue;
    }
    const key = name.join('.');
    const field = byField.get(key) ?? { name, errors: [] };
    field.errors.push(detail.message);
    byField.set(key, field);
  }
  return { fields: [...byField.values()], rest };
}

import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { allEndpoints } from './endpoints.ts';

type Leaf = { path: string; schema: z.ZodType; kind: 'string' | 'number' | 'array' };

/**
 * Every string, number and array a request may carry in `schema`, with where it sits
 * (`body.address.city`).
 */
function requestLeaves(schema: z.ZodType, path: string, found: Leaf[] = []): Leaf[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string, at = path) => requestLeaves(def[key] as z.ZodType, at, found);
  switch (def.type) {
    case 'string':
    case 'number':
      found.push({ path, schema, kind: def.type });
      break;
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        requestLeaves(value, `${path}.${key}`, found);
      }
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      inner('innerType');
      break;
    case 'pipe':
      // What the request carries is the pipe's input; the output is the server's own.
      inner('in');
      break;
    case 'array':
      found.push({ path, schema, kind: 'array' });
      inner('element', `${path}[]`);
      break;
    case 'record':
      inner('keyType', `${path}{key}`);
      inner('valueType', `${path}{}`);
      break;
    case 'union':
      for (const option of def.options as z.ZodType[]) requestLeaves(option, path, found);
      break;
    case 'intersection':
      inner('left');
      inner('right');
      break;
    case 'lazy':
      requestLeaves((def.getter as () => z.ZodType)(), path, found);
      break;
    default:
      // Booleans, enums and literals: nothing unbounded to check.
      break;
  }
  return found;
}

/** Whether `message` states `maximum`, written plainly (1000) or grouped (1,000 or 1 000). */
function statesBound(message: string, maximum: unknown): boolean {
  const stated: string[] = message.replace(/(\d)[,\s](?=\d{3})/g, '$1').match(/\d+/g) ?? [];
  return stated.includes(String(maximum));
}

/** The too_big problems of a refused value that do not say the bound they ran into. */
function silentBounds(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.code === 'too_big' && !statesBound(issue.message, issue.maximum))
    .map((issue) => issue.message);
}

const requestParts = allEndpoints.flatMap((endpoint) =>
  (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = endpoint[part];
    return schema ? requestLeaves(schema, `${endpoint.id} ${part}`) : [];
  }),
);
const leaves = requestParts.filter((leaf) => leaf.kind === 'string');
const numbers = requestParts.filter((leaf) => leaf.kind === 'number');
const arrays = requestParts.filter((leaf) => leaf.kind === 'array');

/**
 * A reset link's token is not typed by a person: one of the wrong length is "not valid", as a
 * wrong token is, whatever its length.
 */
const TOKENS = ['auth.checkResetToken body.token', 'auth.resetPassword body.token'];

describe('every string a request may carry', () => {
  test('is found in the declarations (the walk reaches nested and optional fields)', () => {
    expect(leaves.length).toBeGreaterThan(150);
    expect(leaves.map((leaf) => leaf.path)).toContain('users.create body.address.city');
  });

  test('refuses NUL characters and broken Unicode', () => {
    const accepted = leaves.filter(
      ({ schema }) =>
        schema.safeParse('ab\u0000cd').success || schema.safeParse('ab\uD800cd').success,
    );
    expect(accepted.map((leaf) => leaf.path)).toEqual([]);
  });

  test('has a length bound', () => {
    // Longer than any field allows, in the characters each field's pattern accepts.
    const unbounded = leaves.filter(({ schema }) =>
      ['a', '1', 'A1-'].some((unit) => schema.safeParse(unit.repeat(100_000)).success),
    );
    expect(unbounded.map((leaf) => leaf.path)).toEqual([]);
  });

  test('is refused for its length with a message that says the bound', () => {
    const silent = leaves
      .filter((leaf) => !TOKENS.includes(leaf.path))
      .flatMap(({ path, schema }) =>
        ['a', '1', 'A1-'].flatMap((unit) =>
          silentBounds(schema, unit.repeat(100_000)).map((message) => `${path}: ${message}`),
        ),
      );
    expect([...new Set(silent)]).toEqual([]);
  });
});

describe('every number a request may carry', () => {
  test('is found in the declarations (page sizes, limits, quantities)', () => {
    expect(numbers.map((leaf) => leaf.path)).toEqual(
      expect.arrayContaining([
        'users.list query.pageSize',
        'notifications.list query.limit',
        'search.search query.limit',
      ]),
    );
  });

  test('has an upper bound, which a value over it is told', () => {
    const unbounded = numbers.filter(({ schema }) => schema.safeParse(1e15).success);
    expect(unbounded.map((leaf) => leaf.path)).toEqual([]);
    const silent = numbers.flatMap(({ path, schema }) =>
      silentBounds(schema, 1e15).map((message) => `${path}: ${message}`),
    );
    expect(silent).toEqual([]);
  });

  test('a page size over the largest is refused, naming it', () => {
    const pageSize = numbers.find((leaf) => leaf.path === 'users.list query.pageSize');
    const result = pageSize?.schema.safeParse('101');
    expect(result?.error?.issues.map((issue) => issue.message)).toEqual(['must be at most 100']);
  });
});

describe('every array a request may carry', () => {
  test('has a most number of items', () => {
    const unbounded = arrays.filter(({ schema }) => {
      const checks = (schema._zod.def as { checks?: Array<{ _zod: { def: { check: string } } }> })
        .checks;
      return !checks?.some((check) => check._zod.def.check === 'max_length');
    });
    expect(arrays.length).toBeGreaterThan(10);
    expect(unbounded.map((leaf) => leaf.path)).toEqual([]);
  });
});

describe('every export', () => {
  // An import's template is one fixed example row, not a filtered set; a PDF is one document.
  const exports = allEndpoints.filter(
    (endpoint) =>
      endpoint.download && endpoint.download !== 'pdf' && !endpoint.id.endsWith('.importTemplate'),
  );

  test('declares EXPORT_TOO_LARGE, its answer to a set over the export bound', () => {
    expect(exports.length).toBeGreaterThanOrEqual(7);
    expect(
      exports
        .filter((endpoint) => !endpoint.errors.includes('EXPORT_TOO_LARGE'))
        .map((endpoint) => endpoint.id),
    ).toEqual([]);
  });
});

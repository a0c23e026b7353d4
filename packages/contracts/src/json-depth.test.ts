import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { allEndpoints } from './endpoints.ts';
import { MAX_BODY_DEPTH, nestsDeeperThan } from './json-depth.ts';

/** Arrays in arrays, or objects in objects, `levels` deep, with `leaf` at the bottom. */
function nested(levels: number, kind: 'array' | 'object', leaf: unknown = 1): unknown {
  let value = leaf;
  for (let level = 0; level < levels; level++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

describe('how deep a value nests', () => {
  test('counts each array and object as a level; text and numbers as none', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan(null, 0)).toBe(false);
    expect(nestsDeeperThan({}, 0)).toBe(true);
    expect(nestsDeeperThan({}, 1)).toBe(false);
    expect(nestsDeeperThan({ a: [1, { b: 'x' }] }, 2)).toBe(true);
    expect(nestsDeeperThan({ a: [1, { b: 'x' }] }, 3)).toBe(false);
  });

  test('finds the deepest branch, wherever it sits', () => {
    const body = {
      first: 1,
      wide: Array.from({ length: 50 }, () => ({})),
      last: nested(8, 'array'),
    };
    expect(nestsDeeperThan(body, 9)).toBe(false);
    expect(nestsDeeperThan(body, 8)).toBe(true);
  });

  test('walks a value nested a hundred thousand deep without running out of stack', () => {
    for (const kind of ['array', 'object'] as const) {
      const deep = nested(100_000, kind);
      expect(nestsDeeperThan(deep, MAX_BODY_DEPTH)).toBe(true);
      expect(nestsDeeperThan(deep, 100_000)).toBe(false);
    }
  });
});

/**
 * How deep a value `schema` accepts can nest (`Infinity` when the schema sets no bound), noting
 * in `preprocessed` where a preprocess hides what it takes.
 */
function deepestAccepted(schema: z.ZodType, preprocessed: string[], path: string): number {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string) => deepestAccepted(def[key] as z.ZodType, preprocessed, path);
  const deepestOf = (schemas: z.ZodType[]) =>
    Math.max(0, ...schemas.map((item) => deepestAccepted(item, preprocessed, path)));
  switch (def.type) {
    case 'string':
    case 'number':
    case 'int':
    case 'boolean':
    case 'enum':
    case 'literal':
    case 'null':
      return 0;
    case 'object':
      return 1 + deepestOf(Object.values(def.shape as Record<string, z.ZodType>));
    case 'array':
      return 1 + inner('element');
    case 'record':
      return 1 + inner('valueType');
    case 'tuple':
      return (
        1 + deepestOf([...(def.items as z.ZodType[]), ...(def.rest ? [def.rest as z.ZodType] : [])])
      );
    case 'union':
      return deepestOf(def.options as z.ZodType[]);
    case 'intersection':
      return deepestOf([def.left as z.ZodType, def.right as z.ZodType]);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return inner('innerType');
    case 'pipe': {
      const start = def.in as z.ZodType;
      if ((start._zod.def as { type: string }).type !== 'transform') return inner('in');
      // A preprocess takes what it likes; the reviewed one unwraps a `{ data: … }` around what
      // it hands on, one level more.
      preprocessed.push(path);
      return 1 + inner('out');
    }
    default:
      // Anything, a lazy (perhaps recursive) schema, or a type this walk does not know yet.
      return Number.POSITIVE_INFINITY;
  }
}

const bodies = allEndpoints.flatMap((endpoint) => {
  if (!endpoint.body) return [];
  const preprocessed: string[] = [];
  const depth = deepestAccepted(endpoint.body, preprocessed, endpoint.id);
  return [{ id: endpoint.id, depth, preprocessed }];
});

describe('every body an endpoint accepts', () => {
  test('nests within the bound a body may reach, so the bound never refuses a real one', () => {
    expect(bodies.length).toBeGreaterThan(25);
    // The walk reaches nested fields: four levels deep when the bound was set (a shipment's
    // fields inside `data`, a zone's rates, the settings' table layout).
    expect(Math.max(...bodies.map((body) => body.depth))).toBeGreaterThanOrEqual(4);
    expect(bodies.filter((body) => body.depth > MAX_BODY_DEPTH)).toEqual([]);
  });

  test('is read through a preprocess only where the walk knows what it takes', () => {
    expect(bodies.flatMap((body) => body.preprocessed).sort()).toEqual([
      'shipments.create',
      'shipments.update',
    ]);
  });
});

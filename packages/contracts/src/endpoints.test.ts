import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { allEndpoints } from './endpoints.ts';

type Leaf = { path: string; schema: z.ZodType };

/** Every string a request may carry in `schema`, with where it sits (`body.address.city`). */
function stringLeaves(schema: z.ZodType, path: string, found: Leaf[] = []): Leaf[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string, at = path) => stringLeaves(def[key] as z.ZodType, at, found);
  switch (def.type) {
    case 'string':
      found.push({ path, schema });
      break;
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        stringLeaves(value, `${path}.${key}`, found);
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
      inner('element', `${path}[]`);
      break;
    case 'record':
      inner('keyType', `${path}{key}`);
      inner('valueType', `${path}{}`);
      break;
    case 'union':
      for (const option of def.options as z.ZodType[]) stringLeaves(option, path, found);
      break;
    case 'intersection':
      inner('left');
      inner('right');
      break;
    case 'lazy':
      stringLeaves((def.getter as () => z.ZodType)(), path, found);
      break;
    default:
      // Numbers, booleans, enums and literals: nothing unbounded to check.
      break;
  }
  return found;
}

const leaves = allEndpoints.flatMap((endpoint) =>
  (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = endpoint[part];
    return schema ? stringLeaves(schema, `${endpoint.id} ${part}`) : [];
  }),
);

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
});

import type { Endpoint } from '@depot/contracts/endpoint';
import { allEndpoints } from '@depot/contracts/endpoints';
import { MAX_BODY_DEPTH } from '@depot/contracts/json-depth';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { executeRows } from './db/client.ts';
import { bearer } from './test/auth-helpers.ts';
import { fileApp } from './test/file-app.ts';
import type { TestApp } from './test/test-app.ts';

// Malformed requests generated from the endpoint declarations, sent to every endpoint: each
// must answer 4xx in the error shape, and none may change the database. `npm test` runs a
// fixed seed; FUZZ_SEED=random (or a number) runs another, printed so a failure can be replayed.
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const FUZZ_SEED =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED ?? 20_261_123);

type Request = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Sent with a token that is not one, whatever the run draws. */
  unsigned?: boolean;
};

/** The schema inside optional, nullable, default, pipe and the like: what a value must be. */
function unwrapped(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return unwrapped(def.innerType as z.ZodType);
    case 'pipe': {
      // A preprocess is a pipe from a transform: what it checks is the pipe's end.
      const start = def.in as z.ZodType;
      const startType = (start._zod.def as { type: string }).type;
      return unwrapped(startType === 'transform' ? (def.out as z.ZodType) : start);
    }
    default:
      return schema;
  }
}

const typeOf = (schema: z.ZodType) => (unwrapped(schema)._zod.def as { type: string }).type;

/** The fields of an object schema (through a preprocess or pipe), or none. */
function fieldsOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!schema) return {};
  const inner = unwrapped(schema);
  const def = inner._zod.def as unknown as { type: string; shape?: Record<string, z.ZodType> };
  return def.type === 'object' && def.shape ? def.shape : {};
}

/** A JSON value no field of this type accepts. */
function wrongValue(type: string): fc.Arbitrary<unknown> {
  const text = fc.oneof(
    fc.constant('nul\u0000inside'),
    fc.constant('half \ud800 a pair'),
    fc.constant('x'.repeat(100_001)),
  );
  switch (type) {
    case 'string':
      return fc.oneof(text, fc.integer(), fc.boolean(), fc.constant({}), fc.constant([]));
    case 'number':
    case 'int':
      return fc.oneof(
        fc.constant('twelve'),
        fc.constant(Number.MAX_SAFE_INTEGER * 1e6),
        fc.constant(-1e300),
        fc.constant({ $gt: 0 }),
        fc.constant([1, 2]),
      );
    case 'boolean':
      return fc.oneof(fc.constant('maybe'), fc.constant(2), fc.constant({}));
    case 'enum':
    case 'literal':
      return fc.oneof(
        fc.constant('not-a-choice'),
        fc.constant('ADMIN; DROP TABLE users'),
        fc.integer(),
      );
    case 'array':
      return fc.oneof(fc.constant('not a list'), fc.constant({ length: 1 }), fc.integer());
    case 'object':
    case 'record':
      return fc.oneof(fc.constant('not an object'), fc.constant([{}]), fc.integer());
    default:
      return fc.constant('nul\u0000inside');
  }
}

/** A query value no field of this type accepts, as it would be written in a URL. */
function wrongQueryValue(type: string): fc.Arbitrary<string> {
  switch (type) {
    case 'number':
    case 'int':
      return fc.constantFrom('twelve', '1e999', '-99999999999999999999', '1.5');
    case 'enum':
    case 'literal':
      return fc.constantFrom('not-a-choice', "active' OR '1'='1", 'ACTIVE;DROP');
    case 'boolean':
      return fc.constantFrom('maybe', '2');
    default:
      // Every string of a request refuses NUL, whatever the field.
      return fc.constantFrom('%00', 'a%00b', "x'%00--");
  }
}

/** Keys that would reach an object's prototype, were a body merged naively. */
const pollutingKeys = fc.constantFrom('__proto__', 'constructor', 'prototype');

/** Path parameter values that are never a record's: bad encoding, NUL, too long, injection. */
const badParam = fc.constantFrom(
  '%ff',
  'a%00b',
  'x'.repeat(150),
  "1'%20OR%20'1'%3D'1",
  '-99999999999999999999',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F',
);

/**
 * Arrays in arrays, or objects in objects under `key`, `levels` deep around `leaf`, written as
 * text: JSON.stringify would itself run out of stack.
 */
function nestedJson(levels: number, kind: 'array' | 'object', key: string, leaf: string): string {
  return kind === 'array'
    ? `${'['.repeat(levels)}${leaf}${']'.repeat(levels)}`
    : `${`{${JSON.stringify(key)}:`.repeat(levels)}${leaf}${'}'.repeat(levels)}`;
}

/** Just past the bound, or thousands of levels past it, where recursion runs out of stack. */
const tooDeep = fc.oneof(
  fc.integer({ min: MAX_BODY_DEPTH + 1, max: 64 }),
  fc.integer({ min: 2_000, max: 20_000 }),
);

function pathOf(endpoint: Endpoint, params: Record<string, string>): string {
  return `/api/v1${endpoint.path.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? 'X')}`;
}

/** Harmless values for an endpoint's path parameters, so that another part carries the fault. */
function someParams(endpoint: Endpoint): fc.Arbitrary<Record<string, string>> {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  return fc.record(
    Object.fromEntries(names.map((name) => [name, fc.constantFrom('1', 'ZZZ-404')])),
  );
}

type Fault = (endpoint: Endpoint) => fc.Arbitrary<Request> | null;

const json = { 'content-type': 'application/json' };

/** Each way to make a request wrong, for the endpoints it applies to. */
const faults: Record<string, Fault> = {
  'a field of the wrong type, beside prototype keys': (endpoint) => {
    const fields = Object.entries(fieldsOf(endpoint.body));
    if (fields.length === 0 || endpoint.method === 'GET') return null;
    return fc
      .tuple(
        someParams(endpoint),
        fc
          .constantFrom(...fields)
          .chain(([name, schema]) =>
            wrongValue(typeOf(schema)).map((value) => [name, value] as const),
          ),
        pollutingKeys,
      )
      .map(([params, [name, value], polluting]) => ({
        method: endpoint.method,
        url: pathOf(endpoint, params),
        headers: json,
        payload: `{"${polluting}":{"isAdmin":true},${JSON.stringify(name)}:${JSON.stringify(value)}}`,
      }));
  },
  'a body that is not an object': (endpoint) =>
    endpoint.body && endpoint.method !== 'GET'
      ? fc
          .tuple(
            someParams(endpoint),
            fc.constantFrom('42', '"text"', '[]', 'null', 'true', '[{}]'),
          )
          .map(([params, payload]) => ({
            method: endpoint.method,
            url: pathOf(endpoint, params),
            headers: json,
            payload,
          }))
      : null,
  'a body nested thousands deep, whole or in a field': (endpoint) => {
    if (!endpoint.body || endpoint.method === 'GET') return null;
    // null: the body itself is the nesting.
    const fields = [null, ...Object.keys(fieldsOf(endpoint.body))];
    return fc
      .tuple(
        someParams(endpoint),
        fc.constantFrom(...fields),
        fc.constantFrom('array', 'object'),
        tooDeep,
        fc.constantFrom('1', '"text"', 'null', '{}', '"nul\\u0000inside"'),
        fc.oneof(fc.constant('a'), pollutingKeys),
      )
      .map(([params, field, kind, levels, leaf, key]) => {
        const nested = nestedJson(levels, kind, field ?? key, leaf);
        return {
          method: endpoint.method,
          url: pathOf(endpoint, params),
          headers: json,
          payload: field === null ? nested : `{${JSON.stringify(field)}:${nested}}`,
        };
      });
  },
  'broken JSON': (endpoint) =>
    endpoint.method === 'GET'
      ? null
      : fc
          .tuple(
            someParams(endpoint),
            fc.constantFrom('{', '{"a":}', '{"a":1,}', "{'a':1}", '\u0000'),
          )
          .map(([params, payload]) => ({
            method: endpoint.method,
            url: pathOf(endpoint, params),
            headers: json,
            payload,
          })),
  'a content type the API does not take': (endpoint) =>
    endpoint.method === 'GET'
      ? null
      : fc
          .tuple(
            someParams(endpoint),
            fc.constantFrom(
              'text/plain',
              'application/x-www-form-urlencoded',
              'multipart/form-data; boundary=x',
              'application/xml',
            ),
            fc.string({ minLength: 1, maxLength: 40 }),
          )
          .map(([params, type, payload]) => ({
            method: endpoint.method,
            url: pathOf(endpoint, params),
            headers: { 'content-type': type },
            payload,
          })),
  'a query field of the wrong type': (endpoint) => {
    const fields = Object.entries(fieldsOf(endpoint.query));
    if (fields.length === 0) return null;
    return fc
      .tuple(
        someParams(endpoint),
        fc
          .constantFrom(...fields)
          .chain(([name, schema]) =>
            wrongQueryValue(typeOf(schema)).map((value) => [name, value] as const),
          ),
      )
      .map(([params, [name, value]]) => ({
        method: endpoint.method,
        url: `${pathOf(endpoint, params)}?${encodeURIComponent(name)}=${value}`,
        headers: endpoint.method === 'GET' ? {} : json,
        ...(endpoint.method === 'GET' ? {} : { payload: '{' }),
      }));
  },
  'a session token that is not one': (endpoint) =>
    endpoint.access === 'public'
      ? null
      : someParams(endpoint).map((params) => ({
          method: endpoint.method,
          url: pathOf(endpoint, params),
          headers: {},
          unsigned: true,
        })),
  'an address that is not encoded right': (endpoint) =>
    fc
      .tuple(someParams(endpoint), fc.constantFrom('%ff', '%', '%E0%A4', '%00'))
      .map(([params, tail]) => ({
        method: endpoint.method,
        url: `${pathOf(endpoint, params)}/${tail}`,
        headers: {},
      })),
  'a bad path parameter': (endpoint) => {
    const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
    if (names.length === 0) return null;
    return fc.record(Object.fromEntries(names.map((name) => [name, badParam]))).map((params) => ({
      method: endpoint.method,
      url: pathOf(endpoint, params),
      headers: endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : json,
      ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: '{' }),
    }));
  },
};

/** Every (endpoint, fault) pair that applies. */
const pairs = allEndpoints.flatMap((endpoint) =>
  Object.entries(faults).flatMap(([name, fault]) => {
    const requests = fault(endpoint);
    return requests ? [{ endpoint, name, requests }] : [];
  }),
);

/** A digest of every table, to tell whether anything was written. */
async function databaseDigest(app: TestApp): Promise<Record<string, string>> {
  const tables = (await executeRows(
    app.database.db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  )) as { name: string }[];
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = (await executeRows(
      app.database.db,
      sql.raw(
        `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from "${name}" t`,
      ),
    )) as { digest: string }[];
    digest[name] = row?.digest ?? '';
  }
  return digest;
}

const { app, admin } = fileApp();

describe(`${FUZZ_RUNS} malformed requests across every endpoint (seed ${FUZZ_SEED})`, () => {
  test('every fault applies to some endpoint, and every endpoint gets a fault', () => {
    expect(new Set(pairs.map((pair) => pair.name))).toEqual(new Set(Object.keys(faults)));
    const covered = new Set(pairs.map((pair) => pair.endpoint.id));
    expect(allEndpoints.filter((endpoint) => !covered.has(endpoint.id))).toEqual([]);
  });

  test('each answers 4xx in the error shape, and the database is unchanged', async () => {
    // biome-ignore lint/suspicious/noConsole: the seed, to replay a failure.
    console.info(`fuzz seed ${FUZZ_SEED}, ${FUZZ_RUNS} requests`);
    const before = await databaseDigest(app);
    const byStatus = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...pairs).chain(({ requests }) => requests),
        // Mostly signed in, so that the fault meets the checks behind the session's.
        fc.nat(7).map((draw) => draw !== 0),
        async (request, signedIn) => {
          const response = await app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: {
              ...request.headers,
              ...(signedIn && !request.unsigned
                ? bearer(admin)
                : { authorization: 'Bearer not.a.token' }),
            },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          byStatus.set(response.statusCode, (byStatus.get(response.statusCode) ?? 0) + 1);
          const where = `${request.method} ${request.url.slice(0, 200)} ${request.payload?.slice(0, 200) ?? ''}`;
          expect(
            response.statusCode,
            `${where} → ${response.body.slice(0, 300)}`,
          ).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, `${where} → ${response.body.slice(0, 300)}`).toBeLessThan(
            500,
          );
          const error = response.json().error;
          expect(typeof error?.code, where).toBe('string');
          expect(typeof error?.message, where).toBe('string');
          expect(response.body, where).not.toMatch(
            /at .*\.ts:\d+|node_modules|SQLSTATE|Failed query/,
          );
        },
      ),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: true },
    );
    // biome-ignore lint/suspicious/noConsole: what the requests were answered, for the log.
    console.info(`answers: ${JSON.stringify(Object.fromEntries([...byStatus].sort()))}`);
    expect(await databaseDigest(app)).toEqual(before);
  }, 600_000);
});

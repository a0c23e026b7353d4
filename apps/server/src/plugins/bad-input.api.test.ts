import { MAX_BODY_DEPTH } from '@depot/contracts/json-depth';
import { desc } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { auditLog } from '../db/schema/audit.ts';
import { mailOutbox } from '../db/schema/auth.ts';
import { AUDIT_SIDE_BYTES } from '../lib/audit.ts';
import { bearer, type SignedIn } from '../test/auth-helpers.ts';
import { fileApp } from '../test/file-app.ts';
import { memberWithRole } from '../test/members.ts';
import { starterPackage } from '../test/packages.ts';
import { createTestApp, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../test/test-app.ts';

const { app, admin } = fileApp();
/** Someone whose role grants nothing: every self-service call is open to them. */
let nobody: SignedIn;

beforeAll(async () => {
  nobody = (await memberWithRole(app, 'no-permissions', {})).session;
});

type Request = {
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  /** A raw JSON text, so that escapes such as \ud800 reach the server as sent. */
  body?: string;
  session?: SignedIn;
};

const send = ({ method, url, body, session = admin }: Request) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(session), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: body } : {}),
  });

function expectErrorShape(response: Awaited<ReturnType<typeof send>>, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  const error = response.json().error;
  expect(error.code).toEqual(expect.any(String));
  expect(error.message).toEqual(expect.any(String));
  expect(response.body).not.toMatch(/at .*\.ts:\d+|node_modules|SQLSTATE|Failed query/);
}

describe('bad input answers 4xx in the error shape, never 500', () => {
  const requests: Array<[string, Request]> = [
    ['a NUL byte in a search', { method: 'GET', url: '/admin/team?q=a%00b' }],
    ['a NUL byte in a path parameter', { method: 'GET', url: '/admin/roles/ab%00cd' }],
    ['a NUL byte in a filter', { method: 'GET', url: '/admin/audit?entityId=x%00' }],
    [
      'a NUL byte in a body field, from a member with no permissions',
      {
        method: 'POST',
        url: '/admin/settings/change-settings',
        body: '{"preferences":{"dateFormat":"DD\\u0000MM"}}',
        session: nobody,
      },
    ],
    [
      'a lone surrogate bound for a jsonb column',
      {
        method: 'POST',
        url: '/admin/settings/change-settings',
        body: '{"preferences":{"fontFamily":"\\ud800"}}',
        session: nobody,
      },
    ],
    [
      'a lone low surrogate in a name',
      {
        method: 'POST',
        url: '/admin/settings/update-accounts-details',
        body: '{"profile":{"fullName":"Ana \\udc00","phone":null,"designation":null,"department":null}}',
        session: nobody,
      },
    ],
    [
      'a NUL byte in an object key',
      {
        method: 'PATCH',
        url: '/admin/team/EMP-0001',
        body: '{"fullName":"Ana Rao","\\u0000":1}',
      },
    ],
    [
      'a notification id beyond an integer column',
      { method: 'POST', url: '/admin/notifications/2147483648/read', session: nobody },
    ],
    [
      'year zero in a date filter',
      { method: 'GET', url: '/admin/audit?from=0000-01-01T00:00:00Z' },
    ],
    ['year zero in a day filter', { method: 'GET', url: '/admin/orders?from=0000-01-01' }],
    [
      'year zero in a day in a body',
      {
        method: 'POST',
        url: '/admin/reports/download-b2b-order-report',
        body: JSON.stringify({ reportName: 'orders', filters: { to: '0000-12-31' } }),
      },
    ],
    [
      'a date an offset pushes before year one',
      { method: 'GET', url: '/admin/audit?to=0001-01-01T00:00:00%2B05:30' },
    ],
    ['a page number past any list', { method: 'GET', url: '/admin/team?page=1e300' }],
    ['an over-long employee id', { method: 'GET', url: `/admin/team/EMP-${'9'.repeat(40)}` }],
    ['a badly encoded path', { method: 'GET', url: '/admin/team/%ff' }],
  ];

  test.each(requests)('%s', async (_name, request) => {
    expectErrorShape(await send(request), 400);
  });

  test('an over-long path parameter answers 414 in the error shape', async () => {
    const response = await send({ method: 'GET', url: `/admin/roles/${'a'.repeat(500)}` });
    expectErrorShape(response, 414);
    expect(response.json().error.code).toBe('URI_TOO_LONG');
    expect(response.json().error.message).toContain('100 characters');
  });

  test('the field that broke the text rule is named', async () => {
    const response = await send({
      method: 'POST',
      url: '/admin/settings/change-settings',
      body: '{"preferences":{"fontFamily":"\\ud800"}}',
      session: nobody,
    });
    expect(response.json().error.details).toEqual([
      { path: 'preferences.fontFamily', message: expect.stringContaining('broken Unicode') },
    ]);
  });

  test('a surrogate pair (an emoji) is whole text and is kept', async () => {
    const response = await send({
      method: 'POST',
      url: '/admin/settings/update-accounts-details',
      body: '{"profile":{"fullName":"Ana \\ud83d\\udce6 Rao","phone":null,"designation":null,"department":null}}',
      session: nobody,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.profile.fullName).toBe('Ana 📦 Rao');
  });
});

const json = { 'content-type': 'application/json' };

/** Arrays in arrays, or objects in objects, `levels` deep around `leaf`, as JSON text. */
const nestedJson = (levels: number, kind: 'array' | 'object', leaf = '1') =>
  kind === 'array'
    ? `${'['.repeat(levels)}${leaf}${']'.repeat(levels)}`
    : `${'{"a":'.repeat(levels)}${leaf}${'}'.repeat(levels)}`;

/** The red team's bodies: 6 000 levels of arrays, of objects, and inside a real field. */
const deepBodies = (inField: (value: string) => string): Array<[string, string]> => [
  ['6 000 arrays', nestedJson(6000, 'array')],
  ['6 000 objects', nestedJson(6000, 'object')],
  ['6 000 arrays inside a field', inField(nestedJson(6000, 'array', '"x"'))],
  ['6 000 objects inside a field', inField(nestedJson(6000, 'object', '"x"'))],
];

function expectTooDeep(response: Awaited<ReturnType<typeof send>>) {
  expectErrorShape(response, 400);
  expect(response.json().error).toMatchObject({
    code: 'VALIDATION_FAILED',
    message: `The request body is nested too deeply: at most ${MAX_BODY_DEPTH} levels of arrays and objects are allowed.`,
  });
  expect(response.body).not.toMatch(/RangeError|call stack/);
}

describe('a body nested deeper than any contract', () => {
  test.each(deepBodies((value) => `{"email":${value}}`))(
    '%s, before sign-in, answers 400 naming the bound',
    async (_name, body) => {
      expectTooDeep(
        await app.inject({
          method: 'POST',
          url: '/api/v1/auth/forgot-password',
          headers: json,
          payload: body,
        }),
      );
    },
  );

  test.each(deepBodies((value) => `{"preferences":{"fontFamily":${value}}}`))(
    '%s, from a signed-in member, answers 400 naming the bound',
    async (_name, body) => {
      expectTooDeep(
        await send({
          method: 'POST',
          url: '/admin/settings/change-settings',
          body,
          session: nobody,
        }),
      );
    },
  );

  test('the bound itself is read, and the field is judged by its schema', async () => {
    const within = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      headers: json,
      payload: `{"email":${nestedJson(MAX_BODY_DEPTH - 1, 'array', '"a@b.co"')}}`,
    });
    expectErrorShape(within, 400);
    expect(within.json().error.details).toEqual([{ path: 'email', message: expect.any(String) }]);
    const past = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      headers: json,
      payload: `{"email":${nestedJson(MAX_BODY_DEPTH, 'array', '"a@b.co"')}}`,
    });
    expectTooDeep(past);
  });
});

describe('a body that is not UTF-8', () => {
  const profile = (fullName: string) =>
    JSON.stringify({ profile: { fullName, phone: null, designation: null, department: null } });
  const update = (payload: Buffer) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/admin/settings/update-accounts-details',
      headers: { ...bearer(nobody), ...json },
      payload,
    });

  test('is refused with 400 saying so, rather than stored with U+FFFD', async () => {
    const before = await send({
      method: 'GET',
      url: '/admin/settings/get-accounts-details',
      session: nobody,
    });
    // "Müller" as Latin-1 sends ü as the one byte 0xfc, which UTF-8 never has alone.
    const latin1 = await update(Buffer.from(profile('Müller'), 'latin1'));
    expectErrorShape(latin1, 400);
    expect(latin1.json().error).toMatchObject({
      code: 'MALFORMED_JSON',
      message: expect.stringContaining('UTF-8'),
    });
    const after = await send({
      method: 'GET',
      url: '/admin/settings/get-accounts-details',
      session: nobody,
    });
    expect(after.json().data.profile).toEqual(before.json().data.profile);
  });

  test('the same name in UTF-8 is kept as typed', async () => {
    const response = await update(Buffer.from(profile('Müller'), 'utf8'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.profile.fullName).toBe('Müller');
  });
});

describe('every stored string has a bound', () => {
  test('a 900 000-character preference is refused and nothing is written', async () => {
    const [newest] = await app.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    const response = await send({
      method: 'POST',
      url: '/admin/settings/change-settings',
      body: JSON.stringify({ preferences: { fontFamily: 'x'.repeat(900_000) } }),
      session: nobody,
    });
    expectErrorShape(response, 400);
    expect(response.json().error.details[0].path).toBe('preferences.fontFamily');
    const [after] = await app.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(after?.id).toBe(newest?.id);
  });

  test('however much is written, an audit page and an activity page stay far below a megabyte', async () => {
    const member = await memberWithRole(app, 'verbose-writer', {});
    // Three bytes a character, the most a field's characters can weigh in UTF-8 but for emoji,
    // which count as two characters of four bytes.
    const longest = (max: number, seed: number) => `${seed}`.padEnd(max, 'अ');
    for (let round = 0; round < 40; round++) {
      const changed = await send({
        method: 'POST',
        url: '/admin/settings/change-settings',
        session: member.session,
        body: JSON.stringify({
          preferences: {
            fontFamily: longest(300, round),
            dateFormat: longest(32, round),
            timeFormat: longest(32, round),
            primaryColor: longest(32, round),
            dimensionUnit: longest(16, round),
          },
          tableSequence: {
            table: 'team',
            columns: Array.from({ length: 60 }, (_, index) => ({
              key: `column${round}x${index}`.padEnd(64, 'z'),
              visible: index % 2 === 0,
            })),
          },
        }),
      });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    const auditPage = await send({ method: 'GET', url: '/admin/audit?pageSize=100' });
    expect(auditPage.statusCode).toBe(200);
    expect(Buffer.byteLength(auditPage.body)).toBeLessThan(700_000);
    const activity = await send({
      method: 'GET',
      url: `/admin/team/${member.employeeId}/activity?pageSize=100`,
    });
    expect(activity.statusCode).toBe(200);
    expect(Buffer.byteLength(activity.body)).toBeLessThan(700_000);
    // An update keeps what changed, not the whole record.
    const entry = auditPage
      .json()
      .data.items.find((item: { entity: string }) => item.entity === 'member-settings');
    expect(Object.keys(entry.after.preferences).sort()).toEqual(
      ['dateFormat', 'dimensionUnit', 'fontFamily', 'primaryColor', 'timeFormat'].sort(),
    );
    for (const item of auditPage.json().data.items) {
      for (const side of [item.before, item.after]) {
        expect(Buffer.byteLength(JSON.stringify(side ?? null))).toBeLessThanOrEqual(
          AUDIT_SIDE_BYTES + 200,
        );
      }
    }
  });
});

describe('the audit log in bytes', () => {
  test('long records in Indian script are kept to the byte bound, not the character count', async () => {
    // 1 000 characters of description and twelve features of 120: under 3 000 characters of
    // JSON a side, but three bytes each, so about 7 300 bytes.
    const script = (seed: number, length: number) => `${seed}`.padEnd(length, 'अ');
    const created = await send({
      method: 'POST',
      url: '/admin/packages',
      body: JSON.stringify({ ...starterPackage, code: 'HINDI-M' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    for (let round = 0; round < 50; round++) {
      const updated = await send({
        method: 'PATCH',
        url: '/admin/packages/HINDI-M',
        body: JSON.stringify({
          description: script(round, 1000),
          features: Array.from({ length: 12 }, (_, index) => script(round * 100 + index, 120)),
        }),
      });
      expect(updated.statusCode, updated.body).toBe(200);
    }
    const history = await send({ method: 'GET', url: '/admin/packages/HINDI-M/history' });
    expect(history.statusCode).toBe(200);
    const auditPage = await send({ method: 'GET', url: '/admin/audit?pageSize=100' });
    expect(auditPage.statusCode).toBe(200);
    expect(Buffer.byteLength(auditPage.body)).toBeLessThan(700_000);
    const items = auditPage.json().data.items as Array<{ entity: string; after: unknown }>;
    const edits = items.filter((item) => item.entity === 'package');
    expect(edits.length).toBeGreaterThan(40);
    for (const item of edits.slice(0, 40)) {
      expect(item.after).toMatchObject({ omitted: expect.stringMatching(/ bytes, too large/) });
    }
  });
});

describe('answers that carry tokens or personal records', () => {
  test('are never stored by a browser or proxy', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    for (const url of [
      '/auth/me',
      '/admin/team/EMP-0001',
      '/admin/settings/get-accounts-details',
    ]) {
      expect((await send({ method: 'GET', url })).headers['cache-control']).toBe('no-store');
    }
    // Errors too: a 404 names what was asked for.
    expect((await send({ method: 'GET', url: '/nowhere' })).headers['cache-control']).toBe(
      'no-store',
    );
  });

  test("the router's own refusals carry the headers every other answer does", async () => {
    const normal = await send({ method: 'GET', url: '/nowhere' });
    // What differs from answer to answer, or belongs to the request rather than the answer.
    const perAnswer = ['content-type', 'content-length', 'date', 'connection', 'x-request-id'];
    const expected = Object.fromEntries(
      Object.entries(normal.headers).filter(([name]) => !perAnswer.includes(name)),
    );
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
        'cross-origin-opener-policy',
        'cache-control',
      ]),
    );
    for (const [url, status] of [
      ['/admin/%ff', 400],
      [`/admin/roles/${'a'.repeat(500)}`, 414],
    ] as const) {
      const refused = await send({ method: 'GET', url });
      expectErrorShape(refused, status);
      expect(
        Object.fromEntries(Object.keys(expected).map((name) => [name, refused.headers[name]])),
        url,
      ).toEqual(expected);
    }
  });

  test('HSTS is sent over https only', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const secure = await proxied.inject({
        method: 'GET',
        url: '/api/v1/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      // A client that is not a named proxy cannot claim https.
      const claimed = await app.inject({
        method: 'GET',
        url: '/api/v1/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(claimed.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.dispose();
    }
  });
});

describe('the mail outbox', () => {
  test('keeps no working sign-in code; the printed line still lets the person sign in', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
    });
    const [stored] = await app.database.db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(stored?.subject).toBe('[hidden] is your Depot sign-in code');
    expect(`${stored?.subject}${stored?.textBody}${stored?.htmlBody}`).not.toMatch(/\d{6}/);
    const code = /^code (\d{6})$/.exec(app.printedMails().at(-1)?.hint ?? '')?.[1];
    const verified = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-otp',
      payload: { challengeId: login.json().data.challengeId, code },
    });
    expect(verified.statusCode).toBe(200);
  });
});

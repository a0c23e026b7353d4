import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { auditLog } from '../db/schema/audit.ts';
import { roles } from '../db/schema/roles.ts';
import { notifications } from '../db/schema/settings.ts';
import { teamMembers } from '../db/schema/team-members.ts';
import { users } from '../db/schema/users.ts';
import { bearer, type SignedIn } from '../test/auth-helpers.ts';
import { createUser } from '../test/factories.ts';
import { fileApp } from '../test/file-app.ts';
import { memberWithRole } from '../test/members.ts';
import { EXPORT_BATCH_SIZE } from './csv.ts';

/*
 * A download checks between batches that its requester may still have it (lib/route.ts,
 * `whileAllowed`). These read a file as a client does, over a real connection: app.inject
 * would hand the whole answer over at once.
 */

const { app, admin } = fileApp();
let address: string;

// Many batches each, and far more rows than the connection's buffers hold while the client
// pauses: what reaches the client after the change is bounded by those buffers, not the file.
const ORDERS = 60_000;
const USERS = 20_000;

beforeAll(async () => {
  const { code } = await createUser(app, admin);
  const [owner] = await app.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.code, code));
  // Set-based: one statement writes every row.
  await app.database.db.execute(sql`
    insert into b2b_orders (number, user_id, buyer_name, buyer_city, buyer_state_code,
      buyer_country_code, buyer_postal_code, order_date, status, quantity, line_count, subtotal,
      tax, amount, currency)
    select 'ORD-' || lpad(i::text, 6, '0'), ${owner?.id}::int, 'Buyer ' || i, 'Pune', 'MH', 'IN',
      '411001', date '2025-01-01' + (i % 400), 'new', 1 + i % 9, 1, 100 + i % 1000, 18, 118 + i % 1000,
      'INR'
    from generate_series(1, ${ORDERS}::int) as i`);
  await app.database.db.execute(sql`
    insert into users (code, business_name, contact_name, email, phone, phone_country,
      address_line1, city, state_code, country_code, postal_code, timezone, currency)
    select 'USR-' || lpad((100000 + i)::text, 6, '0'), 'Business ' || i, 'Contact ' || i,
      'owner' || i || '@bulk.test', '+9198' || lpad(i::text, 8, '0'), 'IN', i || ' Market Road',
      'Pune', 'MH', 'IN', '411001', 'Asia/Kolkata', 'INR'
    from generate_series(1, ${USERS}::int) as i`);
  address = await app.listen({ port: 0, host: '127.0.0.1' });
});

/**
 * A download read as a client reads it: its first chunk, then, once `meanwhile` has run, the
 * rest until it ends or fails. Uncompressed, so that the rows the connection holds are few.
 */
async function readAround(
  path: string,
  init: { method: 'GET' | 'POST'; as: SignedIn; body?: object },
  meanwhile: () => Promise<void>,
): Promise<{ text: string; failure: unknown }> {
  const response = await fetch(`${address}/api/v1${path}`, {
    method: init.method,
    headers: {
      ...bearer(init.as),
      'accept-encoding': 'identity',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  expect(response.status).toBe(200);
  const reader = response.body?.getReader();
  if (!reader) throw new Error('the download has no body');
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const first = await reader.read();
  let text = decoder.decode(first.value, { stream: true });
  await meanwhile();
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return { text, failure: null };
      text += decoder.decode(chunk.value, { stream: true });
    }
  } catch (failure) {
    return { text, failure };
  }
}

/** Whole rows received, the header not counted (no cell here holds a line break). */
const rowsIn = (text: string) => text.split('\r\n').length - 2;

async function memberIdOf(email: string) {
  const [row] = await app.database.db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(eq(teamMembers.email, email));
  if (!row) throw new Error(`no member ${email}`);
  return row.id;
}

async function downloadEntries(memberId: number) {
  return app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorMemberId, memberId), eq(auditLog.entity, 'download')));
}

/** The rows a cut-short download's entry says were handed on. */
function rowsSentOf(entry: { after: unknown } | undefined): number {
  const after = entry?.after as { rowsSent?: unknown } | undefined;
  if (typeof after?.rowsSent !== 'number') throw new Error('the entry counts no rows');
  return after.rowsSent;
}

async function noticesOf(memberId: number) {
  return app.database.db.select().from(notifications).where(eq(notifications.memberId, memberId));
}

/** Asks again until `read` answers something `done` accepts: the notice follows the last byte. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
  }
}

describe('a download whose requester may no longer have it', () => {
  test('a report stops once its requester is deactivated: cut off, audited as cut short, not announced', async () => {
    const reporter = await memberWithRole(app, 'reporter', {
      reports: { view: true, export: true },
    });
    const memberId = await memberIdOf(reporter.email);
    const { text, failure } = await readAround(
      '/admin/reports/download-b2b-order-report',
      { method: 'POST', as: reporter.session, body: { reportName: 'Everything', filters: {} } },
      async () => {
        const deactivated = await app.inject({
          method: 'POST',
          url: '/api/v1/admin/settings/change-active-status',
          headers: bearer(admin),
          payload: { type: 'team', ids: [reporter.employeeId], isActive: false },
        });
        expect(deactivated.json().data.results[0].outcome, deactivated.body).toBe('updated');
      },
    );
    // The transfer ended without its last chunk: the client knows the file is incomplete.
    expect(failure).toBeInstanceOf(Error);
    const received = rowsIn(text);
    expect(received).toBeGreaterThan(0);
    expect(received).toBeLessThan(ORDERS);

    const [entry, ...others] = await downloadEntries(memberId);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      action: 'create',
      entityId: expect.stringMatching(/^everything-\d{4}-\d{2}-\d{2}\.csv$/),
      after: {
        download: 'reports.b2bOrderReport',
        format: 'csv',
        request: { reportName: 'Everything', filters: {} },
        cutShort: 'the member was deactivated',
      },
    });
    const rowsSent = rowsSentOf(entry);
    expect(rowsSent).toBeGreaterThanOrEqual(received);
    expect(rowsSent).toBeLessThan(ORDERS);
    // Neither the report's own entry of a delivered file nor its "ready" notice.
    const reports = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorMemberId, memberId), eq(auditLog.entity, 'report')));
    expect(reports).toEqual([]);
    expect(await noticesOf(memberId)).toEqual([]);
  });

  test('an export stops once its requester signs out: cut off, audited as cut short, not announced', async () => {
    const exporter = await memberWithRole(app, 'exporter', {
      users: { view: true, export: true },
    });
    const memberId = await memberIdOf(exporter.email);
    const { text, failure } = await readAround(
      '/admin/users/export?status=active',
      { method: 'GET', as: exporter.session },
      async () => {
        const loggedOut = await app.inject({
          method: 'POST',
          url: '/api/v1/auth/logout',
          headers: { ...bearer(exporter.session), ...exporter.session.cookieHeaders() },
        });
        expect(loggedOut.statusCode, loggedOut.body).toBe(200);
      },
    );
    expect(failure).toBeInstanceOf(Error);
    const received = rowsIn(text);
    expect(received).toBeGreaterThan(0);
    expect(received).toBeLessThan(USERS);

    const [entry, ...others] = await downloadEntries(memberId);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      entityId: expect.stringMatching(/^users-\d{4}-\d{2}-\d{2}\.csv$/),
      after: {
        download: 'users.export',
        format: 'csv',
        request: { status: 'active', format: 'csv' },
        cutShort: 'the member signed out',
      },
    });
    const rowsSent = rowsSentOf(entry);
    expect(rowsSent).toBeGreaterThanOrEqual(received);
    expect(rowsSent).toBeLessThan(USERS);
    expect(await noticesOf(memberId)).toEqual([]);
  });

  test('a workbook stops once the requester’s role loses the permission', async () => {
    const analyst = await memberWithRole(app, 'analyst', {
      reports: { view: true, export: true },
    });
    const memberId = await memberIdOf(analyst.email);
    const { failure } = await readAround(
      '/admin/reports/download-b2b-order-report',
      {
        method: 'POST',
        as: analyst.session,
        body: { reportName: 'Workbook', filters: {}, format: 'xlsx' },
      },
      async () => {
        await app.database.db
          .update(roles)
          .set({ permissions: { reports: { view: true } } })
          .where(eq(roles.key, 'analyst'));
      },
    );
    expect(failure).toBeInstanceOf(Error);
    const [entry] = await downloadEntries(memberId);
    expect(entry).toMatchObject({
      entityId: expect.stringMatching(/^workbook-\d{4}-\d{2}-\d{2}\.xlsx$/),
      after: { format: 'xlsx', cutShort: 'the member’s role no longer allows export on reports' },
    });
    expect(rowsSentOf(entry)).toBeLessThan(ORDERS);
    expect(await noticesOf(memberId)).toEqual([]);
  });

  test('a download nobody stops is delivered whole and announced', async () => {
    const steady = await memberWithRole(app, 'steady', { users: { view: true, export: true } });
    const memberId = await memberIdOf(steady.email);
    const { text, failure } = await readAround(
      '/admin/users/export',
      { method: 'GET', as: steady.session },
      async () => {},
    );
    expect(failure).toBeNull();
    expect(rowsIn(text)).toBe(USERS + 1);
    expect(rowsIn(text)).toBeGreaterThan(3 * EXPORT_BATCH_SIZE);
    const [notice] = await until(
      () => noticesOf(memberId),
      (found) => found.length > 0,
    );
    expect(notice).toMatchObject({ event: 'report.ready', title: 'Users export is ready' });
    expect(await downloadEntries(memberId)).toEqual([]);
  });
});

import type { Endpoint } from '@depot/contracts/endpoint';
import { allEndpoints } from '@depot/contracts/endpoints';
import {
  type Action,
  type Permissions,
  type Resource,
  resourceNeeds,
} from '@depot/contracts/permissions';
import { eq, inArray, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../db/schema/audit.ts';
import { goodsReceipts } from '../db/schema/receiving.ts';
import { roles } from '../db/schema/roles.ts';
import { transactions } from '../db/schema/transactions.ts';
import { stockTransfers } from '../db/schema/transfers.ts';
import type { SignedIn } from '../test/auth-helpers.ts';
import { fileApp } from '../test/file-app.ts';
import { memberWithRole } from '../test/members.ts';

// Roles stored with export or approve but not view, as a role row written before the rule (or
// slipped past migration 0019) would be: the flag alone opens nothing.

const { app, call } = fileApp({
  env: { SEED_DEMO: 'true' },
  prefix: '',
  as: 'nobody',
  signIn: false,
});

/** A refusal by the access check, carrying nothing but the error. */
function expectRefused(response: Awaited<ReturnType<typeof call>>, what: string) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBe(403);
  expect(response.json().error.code, what).toBe('FORBIDDEN');
  expect(Object.keys(response.json()), what).toEqual(['error']);
}

async function auditCount(): Promise<number> {
  const [row] = await app.database.db.select({ count: sql<number>`count(*)::int` }).from(auditLog);
  return row?.count ?? 0;
}

describe('export without view (the attack replayed)', () => {
  test('users.export alone: the users export is refused as the list is, in either format', async () => {
    const member = await memberWithRole(app, 'users-export-only', { users: { export: true } });
    expectRefused(await call('GET', '/admin/users', undefined, member.session), 'the list');
    expectRefused(await call('GET', '/admin/users/export', undefined, member.session), 'CSV');
    expectRefused(
      await call('GET', '/admin/users/export?format=xlsx', undefined, member.session),
      'XLSX',
    );
  });

  test('reports.export alone: the B2B order report is refused', async () => {
    const member = await memberWithRole(app, 'reports-export-only', { reports: { export: true } });
    const before = await auditCount();
    for (const format of ['csv', 'xlsx']) {
      expectRefused(
        await call(
          'POST',
          '/admin/reports/download-b2b-order-report',
          { reportName: 'Order book', format },
          member.session,
        ),
        format,
      );
    }
    expect(await auditCount()).toBe(before);
  });

  test('transactions.export alone: the invoices export is refused', async () => {
    const member = await memberWithRole(app, 'transactions-export-only', {
      transactions: { export: true },
    });
    expectRefused(
      await call('GET', '/admin/transactions/export', undefined, member.session),
      'CSV',
    );
    expectRefused(
      await call('GET', '/admin/transactions/export?format=xlsx', undefined, member.session),
      'XLSX',
    );
  });
});

describe('approve without view (the attack replayed)', () => {
  test('receiving.approve alone: approving and rejecting are refused, the same for any receipt, and nothing changes', async () => {
    const member = await memberWithRole(app, 'receiving-approve-only', {
      receiving: { approve: true },
    });
    const pick = async (status: 'pending' | 'approved') => {
      const [row] = await app.database.db
        .select({ code: goodsReceipts.code })
        .from(goodsReceipts)
        .where(eq(goodsReceipts.status, status))
        .limit(1);
      if (!row) throw new Error(`the sample data has no ${status} receipt`);
      return row.code;
    };
    const pending = await pick('pending');
    const approved = await pick('approved');
    const statuses = () =>
      app.database.db
        .select({ code: goodsReceipts.code, status: goodsReceipts.status })
        .from(goodsReceipts)
        .where(inArray(goodsReceipts.code, [pending, approved]))
        .orderBy(goodsReceipts.code);
    const statusesBefore = await statuses();
    const auditBefore = await auditCount();

    const bodies = new Set<string>();
    for (const ids of [[pending], [approved], ['GR-999999'], [pending, approved]]) {
      const approving = await call(
        'POST',
        '/admin/shipment/receiving/approve',
        { ids },
        member.session,
      );
      expectRefused(approving, `approve ${ids.join(',')}`);
      bodies.add(approving.body);
      const rejecting = await call(
        'POST',
        '/admin/shipment/receiving/reject',
        { ids, comment: 'Probing' },
        member.session,
      );
      expectRefused(rejecting, `reject ${ids.join(',')}`);
      bodies.add(rejecting.body);
    }
    // One answer whatever the receipt and its status: nothing to tell them apart.
    expect(bodies.size).toBe(1);
    expectRefused(
      await call('GET', `/admin/shipment/receiving/${pending}`, undefined, member.session),
      'the receipt',
    );
    expect(await statuses()).toEqual(statusesBefore);
    expect(await auditCount()).toBe(auditBefore);
  });
});

describe('every export and approve endpoint', () => {
  const needingView = allEndpoints.filter(
    (endpoint): endpoint is Endpoint & { access: { resource: Resource; action: Action } } =>
      typeof endpoint.access === 'object' &&
      'action' in endpoint.access &&
      (endpoint.access.action === 'export' || endpoint.access.action === 'approve'),
  );

  /**
   * A call that reads or changes little when allowed: the filters' defaults, no receipt; an
   * endpoint naming an invoice acts on a paid one of the sample data (a refund, the one such),
   * one naming a transfer on one still on the road (closing it short).
   */
  const sample = (endpoint: Endpoint, session: SignedIn, invoiceNumber: string, code: string) =>
    call(
      endpoint,
      { invoiceNumber, code },
      endpoint.method === 'GET'
        ? undefined
        : { ids: ['GR-999999'], comment: 'Probing', reportName: 'Probe', reason: 'Probing' },
      session,
    );

  test('refuses a member holding that flag without view; with view as well, lets them', async () => {
    expect(needingView.length).toBeGreaterThanOrEqual(9);
    const prober = await memberWithRole(app, 'one-flag', {});
    const setRole = (permissions: Permissions) =>
      app.database.db.update(roles).set({ permissions }).where(eq(roles.key, 'one-flag'));
    const [paid] = await app.database.db
      .select({ invoiceNumber: transactions.invoiceNumber })
      .from(transactions)
      .where(eq(transactions.status, 'paid'))
      .limit(1);
    const [onTheRoad] = await app.database.db
      .select({ code: stockTransfers.code })
      .from(stockTransfers)
      .where(eq(stockTransfers.status, 'in-transit'))
      .limit(1);
    const code = onTheRoad?.code ?? '';
    for (const endpoint of needingView) {
      const { resource, action } = endpoint.access;
      const name = `${endpoint.method} ${endpoint.path} (${resource}.${action})`;
      // A resource whose acts read another's records needs that view too (resourceNeeds).
      const alsoNeeded = resourceNeeds[resource];
      const needed = alsoNeeded ? { [alsoNeeded]: { view: true } } : {};
      await setRole({ ...needed, [resource]: { [action]: true } });
      expectRefused(await sample(endpoint, prober.session, paid?.invoiceNumber ?? '', code), name);
      await setRole({ ...needed, [resource]: { view: true, [action]: true } });
      const allowed = await sample(endpoint, prober.session, paid?.invoiceNumber ?? '', code);
      expect(allowed.statusCode, `${name}: ${allowed.body.slice(0, 200)}`).toBe(200);
    }
  });
});

describe('the permissions token', () => {
  test('leaves out a flag without view, and its version is the one every answer carries', async () => {
    const member = await memberWithRole(app, 'token-reader', {
      users: { export: true },
      orders: { view: true, export: true },
      receiving: { approve: true, add: true },
    });
    const me = await call('GET', '/auth/me', undefined, member.session);
    expect(me.statusCode).toBe(200);
    for (const token of [member.session.permissionsToken, me.json().data.permissionsToken]) {
      const claims = decodeJwt(token) as Permissions & { version: string };
      expect(claims.users?.export).not.toBe(true);
      expect(claims.receiving?.approve).not.toBe(true);
      expect(claims.receiving?.add).toBe(true);
      expect(claims.orders).toMatchObject({ view: true, export: true });
      expect(claims.version).toBe(me.headers['x-permissions-version']);
    }
  });
});

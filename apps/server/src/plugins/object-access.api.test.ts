import { type Endpoint, pathParameters } from '@depot/contracts/endpoint';
import { allEndpoints } from '@depot/contracts/endpoints';
import { allPermissions, type Permissions } from '@depot/contracts/permissions';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { stockAdjustments } from '../db/schema/adjustments.ts';
import { auditLog } from '../db/schema/audit.ts';
import { packages, zones } from '../db/schema/catalogue.ts';
import { stockCounts } from '../db/schema/counts.ts';
import { b2bOrders } from '../db/schema/orders.ts';
import { goodsReceiptLines, goodsReceipts } from '../db/schema/receiving.ts';
import { roles } from '../db/schema/roles.ts';
import { notifications } from '../db/schema/settings.ts';
import { shipments } from '../db/schema/shipments.ts';
import { products, skus } from '../db/schema/skus.ts';
import { teamMembers } from '../db/schema/team-members.ts';
import { transactions } from '../db/schema/transactions.ts';
import { stockTransfers } from '../db/schema/transfers.ts';
import { users } from '../db/schema/users.ts';
import { vendors } from '../db/schema/vendors.ts';
import { locations, warehouses } from '../db/schema/warehouses.ts';
import type { SignedIn } from '../test/auth-helpers.ts';
import { fileApp } from '../test/file-app.ts';
import { memberWithRole } from '../test/members.ts';
import { TEST_ADMIN_EMAIL } from '../test/test-app.ts';

// Every endpoint that names a record in its path, called on real records of the sample data by
// members who may not touch them: the answer is 403 or 404, never the record, and nothing changes.

const { app, admin, call: api } = fileApp({ env: { SEED_DEMO: 'true' }, prefix: '', as: 'nobody' });
let nobody: SignedIn;
let prober: SignedIn;
/** A real record for each path parameter, keyed by parameter name or by `resource:name`. */
const ids: Record<string, string> = {};

/** Endpoints with a path parameter that take no permission, and why none is needed. */
const reviewedWithoutPermission: Record<string, string> = {
  'reference.states': 'public reference data: the states of a country',
  'settings.tableSequence': 'the caller’s own column layout of a list; the parameter names a list',
  'notifications.markRead': 'the caller’s own notification; another person’s is checked below',
};

const firstOf = async <T>(rows: Promise<T[]>): Promise<T> => {
  const [row] = await rows;
  if (!row) throw new Error('the sample data has no such record');
  return row;
};

beforeAll(async () => {
  nobody = (await memberWithRole(app, 'no-grants', {})).session;
  prober = (await memberWithRole(app, 'all-but-one', {})).session;

  const db = app.database.db;
  ids.role = (
    await firstOf(
      db.select({ key: roles.key }).from(roles).where(eq(roles.key, 'finance')).limit(1),
    )
  ).key;
  ids.employeeId = (
    await firstOf(
      db
        .select({ id: teamMembers.employeeId })
        .from(teamMembers)
        .where(eq(teamMembers.employeeId, 'EMP-0002'))
        .limit(1),
    )
  ).id;
  const codeOf = (
    table: typeof zones | typeof packages | typeof users | typeof warehouses | typeof vendors,
  ) => firstOf(db.select({ code: table.code }).from(table).orderBy(asc(table.id)).limit(1));
  ids['zones:code'] = (await codeOf(zones)).code;
  ids['packages:code'] = (await codeOf(packages)).code;
  ids['users:code'] = (await codeOf(users)).code;
  ids['warehouses:code'] = (await codeOf(warehouses)).code;
  // A bin, with nothing inside it, so a delete would have been allowed with the permission.
  ids['locations:id'] = (
    await firstOf(
      db
        .select({ id: locations.publicId })
        .from(locations)
        .where(eq(locations.kind, 'bin'))
        .limit(1),
    )
  ).id;
  ids['vendors:code'] = (await codeOf(vendors)).code;
  // A SKU no document or bundle names, so a delete would have been allowed with the permission.
  ids['skus:id'] = (
    await firstOf(
      db
        .select({ id: skus.publicId })
        .from(skus)
        .where(
          sql`not exists (select 1 from goods_receipt_lines l where l.sku_id = ${skus.id})
            and not exists (select 1 from b2b_order_lines l where l.sku_id = ${skus.id})
            and not exists (select 1 from sku_components c where c.component_id = ${skus.id})`,
        )
        .limit(1),
    )
  ).id;
  ids['products:id'] = (
    await firstOf(db.select({ code: products.code }).from(products).limit(1))
  ).code;
  ids['shipments:id'] = (
    await firstOf(db.select({ code: shipments.code }).from(shipments).limit(1))
  ).code;
  // A receipt still pending, so a delete would have been allowed had the permission been there.
  ids['receiving:id'] = (
    await firstOf(
      db
        .select({ code: goodsReceipts.code })
        .from(goodsReceipts)
        .where(eq(goodsReceipts.status, 'pending'))
        .limit(1),
    )
  ).code;
  // An adjustment still pending, so approving it would have been allowed with the permission.
  ids['adjustments:code'] = (
    await firstOf(
      db
        .select({ code: stockAdjustments.code })
        .from(stockAdjustments)
        .where(eq(stockAdjustments.status, 'pending'))
        .limit(1),
    )
  ).code;
  // A put-away task with units left, so putting some away would have been allowed.
  ids['putAway:id'] = String(
    (
      await firstOf(
        db
          .select({ id: goodsReceiptLines.id })
          .from(goodsReceiptLines)
          .innerJoin(goodsReceipts, eq(goodsReceipts.id, goodsReceiptLines.receiptId))
          .where(
            sql`${goodsReceipts.status} = 'approved' and ${goodsReceiptLines.putAwayQty} < coalesce(${goodsReceiptLines.receivedQty}, 0) - ${goodsReceiptLines.rejectedQty}`,
          )
          .limit(1),
      )
    ).id,
  );
  // A transfer still in transit, so receiving it would have been allowed with the permission.
  ids['transfers:code'] = (
    await firstOf(
      db
        .select({ code: stockTransfers.code })
        .from(stockTransfers)
        .where(eq(stockTransfers.status, 'in-transit'))
        .limit(1),
    )
  ).code;
  // A count still being counted, so counting a bin of it would have been allowed.
  ids['counts:code'] = (
    await firstOf(
      db
        .select({ code: stockCounts.code })
        .from(stockCounts)
        .where(eq(stockCounts.status, 'counting'))
        .limit(1),
    )
  ).code;
  ids.number = (
    await firstOf(db.select({ number: b2bOrders.number }).from(b2bOrders).limit(1))
  ).number;
  // An invoice still pending, so marking it paid would have been allowed with the permission.
  ids.invoiceNumber = (
    await firstOf(
      db
        .select({ number: transactions.invoiceNumber })
        .from(transactions)
        .where(eq(transactions.status, 'pending'))
        .limit(1),
    )
  ).number;
  ids.table = 'team';
  ids.countryCode = 'IN';
});

function paramsFor(endpoint: Endpoint): Record<string, string> {
  const resource =
    typeof endpoint.access === 'object' && 'resource' in endpoint.access
      ? endpoint.access.resource
      : '';
  return Object.fromEntries(
    pathParameters(endpoint.path).map((name) => {
      // An area's groups may share its resource (SKUs and products): the group names it first.
      const group = endpoint.id.split('.')[0];
      const value = ids[`${group}:${name}`] ?? ids[`${resource}:${name}`] ?? ids[name];
      if (value === undefined) throw new Error(`no sample record for ${endpoint.id}'s ${name}`);
      return [name, value];
    }),
  );
}

/** The endpoint on its sample record, with an empty body where its method takes one. */
const call = (endpoint: Endpoint, session: SignedIn, params = paramsFor(endpoint)) =>
  api(
    endpoint,
    params,
    endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : {},
    session,
  );

/** Sets the prober's role: every permission but one ('none': all of them). Roles are read afresh on every call. */
async function grantAllBut(resource: string, action: string) {
  const permissions: Permissions = allPermissions();
  const flags = permissions[resource as keyof Permissions];
  if (!flags) throw new Error(`unknown resource ${resource}`);
  if (action !== 'none') flags[action as keyof typeof flags] = false;
  await app.database.db.update(roles).set({ permissions }).where(eq(roles.key, 'all-but-one'));
}

const withParams = allEndpoints.filter((endpoint) => pathParameters(endpoint.path).length > 0);
const guarded = withParams.filter((endpoint) => typeof endpoint.access === 'object');
const readsOfRecords = guarded.filter(
  (endpoint) => endpoint.method === 'GET' && !endpoint.download,
);

describe('every endpoint with a record in its path', () => {
  test('needs a permission, or is one of the reviewed few that act on the caller’s own data', () => {
    expect(guarded.length).toBeGreaterThan(30);
    expect(
      withParams
        .filter((endpoint) => typeof endpoint.access !== 'object')
        .map((endpoint) => endpoint.id)
        .sort(),
    ).toEqual(Object.keys(reviewedWithoutPermission).sort());
  });

  test('the records used are real: an administrator reads each of them', async () => {
    for (const endpoint of readsOfRecords) {
      const response = await call(endpoint, admin);
      expect(response.statusCode, `${endpoint.id} ${response.body.slice(0, 200)}`).toBe(200);
    }
  });

  test('refuses a member without that permission, even one holding every other, and changes nothing', async () => {
    const before = await Promise.all(readsOfRecords.map((endpoint) => call(endpoint, admin)));
    const [auditBefore] = await app.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog);

    for (const endpoint of guarded) {
      if (typeof endpoint.access !== 'object') continue;
      // A picker's access (any of several grants) takes no record in its path.
      expect('resource' in endpoint.access, endpoint.id).toBe(true);
      if (!('resource' in endpoint.access)) continue;
      const name = `${endpoint.method} ${endpoint.path} (${endpoint.id})`;
      const empty = await call(endpoint, nobody);
      expect(empty.statusCode, name).toBe(403);
      expect(empty.json().error.code, name).toBe('FORBIDDEN');

      await grantAllBut(endpoint.access.resource, endpoint.access.action);
      const allButOne = await call(endpoint, prober);
      expect(allButOne.statusCode, name).toBe(403);
      expect(allButOne.json().error.code, name).toBe('FORBIDDEN');
      // A refusal carries nothing of the record.
      expect(Object.keys(allButOne.json()), name).toEqual(['error']);
      // The one permission is what decides: given it, the same member reads the record.
      if (readsOfRecords.includes(endpoint)) {
        await grantAllBut(endpoint.access.resource, 'none');
        expect((await call(endpoint, prober)).statusCode, name).toBe(200);
      }
    }

    const after = await Promise.all(readsOfRecords.map((endpoint) => call(endpoint, admin)));
    after.forEach((response, index) => {
      expect(response.json(), readsOfRecords[index]?.id).toEqual(before[index]?.json());
    });
    const [auditAfter] = await app.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog);
    expect(auditAfter?.count).toBe(auditBefore?.count);
  });

  test('another person’s notification is not found, and stays unread', async () => {
    const [theirs] = await app.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .innerJoin(teamMembers, eq(teamMembers.id, notifications.memberId))
      .where(and(eq(teamMembers.email, TEST_ADMIN_EMAIL), isNull(notifications.readAt)))
      .limit(1);
    if (!theirs) throw new Error('the administrator has no unread sample notification');
    const markRead = allEndpoints.find((endpoint) => endpoint.id === 'notifications.markRead');
    if (!markRead) throw new Error('notifications.markRead is not declared');
    for (const session of [nobody, prober]) {
      const response = await call(markRead, session, { id: String(theirs.id) });
      expect(response.statusCode).toBe(404);
    }
    const [still] = await app.database.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.id, theirs.id));
    expect(still?.readAt).toBeNull();
  });
});

describe('fields a person may not set on their own account', () => {
  test('email, role, status and second factor cannot be slipped into a profile update', async () => {
    const member = await memberWithRole(app, 'self-editor', {});
    const response = await api(
      'POST',
      '/admin/settings/update-accounts-details',
      {
        profile: {
          fullName: 'Self Editor',
          phone: '',
          designation: '',
          department: '',
          email: 'taken.over@depot.test',
          roleKey: 'super-admin',
          status: 'inactive',
          requireSecondFactor: false,
        },
        roleKey: 'super-admin',
        permissions: allPermissions(),
      },
      member.session,
    );
    // The fields of the profile are saved; anything else in the body is dropped unread.
    expect(response.statusCode).toBe(200);
    expect(response.json().data.profile).toMatchObject({
      fullName: 'Self Editor',
      email: member.email,
      roleName: 'self-editor',
    });
    const [row] = await app.database.db
      .select({
        email: teamMembers.email,
        roleKey: roles.key,
        status: teamMembers.status,
        requireSecondFactor: teamMembers.requireSecondFactor,
      })
      .from(teamMembers)
      .innerJoin(roles, eq(roles.id, teamMembers.roleId))
      .where(eq(teamMembers.employeeId, member.employeeId));
    expect(row).toEqual({
      email: member.email,
      roleKey: 'self-editor',
      status: 'active',
      requireSecondFactor: false,
    });
    const [role] = await app.database.db
      .select({ permissions: roles.permissions })
      .from(roles)
      .where(eq(roles.key, 'self-editor'));
    expect(role?.permissions).toEqual({});
  });
});

import { gstinProblem } from '@depot/contracts/gstin';
import { SUPER_ADMIN_ROLE } from '@depot/contracts/permissions';
import { internationalPhone } from '@depot/contracts/phone';
import { RECEIVING_ID_PATTERN, receivingStatuses } from '@depot/contracts/receiving';
import {
  missingAdditionalDetails,
  SHIPMENT_ID_PATTERN,
  type ShipmentStatus,
  shipmentStatuses,
} from '@depot/contracts/shipments';
import { barcodeProblem } from '@depot/contracts/skus';
import { INVOICE_NUMBER_PATTERN } from '@depot/contracts/transactions';
import { VENDOR_CODE_PATTERN } from '@depot/contracts/vendors';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { verifyPassword } from '../../lib/passwords.ts';
import { createReferenceService } from '../../modules/reference/reference.service.ts';
import { createStockService } from '../../modules/stock/stock.service.ts';
import { planStatusSql } from '../../modules/users/users.repository.ts';
import { serverModules } from '../../server-modules.ts';
import { bearer, signIn } from '../../test/auth-helpers.ts';
import type { TestDatabase } from '../../test/template-database.ts';
import {
  createTestApp,
  createTestDatabase,
  firstStartLog,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  type TestApp,
  testEngine,
} from '../../test/test-app.ts';
import { executeRows } from '../client.ts';
import { packageRates, packages, zones } from '../schema/catalogue.ts';
import { organization } from '../schema/organization.ts';
import { goodsReceiptLines, goodsReceipts } from '../schema/receiving.ts';
import { roles } from '../schema/roles.ts';
import { notifications } from '../schema/settings.ts';
import { shipments } from '../schema/shipments.ts';
import { teamMembers } from '../schema/team-members.ts';
import {
  creditNoteCounters,
  creditNotes,
  invoiceCounters,
  transactions,
} from '../schema/transactions.ts';
import { userPlans, users } from '../schema/users.ts';
import { vendors } from '../schema/vendors.ts';
import { warehouses } from '../schema/warehouses.ts';
import { demoZones } from './demo-catalogue.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function appOn(database: { env: Record<string, string> }, env: Record<string, string>) {
  const app = await createTestApp(env, database);
  cleanups.push(() => app.close());
  return app;
}

// The tests that only read the sample operator share one copy of it, and one app started on it
// as on any later day: a copy and a start each took a second or two of this file's time.
let sampleOperator: Promise<{ app: TestApp; database: TestDatabase }> | undefined;
function sampleOperatorApp(): Promise<TestApp> {
  sampleOperator ??= (async () => {
    const database = await createTestDatabase('demo');
    try {
      return { app: await createTestApp({ SEED_DEMO: 'true' }, database), database };
    } catch (error) {
      await database.drop();
      throw error;
    }
  })();
  return sampleOperator.then(({ app }) => app);
}
afterAll(async () => {
  const made = await sampleOperator?.catch(() => undefined);
  await made?.app.close();
  await made?.database.drop();
});

describe('first start into an empty database', () => {
  test('creates the built-in super-admin role and the administrator from ADMIN_EMAIL / ADMIN_PASSWORD', async () => {
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    const app = await appOn(database, { SEED_DEMO: 'false', LOG_LEVEL: 'info' });

    expect(app.firstRun).toEqual({
      adminEmail: TEST_ADMIN_EMAIL,
      generatedPassword: null,
      demo: false,
    });
    // No sample data, no step of loading it.
    expect(app.logLines().filter((line) => line.includes('loading sample data'))).toEqual([]);
    const [role] = await app.database.db
      .select()
      .from(roles)
      .where(eq(roles.key, SUPER_ADMIN_ROLE));
    expect(role?.isBuiltIn).toBe(true);
    expect(role?.permissions.users).toMatchObject({ view: true, add: true, delete: true });
    const members = await app.database.db.select().from(teamMembers);
    expect(members).toHaveLength(1);
    const [admin] = members;
    expect(admin).toMatchObject({
      email: TEST_ADMIN_EMAIL,
      employeeId: 'EMP-0001',
      roleId: role?.id,
    });
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin?.passwordHash ?? '', TEST_ADMIN_PASSWORD)).toBe(true);
  });

  test('generates a password when none is given, and stores only its hash', async () => {
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    const app = await appOn(database, { ADMIN_PASSWORD: '', ADMIN_EMAIL: '' });

    const generated = app.firstRun?.generatedPassword ?? '';
    expect(generated.length).toBeGreaterThanOrEqual(20);
    expect(app.firstRun?.adminEmail).toBe('admin@depot.local');
    const [admin] = await app.database.db.select().from(teamMembers);
    expect(admin?.passwordHash).not.toContain(generated);
    expect(await verifyPassword(admin?.passwordHash ?? '', generated)).toBe(true);
  });

  test('loads the sample operator with roles and the first team when SEED_DEMO is on', async () => {
    // The run's sample operator template is made by exactly this first start; its log is kept.
    const app = await sampleOperatorApp();

    // Seconds of work on a first start: each step is told in the log as it starts, in order.
    const steps = (await firstStartLog('demo'))
      .map((line) => JSON.parse(line).msg as string)
      .filter((message) => message.startsWith('loading sample data'));
    // The team first, then each area's sample in the server modules' order, then statistics.
    const names = [
      'the team, its roles and notifications',
      ...serverModules.flatMap((module) => (module.sample ? [module.sample.name] : [])),
      "the planner's statistics",
    ];
    expect(names).toEqual(expect.arrayContaining(['users and their plans', 'B2B orders']));
    expect(steps).toEqual(
      names.map((name, index) => `loading sample data ${index + 1}/${names.length}: ${name}`),
    );

    const [org] = await app.database.db.select().from(organization);
    expect(org?.name).toBe('Sahyadri Fulfilment');
    const roleKeys = (await app.database.db.select({ key: roles.key }).from(roles)).map(
      (r) => r.key,
    );
    expect(roleKeys).toEqual(
      expect.arrayContaining([SUPER_ADMIN_ROLE, 'operations-manager', 'finance']),
    );
    const members = await app.database.db.select().from(teamMembers);
    expect(members.length).toBeGreaterThan(5);
    expect(new Set(members.map((member) => member.employeeId)).size).toBe(members.length);
    expect(members.some((member) => member.status === 'inactive')).toBe(true);
    const drawer = await app.database.db.select().from(notifications);
    expect(drawer.length).toBeGreaterThan(2);
    expect(drawer.some((notification) => notification.readAt === null)).toBe(true);

    // Goods receipts in every status, raised by the team and never by the administrator, so
    // that the administrator has counted receipts of others to approve.
    const receipts = await app.database.db.select().from(goodsReceipts);
    expect(receipts.length).toBeGreaterThanOrEqual(250);
    expect(receipts.every((row) => RECEIVING_ID_PATTERN.test(row.code))).toBe(true);
    for (const status of receivingStatuses) {
      const ofStatus = receipts.filter((row) => row.status === status);
      expect(ofStatus.length, status).toBeGreaterThan(receipts.length * 0.1);
    }
    const admin = members.find((member) => member.email === TEST_ADMIN_EMAIL);
    expect(receipts.some((row) => row.createdByMemberId === admin?.id)).toBe(false);
    expect(receipts.every((row) => row.createdByMemberId !== null)).toBe(true);
    const receiptLines = await app.database.db.select().from(goodsReceiptLines);
    const uncounted = new Set(
      receiptLines.filter((line) => line.receivedQty === null).map((line) => line.receiptId),
    );
    const approvable = receipts.filter((row) => row.status === 'pending' && !uncounted.has(row.id));
    expect(approvable.length).toBeGreaterThanOrEqual(20);
    expect(
      receipts.filter((row) => row.status === 'approved').every((row) => !uncounted.has(row.id)),
    ).toBe(true);
    // Each names a vendor of its own client, as the vendor was named, and the warehouse its goods
    // arrive at.
    const vendorById = new Map(
      (await app.database.db.select().from(vendors)).map((vendor) => [vendor.id, vendor]),
    );
    const warehouseIds = new Set(
      (await app.database.db.select({ id: warehouses.id }).from(warehouses)).map((row) => row.id),
    );
    for (const row of receipts) {
      const vendor = vendorById.get(row.vendorId ?? 0);
      expect(vendor?.userId, row.code).toBe(row.userId);
      expect(row.supplierName, row.code).toBe(vendor?.name);
      expect(row.supplierTaxId, row.code).toBe(vendor?.taxId);
      expect(warehouseIds.has(row.warehouseId ?? 0), row.code).toBe(true);
    }
    expect(new Set(receipts.map((row) => row.warehouseId)).size).toBeGreaterThan(1);
    for (const row of receipts) {
      if (row.status === 'pending') expect(row.decidedByMemberId, row.code).toBeNull();
      else expect(row.decidedByMemberId, row.code).not.toBe(row.createdByMemberId);
      if (row.supplierTaxId) expect(gstinProblem(row.supplierTaxId), row.code).toBeNull();
      expect(row.createdAt.getTime(), row.code).toBeLessThan(Date.now());
    }
    expect(receipts.filter((row) => row.status === 'rejected').every((row) => row.comment)).toBe(
      true,
    );
    expect(receiptLines.some((line) => line.rejectedQty > 0)).toBe(true);
  });

  test('the sample zones name real places, and every package prices sample zones', async () => {
    const app = await sampleOperatorApp();
    const reference = createReferenceService();
    for (const zone of demoZones) {
      for (const { countryCode, stateCodes } of zone.coverage) {
        const known = new Set((await reference.states(countryCode)).map((state) => state.isoCode));
        expect(
          stateCodes.filter((code) => !known.has(code)),
          zone.code,
        ).toEqual([]);
      }
    }
    const zoneRows = await app.database.db.select().from(zones);
    expect(zoneRows.map((zone) => zone.code).sort()).toEqual(
      demoZones.map((zone) => zone.code).sort(),
    );
    const packageRows = await app.database.db.select().from(packages);
    expect(packageRows.length).toBeGreaterThanOrEqual(5);
    expect(packageRows.some((row) => row.status === 'inactive')).toBe(true);
    const rates = await app.database.db.select().from(packageRates);
    for (const row of packageRows) {
      expect(
        rates.some((rate) => rate.packageId === row.id),
        row.code,
      ).toBe(true);
    }
  });

  test('the sample users and their vendors are real businesses: phones, GSTINs and states that hold', async () => {
    const app = await sampleOperatorApp();
    const reference = createReferenceService();
    const rows = await app.database.db.select().from(users);
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(new Set(rows.map((row) => row.email.toLowerCase())).size).toBe(rows.length);
    expect(rows.every((row) => /^USR-\d{6}$/.test(row.code))).toBe(true);
    expect(rows.some((row) => row.status === 'inactive')).toBe(true);
    expect(new Set(rows.map((row) => row.countryCode))).toEqual(new Set(['IN', 'AE', 'SG']));
    for (const row of rows) {
      expect(internationalPhone(row.phone, row.phoneCountry), row.code).toBe(row.phone);
      const states = await reference.states(row.countryCode);
      const state = states.find((entry) => entry.isoCode === row.stateCode);
      expect(state, `${row.code} ${row.stateCode}`).toBeDefined();
      const address = {
        country: row.countryCode,
        state: row.stateCode,
        postalCode: row.postalCode,
      };
      expect(await reference.postalCodeProblem(address), row.code).toBeNull();
      if (row.countryCode === 'IN') {
        if (row.taxId) expect(gstinProblem(row.taxId, state?.name), row.code).toBeNull();
      } else {
        expect(row.taxId).toBeNull();
        expect(row.currency).not.toBe('INR');
      }
    }
    expect(rows.filter((row) => row.taxId !== null).length).toBeGreaterThan(100);
    // Their suppliers: spread over a dozen clients, each GSTIN of its address's state, each
    // PIN code of it, as a vendor a person adds is held to.
    const suppliers = await app.database.db.select().from(vendors);
    expect(suppliers.length).toBeGreaterThanOrEqual(40);
    expect(suppliers.every((row) => VENDOR_CODE_PATTERN.test(row.code))).toBe(true);
    expect(new Set(suppliers.map((row) => row.userId)).size).toBeGreaterThanOrEqual(10);
    expect(suppliers.some((row) => row.status === 'inactive')).toBe(true);
    const indianStates = await reference.states('IN');
    for (const row of suppliers) {
      // Every sample vendor is complete: none is a supplier typed before vendors were kept.
      expect(
        row.phone && row.phoneCountry && row.postalCode && row.stateCode,
        row.code,
      ).toBeTruthy();
      expect(internationalPhone(row.phone ?? '', row.phoneCountry ?? ''), row.code).toBe(row.phone);
      const state = indianStates.find((entry) => entry.isoCode === row.stateCode);
      expect(state, `${row.code} ${row.stateCode}`).toBeDefined();
      expect(
        await reference.postalCodeProblem({
          country: 'IN',
          state: row.stateCode ?? '',
          postalCode: row.postalCode ?? '',
        }),
        row.code,
      ).toBeNull();
      if (row.taxId) expect(gstinProblem(row.taxId, state?.name), row.code).toBeNull();
    }
    expect(suppliers.filter((row) => row.taxId !== null).length).toBeGreaterThan(30);
    // Plans on the sample packages, in every state a plan can be in.
    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/packages?pageSize=100',
      headers: bearer(await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD)),
    });
    const subscribed = list
      .json()
      .data.items.filter((item: { subscriberCount: number }) => item.subscriberCount > 0);
    expect(subscribed.length).toBeGreaterThanOrEqual(5);
    const plans = await app.database.db.select().from(userPlans);
    expect(plans.length).toBeGreaterThan(rows.length);
    const statuses = await executeRows(
      app.database.db,
      sql`select distinct ${planStatusSql} as status from users
          join user_plans on user_plans.user_id = users.id`,
    );
    expect(new Set(statuses.map((row) => (row as { status: string }).status))).toEqual(
      new Set(['active', 'expiring', 'expired', 'cancelled']),
    );

    // One invoice per period at its package's price, numbered per year without gaps.
    const invoices = await app.database.db
      .select()
      .from(transactions)
      .orderBy(asc(transactions.createdAt), asc(transactions.id));
    expect(invoices).toHaveLength(plans.length);
    expect(new Set(invoices.map((invoice) => invoice.planId)).size).toBe(plans.length);
    const counters = await app.database.db.select().from(invoiceCounters);
    for (const counter of counters) {
      const numbers = invoices
        .filter((invoice) => invoice.invoiceNumber.startsWith(`INV-${counter.year}-`))
        .map((invoice) => Number(invoice.invoiceNumber.slice(9)));
      expect(numbers).toEqual(numbers.map((_, index) => index + 1));
      expect(counter.lastNumber).toBe(numbers.length);
    }
    expect(counters.reduce((sum, counter) => sum + counter.lastNumber, 0)).toBe(invoices.length);
    const prices = new Map(
      (await app.database.db.select().from(packages)).map((row) => [row.id, row.price]),
    );
    for (const invoice of invoices) {
      expect(invoice.invoiceNumber).toMatch(INVOICE_NUMBER_PATTERN);
      expect(invoice.amount).toBe(prices.get(invoice.packageId));
      expect(invoice.method === null, invoice.invoiceNumber).toBe(invoice.status === 'pending');
      expect(invoice.paidAt === null, invoice.invoiceNumber).toBe(
        invoice.status === 'pending' || invoice.status === 'failed',
      );
      expect(invoice.createdAt.getTime()).toBeLessThan(Date.now());
    }
    const count = (key: 'status' | 'kind' | 'method', value: string) =>
      invoices.filter((invoice) => invoice[key] === value).length;
    expect(count('status', 'paid')).toBeGreaterThan(invoices.length * 0.75);
    for (const status of ['pending', 'failed', 'refunded']) {
      expect(count('status', status), status).toBeGreaterThan(0);
    }
    expect(count('kind', 'new')).toBe(
      plans.filter((plan, index) => plans.findIndex((p) => p.userId === plan.userId) === index)
        .length,
    );
    expect(count('kind', 'renewal') + count('kind', 'change')).toBeGreaterThan(0);
    expect(count('method', 'upi')).toBeGreaterThan(count('method', 'netbanking'));
    // A paid invoice is paid on a day; one credit note, against a paid invoice, within it.
    for (const invoice of invoices) {
      expect(invoice.paidOn === null, invoice.invoiceNumber).toBe(invoice.paidAt === null);
    }
    const notes = await app.database.db.select().from(creditNotes);
    expect(notes).toHaveLength(1);
    const credited = invoices.find((invoice) => invoice.id === notes[0]?.transactionId);
    expect(credited?.status).toBe('paid');
    expect(credited?.credited).toBe(notes[0]?.amount);
    expect(Number(notes[0]?.amount)).toBeLessThan(Number(credited?.amount));
    expect(await app.database.db.select().from(creditNoteCounters)).toEqual([
      { year: Number(notes[0]?.number.slice(3, 7)), lastNumber: 1 },
    ]);
  });

  test('the sample’s approved receipts are in stock, six months of movements dated at approval', async () => {
    const app = await sampleOperatorApp();
    const [row] = await executeRows(
      app.database.db,
      sql`select
        (select count(*)::int from goods_receipts where status = 'approved') as approved,
        (select count(distinct document_code)::int from stock_movements where kind = 'receipt')
          as posted,
        (select count(*)::int from stock_movements m join goods_receipts r
          on r.code = m.document_code and m.recorded_at = r.decided_at) as dated,
        (select coalesce(sum(received_qty), 0)::int from goods_receipt_lines l
          join goods_receipts r on r.id = l.receipt_id where r.status = 'approved') as received,
        (select coalesce(sum(on_hand), 0)::int from stock_balances) as on_hand,
        (select coalesce(sum(units - received_units), 0)::int from stock_transfers
          where kind = 'warehouse' and status <> 'closed-short') as in_transit,
        (select coalesce(sum(units - received_units), 0)::int from stock_transfers
          where status = 'closed-short') as written_off,
        (select coalesce(sum(l.change), 0)::int from stock_adjustment_lines l
          join stock_adjustments a on a.id = l.adjustment_id and a.status = 'posted') as corrected,
        (select count(*)::int from stock_adjustments a join stock_counts c on c.id = a.count_id
          where c.status = 'posted' and a.status = 'posted') as count_corrections,
        (select count(*)::int from stock_movements where kind = 'put-away') as put_aways,
        (select (extract(epoch from now() - min(recorded_at)) / 86400)::int from stock_movements)
          as history_days,
        (select coalesce(sum(put_away_qty), 0)::int from goods_receipt_lines) as put_away_units,
        (select coalesce(sum(l.quantity), 0)::int from stock_ledger l
          join stock_movements m on m.id = l.movement_id and m.kind = 'put-away') as ledger_put_away`,
    );
    const figures = row as Record<string, number>;
    expect(figures.approved).toBeGreaterThan(100);
    expect(figures.posted).toBe(figures.approved);
    expect(figures.dated).toBe(figures.approved);
    // Every unit received is in a building, on the road between two, or written off when a
    // transfer was closed short, but for what the posted corrections (a cycle count's among
    // them) added or took away.
    expect(figures.in_transit).toBeGreaterThan(0);
    expect(figures.written_off).toBeGreaterThan(0);
    expect(figures.count_corrections).toBeGreaterThan(0);
    expect(Number(figures.on_hand) + Number(figures.in_transit) + Number(figures.written_off)).toBe(
      Number(figures.received) + Number(figures.corrected),
    );
    // Most of it is put away into bins, each unit counted on its receipt's line.
    expect(figures.put_aways).toBeGreaterThan(50);
    expect(figures.put_away_units).toBe(figures.ledger_put_away);
    // Half a year of it, and every balance is what its ledger adds up to.
    expect(figures.history_days).toBeGreaterThanOrEqual(150);
    const stock = createStockService({ db: app.database.db, logger: app.log });
    expect(await stock.reconcile()).toEqual([]);
    expect(await stock.placeCountDrift()).toEqual([]);
  });

  test('the sample shipments cover every status, with papers and dates that hold', async () => {
    const app = await sampleOperatorApp();
    const reference = createReferenceService();
    const rows = await app.database.db.select().from(shipments);
    expect(rows.length).toBeGreaterThanOrEqual(2_500);
    const byStatus = (status: ShipmentStatus) => rows.filter((row) => row.status === status);
    for (const status of shipmentStatuses) {
      expect(byStatus(status).length, status).toBeGreaterThan(rows.length * 0.02);
    }
    expect(byStatus('delivered').length).toBeGreaterThan(rows.length * 0.4);
    expect(rows.every((row) => SHIPMENT_ID_PATTERN.test(row.code))).toBe(true);
    const states = new Map<string, Set<string>>();
    for (const row of rows) {
      expect(internationalPhone(row.consigneePhone, row.consigneePhoneCountry), row.code).toBe(
        row.consigneePhone,
      );
      if (!states.has(row.countryCode)) {
        const known = await reference.states(row.countryCode);
        states.set(row.countryCode, new Set(known.map((state) => state.isoCode)));
      }
      expect(states.get(row.countryCode)?.has(row.stateCode), `${row.code} ${row.stateCode}`).toBe(
        true,
      );
      const address = {
        country: row.countryCode,
        state: row.stateCode,
        postalCode: row.postalCode,
      };
      expect(await reference.postalCodeProblem(address), row.code).toBeNull();
      const details = {
        declaredValue: row.declaredValue,
        currency: row.currency,
        consigneeCountry: row.countryCode,
        additionalDetails: row,
      };
      if (row.status !== 'draft') expect(missingAdditionalDetails(details), row.code).toEqual([]);
      const left = row.status === 'dispatched' || row.status === 'delivered';
      expect(left ? row.carrier && row.trackingNumber : true, row.code).toBeTruthy();
      expect(row.dispatchedAt !== null, row.code).toBe(left);
      expect(row.deliveredAt !== null, row.code).toBe(row.status === 'delivered');
      if (row.dispatchedAt) expect(row.dispatchedAt > row.createdAt, row.code).toBe(true);
      if (row.deliveredAt && row.dispatchedAt) {
        expect(row.deliveredAt > row.dispatchedAt, row.code).toBe(true);
      }
      expect(row.createdAt.getTime()).toBeLessThan(Date.now());
    }
    expect(rows.some((row) => row.ewayBillNumber !== null)).toBe(true);
    expect(rows.some((row) => row.status === 'draft' && row.invoiceNumber === null)).toBe(true);
  });

  test('the sample B2B orders: a year of them, exact totals, valid GSTINs, statuses by age', async () => {
    const app = await sampleOperatorApp();
    const db = app.database.db;
    const [summary] = await executeRows(
      db,
      sql`select count(*)::int as orders,
          count(*) filter (where o.line_count not between 1 and 6)::int as bad_line_counts,
          count(*) filter (where o.order_date > (now() at time zone 'Asia/Kolkata')::date
            or o.order_date < (now() at time zone 'Asia/Kolkata')::date - 366)::int as out_of_year,
          count(*) filter (where l.subtotal is distinct from o.subtotal or l.tax is distinct from o.tax
            or l.quantity is distinct from o.quantity or l.lines is distinct from o.line_count
            or l.total is distinct from o.amount)::int as mismatched,
          count(*) filter (where o.subtotal * 100 <> trunc(o.subtotal * 100)
            or o.tax * 100 <> trunc(o.tax * 100))::int as beyond_paise
        from b2b_orders o
        left join (select order_id, sum(unit_price * quantity) as subtotal, sum(tax_amount) as tax,
            sum(quantity)::int as quantity, count(*)::int as lines, sum(line_total) as total
          from b2b_order_lines group by order_id) l on l.order_id = o.id`,
    );
    expect(summary).toMatchObject({
      bad_line_counts: 0,
      out_of_year: 0,
      mismatched: 0,
      beyond_paise: 0,
    });
    expect((summary as { orders: number }).orders).toBeGreaterThanOrEqual(29_000);
    // Settled orders left the warehouse between arriving and their last change; most on time.
    const [dispatch] = await executeRows(
      db,
      sql`select
          count(*) filter (where (dispatched_at is not null) <>
            (status in ('dispatched', 'delivered', 'returned')))::int as misplaced,
          count(*) filter (where dispatched_at < created_at or dispatched_at > updated_at)::int as out_of_order,
          (count(*) filter (where (dispatched_at at time zone 'Asia/Kolkata')::date <= required_by)::float
            / nullif(count(*) filter (where dispatched_at is not null and required_by is not null), 0)) as on_time
        from b2b_orders`,
    );
    expect(dispatch).toMatchObject({ misplaced: 0, out_of_order: 0 });
    // Each is fulfilled from an active warehouse, a client mostly from one of them.
    const [fulfilment] = await executeRows(
      db,
      sql`select count(*) filter (where w.id is null or w.status <> 'active')::int as homeless,
          count(distinct o.warehouse_id)::int as warehouses
        from b2b_orders o left join warehouses w on w.id = o.warehouse_id`,
    );
    expect(fulfilment).toMatchObject({ homeless: 0 });
    expect((fulfilment as { warehouses: number }).warehouses).toBeGreaterThan(1);
    // Each order's history: its creation, then each move of its status in time order, ending
    // at the order's own status and its last change; a dispatch at the time the order records.
    const [history] = await executeRows(
      db,
      sql`with entries as (
          select o.id, o.status, o.created_at, o.updated_at, o.dispatched_at, a.action, a.at,
            a.before ->> 'status' as before_status, a.after ->> 'status' as after_status,
            lag(a.after ->> 'status') over w as previous_status, lag(a.at) over w as previous_at,
            row_number() over w as step, count(*) over (partition by o.id) as steps,
            first_value(a.action) over w as first_action
          from b2b_orders o join audit_log a on a.entity = 'order' and a.entity_id = o.number
          window w as (partition by o.id order by a.at, a.id))
        select count(distinct id)::int as orders,
          count(*) filter (where first_action <> 'create' or (step = 1 and at <> created_at))::int
            as bad_start,
          count(*) filter (where step > 1 and (before_status <> previous_status or at < previous_at))::int
            as broken_chain,
          count(*) filter (where step = steps and (after_status <> status
            or (steps > 1 and at <> updated_at)))::int as bad_end,
          count(*) filter (where after_status = 'dispatched' and at <> dispatched_at)::int
            as bad_dispatch
        from entries`,
    );
    expect(history).toMatchObject({
      orders: (summary as { orders: number }).orders,
      bad_start: 0,
      broken_chain: 0,
      bad_end: 0,
      bad_dispatch: 0,
    });
    expect((dispatch as { on_time: number }).on_time).toBeGreaterThan(0.8);
    expect((dispatch as { on_time: number }).on_time).toBeLessThan(0.97);
    const rates = await executeRows(
      db,
      sql`select distinct tax_rate::int as rate from b2b_order_lines`,
    );
    expect(rates.map((row) => (row as { rate: number }).rate).sort((a, b) => a - b)).toEqual(
      expect.arrayContaining([5, 12, 18, 28]),
    );
    const buyers = await executeRows(
      db,
      sql`select distinct buyer_gstin as gstin, buyer_state_code as state from b2b_orders where buyer_gstin is not null`,
    );
    const reference = createReferenceService();
    const stateNames = new Map((await reference.states('IN')).map((s) => [s.isoCode, s.name]));
    for (const buyer of buyers as Array<{ gstin: string; state: string }>) {
      expect(gstinProblem(buyer.gstin, stateNames.get(buyer.state)), buyer.gstin).toBeNull();
    }
    const places = await executeRows(
      db,
      sql`select distinct buyer_country_code as country, buyer_state_code as state,
            buyer_postal_code as "postalCode" from b2b_orders`,
    );
    expect(places.length).toBeGreaterThan(20);
    for (const place of places as Array<{ country: string; state: string; postalCode: string }>) {
      expect(await reference.postalCodeProblem(place), place.postalCode).toBeNull();
    }
    const byAge = await executeRows(
      db,
      sql`select status, count(*) filter (where order_date >= (now() at time zone 'Asia/Kolkata')::date - 2)::int as recent,
          count(*) filter (where order_date < (now() at time zone 'Asia/Kolkata')::date - 30)::int as old
        from b2b_orders group by status`,
    );
    const count = (status: string, age: 'recent' | 'old') =>
      (byAge as Array<{ status: string; recent: number; old: number }>).find(
        (row) => row.status === status,
      )?.[age] ?? 0;
    for (const status of ['new', 'confirmed', 'picking', 'packed', 'dispatched']) {
      expect(count(status, 'old'), status).toBe(0);
    }
    expect(count('new', 'recent')).toBeGreaterThan(0);
    expect(count('delivered', 'old')).toBeGreaterThan(count('cancelled', 'old'));
    // The festive season is the busiest: October outsells June.
    const [months] = await executeRows(
      db,
      sql`select count(*) filter (where extract(month from order_date) = 10)::int as october,
          count(*) filter (where extract(month from order_date) = 6)::int as june from b2b_orders`,
    );
    const { october, june } = months as { october: number; june: number };
    expect(october).toBeGreaterThan(june * 1.3);
    const [next] = await executeRows(db, sql`select last_value::int as last from order_number_seq`);
    expect((next as { last: number }).last).toBe((summary as { orders: number }).orders);

    // The catalogue agrees with the documents: every code a line names is a SKU of its client.
    const [catalogue] = await executeRows(
      db,
      sql`select (select count(*) from skus)::int as skus,
          (select count(*) from b2b_order_lines l join b2b_orders o on o.id = l.order_id
            where not exists (select 1 from skus s where s.user_id = o.user_id and s.code = l.sku))::int as orphan_order_lines,
          (select count(*) from goods_receipt_lines l join goods_receipts r on r.id = l.receipt_id
            where not exists (select 1 from skus s where s.user_id = r.user_id and s.code = l.sku))::int as orphan_receipt_lines,
          (select count(*) from skus where kind = 'bundle')::int as bundles,
          (select count(*) from skus where kind = 'kit')::int as kits,
          (select count(*) from skus where tracking = 'lot-expiry')::int as expiring,
          (select count(*) from skus where tracking = 'serial')::int as serial,
          (select count(*) from sku_components c join skus a on a.id = c.sku_id
            join skus b on b.id = c.component_id where a.user_id <> b.user_id)::int as foreign_components`,
    );
    expect(catalogue).toMatchObject({
      orphan_order_lines: 0,
      orphan_receipt_lines: 0,
      foreign_components: 0,
    });
    const counts = catalogue as Record<string, number>;
    expect(counts.skus).toBeGreaterThan(2_500);
    for (const kind of ['bundles', 'kits', 'expiring', 'serial']) {
      expect(counts[kind], kind).toBeGreaterThan(10);
    }
    const barcodes = await executeRows(db, sql`select barcode from sku_barcodes`);
    const wrong = barcodes
      .map((row) => (row as { barcode: string }).barcode)
      .filter((barcode) => barcodeProblem(barcode) !== null);
    expect(wrong).toEqual([]);
  });

  test('a later start finds the data and changes nothing', async () => {
    const database = await createTestDatabase('demo');
    cleanups.push(database.drop);
    const first = await appOn(database, { SEED_DEMO: 'true' });
    const countBefore = (await first.database.db.select().from(teamMembers)).length;
    await first.close();
    cleanups.pop();

    const second = await appOn(database, {
      SEED_DEMO: 'true',
      ADMIN_PASSWORD: 'another-password-123',
    });
    expect(second.firstRun).toBeNull();
    const members = await second.database.db.select().from(teamMembers);
    expect(members).toHaveLength(countBefore);
    const admin = members.find((member) => member.email === TEST_ADMIN_EMAIL);
    expect(await verifyPassword(admin?.passwordHash ?? '', TEST_ADMIN_PASSWORD)).toBe(true);
  });
});

// Several API processes may start at once on one PostgreSQL; the embedded database is
// single-process by nature (a second server on its folder is refused, see server.api.test.ts).
describe.runIf(testEngine === 'postgres')('several servers starting at once on PostgreSQL', () => {
  test('migrate and seed exactly once', async () => {
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    const apps = await Promise.all([1, 2, 3].map(() => appOn(database, { SEED_DEMO: 'true' })));
    expect(apps.filter((app) => app.firstRun !== null)).toHaveLength(1);
    const [org] = (await apps[0]?.database.db.select().from(organization)) ?? [];
    expect(org?.name).toBe('Sahyadri Fulfilment');
    const admins = await apps[1]?.database.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.email, TEST_ADMIN_EMAIL));
    expect(admins).toHaveLength(1);
  });
});

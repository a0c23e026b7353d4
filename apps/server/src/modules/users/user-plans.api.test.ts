import { INVOICE_NUMBER_PATTERN } from '@depot/contracts/transactions';
import { planLimitKeys, userPlanDetailsSchema } from '@depot/contracts/user-plans';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { executeRows } from '../../db/client.ts';
import { transactions } from '../../db/schema/transactions.ts';
import { userPlans, users } from '../../db/schema/users.ts';
import type { SignedIn } from '../../test/auth-helpers.ts';
import { createPackage, createUser, packageBody } from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';
import { createReferenceService } from '../reference/reference.service.ts';
import { createTransactionsService } from '../transactions/transactions.service.ts';

const { app, admin, call } = fileApp();
let year: number;
const planOf = (code: string, as?: SignedIn) => call('GET', `users/${code}/plan`, undefined, as);
const act = (code: string, body: object, as?: SignedIn) =>
  call('POST', `users/${code}/plan`, body, as);
/** A plan action that must succeed; answers the fresh details, checked against the contract. */
const acted = async (code: string, body: object) => {
  const response = await act(code, body);
  expect(response.statusCode, response.body).toBe(200);
  return userPlanDetailsSchema.parse(response.json().data);
};
const refused = async (code: string, body: object, status: number, errorCode: string) => {
  const response = await act(code, body);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error.code).toBe(errorCode);
  return response.json().error;
};

/** A business, on `packageCode` when given. */
const userOn = (packageCode?: string) =>
  createUser(app, admin, {
    businessName: 'Kesar Naturals Pvt Ltd',
    ...(packageCode ? { packageCode } : {}),
  });

/** A date in the operator's calendar, as PostgreSQL computes it from today. */
async function operatorDate(expression: string): Promise<string> {
  const [row] = await executeRows(
    app.database.db,
    sql`select (${sql.raw(`(now() at time zone 'Asia/Kolkata')::date ${expression}`)})::date::text as day`,
  );
  return (row as { day: string }).day;
}

let orders = 0;
/** B2B orders of the user on the days given (as SQL on `today`, the operator's date). */
async function placeOrders(code: string, days: string[]) {
  for (const day of days) {
    await executeRows(
      app.database.db,
      sql`with today as (select (now() at time zone 'Asia/Kolkata')::date as today)
        insert into b2b_orders (number, user_id, buyer_name, buyer_city, buyer_state_code,
          buyer_country_code, buyer_postal_code, order_date, status, quantity, line_count,
          subtotal, tax, amount, currency)
        select ${`ORD-${String(++orders).padStart(6, '0')}`}, users.id, 'Shree Ganesh Traders',
          'Pune', 'MH', 'IN', '411001', ${sql.raw(day)}, 'new', 1, 1, 100, 18, 118, 'INR'
        from users, today where users.code = ${code}`,
    );
  }
}

/** Moves the user's current period to the dates given (as SQL on today), as time would. */
async function movePeriod(code: string, start: string, end: string) {
  const [user] = await app.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.code, code));
  await app.database.db
    .update(userPlans)
    .set({
      periodStart: sql.raw(`((now() at time zone 'Asia/Kolkata')::date ${start})::date`),
      periodEnd: sql.raw(`((now() at time zone 'Asia/Kolkata')::date ${end})::date`),
    })
    .where(eq(userPlans.userId, user?.id ?? 0));
}

/** The number within its year of every invoice written, in the order written. */
async function invoiceSerials(): Promise<number[]> {
  const rows = await app.database.db
    .select({ invoiceNumber: transactions.invoiceNumber })
    .from(transactions)
    .orderBy(asc(transactions.id));
  return rows.map((row) => Number(row.invoiceNumber.split('-')[2]));
}
const invoice = (serial: number) => `INV-${year}-${String(serial).padStart(6, '0')}`;

const starter = packageBody({
  code: 'STARTER-M',
  name: 'Starter',
  price: '4999',
  billingCycle: 'monthly',
  features: ['Email support'],
});
const paid = { method: 'upi', reference: 'UPI/412345678901' };

beforeAll(async () => {
  for (const plan of [
    starter,
    { ...starter, code: 'GROWTH-M', name: 'Growth', price: '9999.5' },
    { ...starter, code: 'SCALE-Y', name: 'Scale', price: '99999', billingCycle: 'yearly' as const },
    { ...starter, code: 'LITE-M', name: 'Lite' },
    { ...starter, code: 'RETIRED-M', name: 'Retired' },
  ]) {
    await createPackage(app, admin, plan);
  }
  await call('POST', 'packages/change-status', { codes: ['LITE-M'], isActive: false });
  const [row] = await executeRows(
    app.database.db,
    sql`select extract(year from now() at time zone 'Asia/Kolkata')::int as year`,
  );
  year = Number((row as { year: number }).year);
});

describe('a user’s plan', () => {
  test('answers the current plan, its usage, the history and the first invoice', async () => {
    const user = await userOn('starter-m');
    const other = await userOn('starter-m');
    // Two orders this month (its first day and today), one the day before it began, and one
    // of another business: orders this month counts two.
    await placeOrders(user.code, [
      "date_trunc('month', today)::date",
      'today',
      "date_trunc('month', today)::date - 1",
    ]);
    await placeOrders(other.code, ['today']);
    const response = await planOf(user.code.toLowerCase());
    expect(response.statusCode, response.body).toBe(200);
    const details = userPlanDetailsSchema.parse(response.json().data);
    const start = await operatorDate('');
    const end = await operatorDate("+ interval '1 month' - interval '1 day'");
    expect(details.user).toEqual({
      code: user.code,
      businessName: 'Kesar Naturals Pvt Ltd',
      status: 'active',
    });
    expect(details.current).toEqual({
      package: {
        code: 'STARTER-M',
        name: 'Starter',
        currency: 'INR',
        price: '4999.00',
        billingCycle: 'monthly',
        limits: starter.limits,
        features: ['Email support'],
        status: 'active',
      },
      periodStart: start,
      periodEnd: end,
      status: 'active',
      scheduledChange: null,
    });
    // Nothing records warehouses, seats or SKUs yet: no number is made up for them.
    expect(details.usage).toEqual(
      planLimitKeys.map((key) => ({
        key,
        limit: starter.limits[key],
        used: key === 'ordersPerMonth' ? 2 : null,
      })),
    );
    expect(details.history).toEqual([
      {
        package: { code: 'STARTER-M', name: 'Starter' },
        periodStart: start,
        periodEnd: end,
        status: 'active',
        cancelledAt: null,
        changedAt: null,
        createdAt: expect.any(String),
      },
    ]);
    // Adding the business on a package invoiced its first period, awaiting payment.
    expect(details.transactions).toEqual([
      {
        invoiceNumber: expect.stringMatching(INVOICE_NUMBER_PATTERN),
        kind: 'new',
        user: { code: user.code, businessName: 'Kesar Naturals Pvt Ltd' },
        package: { code: 'STARTER-M', name: 'Starter' },
        amount: '4999.00',
        currency: 'INR',
        status: 'pending',
        method: null,
        reference: null,
        periodStart: start,
        periodEnd: end,
        createdAt: expect.any(String),
        paidAt: null,
      },
    ]);
    expect(details.transactions[0]?.invoiceNumber.startsWith(`INV-${year}-`)).toBe(true);
  });

  test('of a business never put on a package is empty', async () => {
    const user = await userOn();
    const details = userPlanDetailsSchema.parse((await planOf(user.code)).json().data);
    expect(details).toMatchObject({ current: null, usage: [], history: [], transactions: [] });
  });

  test('of an unknown user is a 404, to read or to change', async () => {
    expect((await planOf('USR-999999')).json().error.code).toBe('USER_NOT_FOUND');
    expect((await planOf('USR-999999')).statusCode).toBe(404);
    await refused('USR-999999', { action: 'cancel' }, 404, 'USER_NOT_FOUND');
  });
});

describe('changing the package', () => {
  test('closes the running period as changed yesterday and invoices the new one from today', async () => {
    const user = await userOn('STARTER-M');
    await movePeriod(user.code, '- 10', "- 10 + interval '1 month' - interval '1 day'");
    const before = await invoiceSerials();
    const details = await acted(user.code, {
      action: 'change',
      packageCode: 'growth-m',
      payment: paid,
    });
    const today = await operatorDate('');
    const end = await operatorDate("+ interval '1 month' - interval '1 day'");
    expect(details.current).toMatchObject({
      package: { code: 'GROWTH-M', price: '9999.50' },
      periodStart: today,
      periodEnd: end,
      status: 'active',
    });
    // Changed, not expired: the period did not run out, a change closed it.
    expect(details.history.map((period) => [period.package.code, period.status])).toEqual([
      ['GROWTH-M', 'active'],
      ['STARTER-M', 'changed'],
    ]);
    expect(details.history[1]).toMatchObject({
      periodStart: await operatorDate('- 10'),
      periodEnd: await operatorDate('- 1'),
      cancelledAt: null,
      changedAt: expect.any(String),
    });
    const [sale] = details.transactions;
    expect(sale).toMatchObject({
      invoiceNumber: invoice((before.at(-1) ?? 0) + 1),
      kind: 'change',
      package: { code: 'GROWTH-M', name: 'Growth' },
      amount: '9999.50',
      currency: 'INR',
      status: 'paid',
      method: 'upi',
      reference: 'UPI/412345678901',
      periodStart: today,
      periodEnd: end,
    });
    expect(sale?.paidAt).toEqual(expect.any(String));
    expect(details.transactions.map((t) => t.kind)).toEqual(['change', 'new']);

    // The change is in the user's history, with the plan before and after and its invoice.
    const [entry] = (await call('GET', `users/${user.code}/history`)).json().data;
    expect(entry).toMatchObject({
      action: 'update',
      entity: 'user',
      entityId: user.code,
      before: { plan: { package: { code: 'STARTER-M' } } },
      after: {
        plan: { package: { code: 'GROWTH-M' }, periodStart: today, periodEnd: end },
        invoice: { invoiceNumber: sale?.invoiceNumber, kind: 'change', amount: '9999.50' },
      },
    });
  });

  test('on the day a period began closes it as changed, and the new one is current', async () => {
    const user = await userOn('STARTER-M');
    const details = await acted(user.code, {
      action: 'change',
      packageCode: 'SCALE-Y',
      payment: { method: 'bank-transfer', status: 'pending', reference: 'NEFT N123456789' },
    });
    const today = await operatorDate('');
    expect(details.current).toMatchObject({
      package: { code: 'SCALE-Y' },
      periodStart: today,
      periodEnd: await operatorDate("+ interval '12 months' - interval '1 day'"),
    });
    expect(details.history[1]).toMatchObject({
      package: { code: 'STARTER-M' },
      periodStart: today,
      periodEnd: today,
      status: 'changed',
      cancelledAt: null,
      changedAt: expect.any(String),
    });
    // Awaiting payment: no method nor reference is recorded until someone marks it paid.
    expect(details.transactions[0]).toMatchObject({
      kind: 'change',
      amount: '99999.00',
      status: 'pending',
      method: null,
      reference: null,
      paidAt: null,
    });
  });

  test('puts a business with no running plan on a package from today', async () => {
    const user = await userOn();
    const details = await acted(user.code, {
      action: 'change',
      packageCode: 'STARTER-M',
      payment: paid,
    });
    expect(details.current?.periodStart).toBe(await operatorDate(''));
    expect(details.transactions.map((t) => t.kind)).toEqual(['change']);
  });

  test('is refused onto the running package, a deactivated or an unknown one', async () => {
    const user = await userOn('STARTER-M');
    const same = await refused(
      user.code,
      { action: 'change', packageCode: 'starter-m', payment: paid },
      409,
      'PLAN_SAME_PACKAGE',
    );
    expect(same.message).toMatch(/renew/);
    const inactive = await refused(
      user.code,
      { action: 'change', packageCode: 'LITE-M', payment: paid },
      409,
      'PACKAGE_INACTIVE',
    );
    expect(inactive.details.map((d: { path: string }) => d.path)).toEqual(['packageCode']);
    const unknown = await refused(
      user.code,
      { action: 'change', packageCode: 'NO-SUCH', payment: paid },
      404,
      'PACKAGE_NOT_FOUND',
    );
    expect(unknown.details.map((d: { path: string }) => d.path)).toEqual(['packageCode']);
    const details = userPlanDetailsSchema.parse((await planOf(user.code)).json().data);
    expect(details.history).toHaveLength(1);
    expect(details.transactions).toHaveLength(1);
    const invalid = await act(user.code, { action: 'change', packageCode: 'GROWTH-M' });
    expect(invalid.statusCode).toBe(400);
    expect((await act(user.code, { action: 'upgrade' })).statusCode).toBe(400);
  });
});

describe('changing now credits the unused days (docs/decisions/0042)', () => {
  /** Moves the user's period and its invoices to the dates given (SQL on today). */
  async function movePeriodAndInvoices(code: string, start: string, end: string, status: string) {
    await movePeriod(code, start, end);
    await executeRows(
      app.database.db,
      sql`update transactions set
          period_start = ((now() at time zone 'Asia/Kolkata')::date ${sql.raw(start)})::date,
          period_end = ((now() at time zone 'Asia/Kolkata')::date ${sql.raw(end)})::date,
          status = ${status},
          method = case when ${status} = 'paid' then 'upi' end,
          paid_at = case when ${status} = 'paid' then now() end
        where user_id = (select id from users where code = ${code})`,
    );
  }
  const invoiceView = async (invoiceNumber: string) => {
    const response = await call('GET', `transactions/${invoiceNumber}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  test('a paid period: a credit note for the unused 20 of 30 days, set off against the new invoice', async () => {
    const user = await userOn('STARTER-M');
    // Thirty days: ten used before today, today and nineteen more unused.
    await movePeriodAndInvoices(user.code, '- 10', '+ 19', 'paid');
    const [old] = userPlanDetailsSchema.parse((await planOf(user.code)).json().data).transactions;
    const details = await acted(user.code, {
      action: 'change',
      packageCode: 'GROWTH-M',
      effective: 'now',
      payment: { status: 'pending' },
    });
    const [sale] = details.transactions;
    expect(sale).toMatchObject({ kind: 'change', status: 'pending', method: null });
    // 4999 × 20 / 30 = 3332.666… → 3332.67.
    const credited = await invoiceView(old?.invoiceNumber ?? '');
    expect(credited.creditNotes).toEqual([
      expect.objectContaining({
        kind: 'plan-change',
        amount: '3332.67',
        appliedTo: sale?.invoiceNumber,
        reason: expect.stringMatching(/Changed to Growth on .*: 20 of 30 days unused/),
      }),
    ]);
    expect(credited.credited).toBe('3332.67');
    const fresh = await invoiceView(sale?.invoiceNumber ?? '');
    expect(fresh.creditsApplied).toEqual([expect.objectContaining({ amount: '3332.67' })]);
    // 9999.50 − 3332.67.
    expect(fresh.balanceDue).toBe('6666.83');
    const [entry] = (await call('GET', `users/${user.code}/history`)).json().data;
    expect(entry.after.credits).toEqual([
      {
        number: credited.creditNotes[0].number,
        invoiceNumber: old?.invoiceNumber,
        amount: '3332.67',
      },
    ]);
    const [invoiceEntry] = (await call('GET', `transactions/history/${old?.invoiceNumber}`)).json()
      .data;
    expect(invoiceEntry).toMatchObject({
      action: 'update',
      after: { credited: '3332.67', creditNote: { kind: 'plan-change', amount: '3332.67' } },
    });
  });

  test('a pending period: its own invoice asks only for the days used', async () => {
    const user = await userOn('STARTER-M');
    await movePeriodAndInvoices(user.code, '- 10', '+ 19', 'pending');
    const [old] = userPlanDetailsSchema.parse((await planOf(user.code)).json().data).transactions;
    await acted(user.code, { action: 'change', packageCode: 'GROWTH-M', payment: paid });
    const credited = await invoiceView(old?.invoiceNumber ?? '');
    expect(credited.creditNotes).toEqual([
      expect.objectContaining({ amount: '3332.67', appliedTo: null }),
    ]);
    // 4999.00 − 3332.67: the ten days used.
    expect(credited.balanceDue).toBe('1666.33');
  });

  test('on the period’s first day everything is credited; failed invoices are not', async () => {
    const user = await userOn('STARTER-M');
    const [old] = userPlanDetailsSchema.parse((await planOf(user.code)).json().data).transactions;
    await acted(user.code, { action: 'change', packageCode: 'GROWTH-M', payment: paid });
    expect((await invoiceView(old?.invoiceNumber ?? '')).credited).toBe('4999.00');

    const failed = await userOn('STARTER-M');
    await movePeriodAndInvoices(failed.code, '- 10', '+ 19', 'failed');
    const [unpaid] = userPlanDetailsSchema.parse(
      (await planOf(failed.code)).json().data,
    ).transactions;
    await acted(failed.code, { action: 'change', packageCode: 'GROWTH-M', payment: paid });
    expect((await invoiceView(unpaid?.invoiceNumber ?? '')).creditNotes).toEqual([]);
  });

  test('needs to know how the new period is paid; awaiting payment needs no method', async () => {
    const user = await userOn('STARTER-M');
    const none = await act(user.code, { action: 'change', packageCode: 'GROWTH-M' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details).toEqual([
      expect.objectContaining({ path: 'payment.status' }),
    ]);
    const paidWithout = await act(user.code, {
      action: 'change',
      packageCode: 'GROWTH-M',
      payment: { status: 'paid' },
    });
    expect(paidWithout.statusCode).toBe(400);
    expect(paidWithout.json().error.details).toEqual([
      expect.objectContaining({ path: 'payment.method', message: 'Choose how the business paid' }),
    ]);
  });
});

describe('changing from the next renewal', () => {
  test('is scheduled without an invoice; the renewal starts the new package after the period', async () => {
    const user = await userOn('STARTER-M');
    await movePeriod(user.code, '- 20', '+ 9');
    const serials = await invoiceSerials();
    const scheduled = await acted(user.code, {
      action: 'change',
      packageCode: 'growth-m',
      effective: 'renewal',
    });
    expect(await invoiceSerials()).toEqual(serials);
    expect(scheduled.current).toMatchObject({
      package: { code: 'STARTER-M' },
      status: 'expiring',
      scheduledChange: {
        package: { code: 'GROWTH-M', name: 'Growth' },
        startsOn: await operatorDate('+ 10'),
      },
    });
    expect(scheduled.history).toHaveLength(1);

    const renewed = await acted(user.code, { action: 'renew', payment: { status: 'pending' } });
    expect(renewed.current).toMatchObject({
      package: { code: 'GROWTH-M' },
      periodStart: await operatorDate('+ 10'),
      scheduledChange: null,
    });
    expect(renewed.history.map((period) => [period.package.code, period.status])).toEqual([
      ['GROWTH-M', 'active'],
      ['STARTER-M', 'expiring'],
    ]);
    expect(renewed.transactions[0]).toMatchObject({
      kind: 'change',
      package: { code: 'GROWTH-M' },
      amount: '9999.50',
      status: 'pending',
      method: null,
      periodStart: await operatorDate('+ 10'),
    });
  });

  test('needs a running plan, and another package', async () => {
    const none = await userOn();
    const refusal = await refused(
      none.code,
      { action: 'change', packageCode: 'GROWTH-M', effective: 'renewal' },
      409,
      'PLAN_NOT_RUNNING',
    );
    expect(refusal.message).toMatch(/change it now instead/);
    const user = await userOn('STARTER-M');
    await refused(
      user.code,
      { action: 'change', packageCode: 'STARTER-M', effective: 'renewal' },
      409,
      'PLAN_SAME_PACKAGE',
    );
  });
});

describe('renewing', () => {
  test('a running period runs on one more cycle, the added span invoiced', async () => {
    const user = await userOn('STARTER-M');
    // A period ending 30 April gains May whole: the added span's arithmetic is a new period's.
    await movePeriod(user.code, '- 20', '+ 9');
    const oldEnd = await operatorDate('+ 9');
    const details = await acted(user.code, {
      action: 'renew',
      payment: { method: 'card', status: 'paid', reference: 'pay_Nx81KD2' },
    });
    const addedStart = await operatorDate('+ 10');
    const newEnd = await operatorDate("+ 10 + interval '1 month' - interval '1 day'");
    expect(details.current).toMatchObject({
      package: { code: 'STARTER-M' },
      periodStart: await operatorDate('- 20'),
      periodEnd: newEnd,
      status: 'active',
    });
    expect(details.history).toHaveLength(1);
    expect(details.transactions[0]).toMatchObject({
      kind: 'renewal',
      amount: '4999.00',
      status: 'paid',
      method: 'card',
      periodStart: addedStart,
      periodEnd: newEnd,
    });
    expect(oldEnd < addedStart).toBe(true);
  });

  test('after a period has ended starts a new one from today', async () => {
    const user = await userOn('STARTER-M');
    await movePeriod(user.code, '- 40', '- 10');
    expect(userPlanDetailsSchema.parse((await planOf(user.code)).json().data).current?.status).toBe(
      'expired',
    );
    const details = await acted(user.code, { action: 'renew', payment: paid });
    const today = await operatorDate('');
    expect(details.current).toMatchObject({ periodStart: today, status: 'active' });
    expect(details.history.map((period) => period.status)).toEqual(['active', 'expired']);
    expect(details.transactions[0]).toMatchObject({ kind: 'renewal', periodStart: today });
  });

  test('needs a plan, and a package still sold', async () => {
    const none = await userOn();
    const refusal = await refused(
      none.code,
      { action: 'renew', payment: paid },
      409,
      'PLAN_NOT_RENEWABLE',
    );
    expect(refusal.message).toMatch(/package first/);
    const user = await userOn('RETIRED-M');
    await call('POST', 'packages/change-status', { codes: ['RETIRED-M'], isActive: false });
    const inactive = await refused(
      user.code,
      { action: 'renew', payment: paid },
      409,
      'PACKAGE_INACTIVE',
    );
    expect(inactive.message).toMatch(/change the plan/);
    // Its details still show the package, deactivated.
    const details = userPlanDetailsSchema.parse((await planOf(user.code)).json().data);
    expect(details.current?.package.status).toBe('inactive');
  });
});

describe('cancelling', () => {
  test('stops the running period today, invoices nothing, and cannot be done twice', async () => {
    const user = await userOn('STARTER-M');
    await movePeriod(user.code, '- 5', "- 5 + interval '1 month' - interval '1 day'");
    const serials = await invoiceSerials();
    const details = await acted(user.code, { action: 'cancel', reason: 'Moving to another 3PL' });
    expect(details.current).toMatchObject({
      periodStart: await operatorDate('- 5'),
      periodEnd: await operatorDate(''),
      status: 'cancelled',
    });
    expect(details.history[0]?.cancelledAt).toEqual(expect.any(String));
    expect(details.transactions).toHaveLength(1);
    expect(await invoiceSerials()).toEqual(serials);
    const [entry] = (await call('GET', `users/${user.code}/history`)).json().data;
    expect(entry).toMatchObject({ action: 'update', after: { reason: 'Moving to another 3PL' } });

    const again = await refused(user.code, { action: 'cancel' }, 409, 'PLAN_NOT_RUNNING');
    expect(again.message).toMatch(/cancelled/);
    await refused((await userOn()).code, { action: 'cancel' }, 409, 'PLAN_NOT_RUNNING');
    // A cancelled plan can be renewed: a new period from today.
    const renewed = await acted(user.code, { action: 'renew', payment: paid });
    expect(renewed.current?.status).toBe('active');
  });
});

describe('rules around the plan', () => {
  test('a deactivated user’s plan cannot be changed', async () => {
    const user = await userOn('STARTER-M');
    const off = await call('POST', 'settings/change-active-status', {
      type: 'user',
      ids: [user.code],
      isActive: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    for (const body of [
      { action: 'change', packageCode: 'GROWTH-M', payment: paid },
      { action: 'renew', payment: paid },
      { action: 'cancel' },
    ]) {
      await refused(user.code, body, 409, 'USER_INACTIVE');
    }
    expect((await planOf(user.code)).statusCode).toBe(200);
  });

  test('users.view reads the plan; changing it needs users.edit', async () => {
    const user = await userOn('STARTER-M');
    const viewer = await memberWithRole(app, 'plans-viewer', { users: { view: true } });
    expect((await planOf(user.code, viewer.session)).statusCode).toBe(200);
    const refusedChange = await act(user.code, { action: 'cancel' }, viewer.session);
    expect(refusedChange.statusCode).toBe(403);
    const editor = await memberWithRole(app, 'plans-editor', { users: { view: true, edit: true } });
    expect((await act(user.code, { action: 'cancel' }, editor.session)).statusCode).toBe(200);
  });

  test('invoice numbers run on without gaps, a rolled-back sale giving its number back', async () => {
    const people = await Promise.all([1, 2, 3, 4].map(() => userOn('STARTER-M')));
    await Promise.all(
      people.map((person) =>
        act(person.code, { action: 'change', packageCode: 'GROWTH-M', payment: paid }),
      ),
    );
    await Promise.all(people.map((person) => act(person.code, { action: 'renew', payment: paid })));
    // A sale whose transaction fails after its invoice was numbered.
    const service = createTransactionsService({
      db: app.database.db,
      reference: createReferenceService(),
    });
    const [person] = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.code, people[0]?.code ?? ''));
    const [period] = await app.database.db
      .select({ id: userPlans.id, packageId: userPlans.packageId })
      .from(userPlans)
      .where(eq(userPlans.userId, person?.id ?? 0));
    await expect(
      app.database.db.transaction(async (tx) => {
        await service.issueInvoices(tx, [
          {
            kind: 'renewal',
            userId: person?.id ?? 0,
            packageId: period?.packageId ?? 0,
            planId: period?.id ?? null,
            amount: '1',
            currency: 'INR',
            status: 'paid',
            method: 'upi',
            reference: null,
            periodStart: '2026-01-01',
            periodEnd: '2026-01-31',
            createdByMemberId: null,
          },
        ]);
        throw new Error('the sale failed');
      }),
    ).rejects.toThrow('the sale failed');
    await acted(people[1]?.code ?? '', { action: 'cancel' });
    await acted(people[1]?.code ?? '', { action: 'renew', payment: paid });

    const serials = await invoiceSerials();
    expect(serials.length).toBeGreaterThan(12);
    expect(serials).toEqual(serials.map((_, index) => index + 1));
    const [row] = await executeRows(
      app.database.db,
      sql`select last_number from invoice_counters where year = ${year}`,
    );
    expect(Number((row as { last_number: number }).last_number)).toBe(serials.length);
  });
});

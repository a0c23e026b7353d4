import { invoiceSchema } from '@depot/contracts/transactions';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { executeRows } from '../../db/client.ts';
import { organization } from '../../db/schema/organization.ts';
import { callApi, lastLinkTokenFor, type SignedIn, signIn } from '../../test/auth-helpers.ts';
import { createTeamMember, createUser, gstin, userBody } from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';
import { addSubscriptionPackages } from '../../test/packages.ts';
import { pdfText } from '../../test/pdf-text.ts';

/**
 * What a person does to an invoice once it is raised (docs/decisions/0041): read it, mark it
 * paid or failed, refund it, credit it, print it — each behind its own permission, audited, and
 * refused in a status that does not allow it.
 */

const { app, admin, call } = fileApp({
  env: { PUBLIC_URL: 'https://console.depot.test' },
  prefix: '/admin/transactions/',
});
const PASSWORD = 'a passphrase of my own choosing';

/** Finance: settles, refunds and credits, and reads the invoices. */
const financePermissions = {
  transactions: { view: true },
  settlements: { view: true, add: true, approve: true },
  'credit-notes': { view: true, add: true },
};
let finance: SignedIn;
let checker: SignedIn;
let mumbai: string;
let bengaluru: string;

/** A business's invoices, newest first, as its plan answers them. */
async function invoicesOf(userCode: string): Promise<string[]> {
  const response = await callApi(app, admin, 'GET', `/admin/users/${userCode}/plan`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.transactions.map((t: { invoiceNumber: string }) => t.invoiceNumber);
}

/** A new business on STARTER-M (INR 4999.00), its first invoice pending; answers its number. */
async function pendingInvoice(state: 'MH' | 'KA' = 'MH'): Promise<string> {
  const user = await createUser(
    app,
    admin,
    state === 'MH'
      ? { packageCode: 'STARTER-M' }
      : {
          packageCode: 'STARTER-M',
          taxId: gstin('29'),
          address: {
            line1: '80 Feet Road, Koramangala',
            city: 'Bengaluru',
            state: 'KA',
            country: 'IN',
            postalCode: '560034',
          },
        },
  );
  const [invoice] = await invoicesOf(user.code);
  if (!invoice) throw new Error('no invoice raised');
  return invoice;
}

const read = async (invoiceNumber: string, as?: SignedIn) => {
  const response = await call('GET', invoiceNumber, undefined, as);
  expect(response.statusCode, response.body).toBe(200);
  return invoiceSchema.parse(response.json().data);
};
const history = async (invoiceNumber: string) => {
  const response = await call('GET', `history/${invoiceNumber}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
const payment = () => ({ method: 'netbanking', reference: 'NBHDFC0001234567', paidOn: today() });
const markPaid = (invoiceNumber: string, as: SignedIn = finance, body: object = payment()) =>
  call('POST', `mark-paid/${invoiceNumber}`, body, as);

beforeAll(async () => {
  await addSubscriptionPackages(app, admin);
  await app.database.db
    .update(organization)
    .set({
      legalName: 'Sahyadri Fulfilment Private Limited',
      state: 'Maharashtra',
      taxId: '27AAHCS4821K1Z6',
    })
    .where(eq(organization.id, 1));
  finance = (await memberWithRole(app, 'finance-desk', financePermissions)).session;
  checker = (await memberWithRole(app, 'finance-checker', financePermissions)).session;
  mumbai = await pendingInvoice('MH');
  bengaluru = await pendingInvoice('KA');
});

describe('an invoice’s own view', () => {
  test('names the business, package, period, amount, GST and status', async () => {
    const invoice = await read(mumbai.toLowerCase());
    expect(invoice).toMatchObject({
      invoiceNumber: mumbai,
      kind: 'new',
      user: { businessName: userBody().businessName },
      package: { code: 'STARTER-M', name: 'Starter' },
      amount: '4999.00',
      currency: 'INR',
      status: 'pending',
      method: null,
      paidOn: null,
      supplier: { gstin: '27AAHCS4821K1Z6', state: 'Maharashtra', stateCode: '27' },
      recipient: { state: 'Maharashtra', stateCode: '27' },
      // Within Maharashtra: CGST and SGST at 9% each; 499900 × 9 / 118 = 38127.97 → 381.28.
      tax: {
        sac: '996729',
        rate: '18',
        supply: 'intra-state',
        placeOfSupply: 'Maharashtra (27)',
        taxableValue: '4236.44',
        cgst: '381.28',
        sgst: '381.28',
        igst: '0.00',
        tax: '762.56',
        total: '4999.00',
      },
      creditNotes: [],
      credited: '0.00',
      creditable: '4999.00',
      balanceDue: '4999.00',
      createdBy: { fullName: expect.any(String) },
      can: { settle: true, refund: false, credit: true },
    });
    expect(invoice.recipient.gstin).toMatch(/^27/);
  });

  test('across states charges IGST at the whole rate', async () => {
    const invoice = await read(bengaluru);
    expect(invoice.recipient).toMatchObject({ state: 'Karnataka', stateCode: '29' });
    expect(invoice.tax).toMatchObject({
      supply: 'inter-state',
      placeOfSupply: 'Karnataka (29)',
      taxableValue: '4236.44',
      cgst: '0.00',
      sgst: '0.00',
      igst: '762.56',
      total: '4999.00',
    });
  });

  test('an unknown invoice is a 404, to read, print or act on', async () => {
    for (const [method, path] of [
      ['GET', 'INV-2026-999999'],
      ['GET', 'history/INV-2026-999999'],
      ['GET', 'pdf/INV-2026-999999'],
    ] as const) {
      const response = await call(method, path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().error.code).toBe('INVOICE_NOT_FOUND');
    }
    const response = await markPaid('INV-2026-999999');
    expect(response.statusCode).toBe(404);
  });
});

describe('marking an invoice paid', () => {
  test('needs settlements.add, and transactions.view beside it', async () => {
    const invoice = await pendingInvoice();
    const viewer = await memberWithRole(app, 'invoice-viewer', { transactions: { view: true } });
    const refused = await markPaid(invoice, viewer.session);
    expect(refused.statusCode).toBe(403);
    const blind = await memberWithRole(app, 'blind-settler', { settlements: { add: true } });
    const blindRefusal = await markPaid(invoice, blind.session);
    expect(blindRefusal.statusCode).toBe(403);
    expect(blindRefusal.json().error.message).toMatch(/transactions\.view/);
    expect((await read(invoice)).status).toBe('pending');
  });

  test('records the method, reference and day, who did it, and an audit entry', async () => {
    const invoice = await pendingInvoice();
    const response = await markPaid(invoice);
    expect(response.statusCode, response.body).toBe(200);
    const paid = invoiceSchema.parse(response.json().data);
    expect(paid).toMatchObject({
      status: 'paid',
      method: 'netbanking',
      reference: 'NBHDFC0001234567',
      paidOn: today(),
      paidAt: expect.any(String),
      settledBy: { fullName: 'Member finance-desk' },
      can: { settle: false, refund: true, credit: true },
    });
    const [entry] = await history(invoice);
    expect(entry).toMatchObject({
      action: 'status',
      entity: 'invoice',
      entityId: invoice,
      before: { status: 'pending' },
      after: { status: 'paid', method: 'netbanking', reference: 'NBHDFC0001234567' },
    });
  });

  test('is refused once it is not pending, saying what it is now', async () => {
    const invoice = await pendingInvoice();
    expect((await markPaid(invoice)).statusCode).toBe(200);
    const again = await markPaid(invoice);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'INVOICE_STATUS_CHANGED',
      message: expect.stringMatching(/already marked paid.*Reload/),
    });
    const failed = await call('POST', `mark-failed/${invoice}`, { reason: 'Bounced' }, finance);
    expect(failed.statusCode).toBe(409);
    expect(await history(invoice)).toHaveLength(1);
  });

  test('refuses a day in the future or before the invoice, and a missing method', async () => {
    const invoice = await pendingInvoice();
    const future = await markPaid(invoice, finance, { ...payment(), paidOn: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.details).toEqual([expect.objectContaining({ path: 'paidOn' })]);
    const early = await markPaid(invoice, finance, { ...payment(), paidOn: '2001-01-01' });
    expect(early.statusCode).toBe(400);
    const noMethod = await markPaid(invoice, finance, { paidOn: today() });
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().error.details).toEqual([
      expect.objectContaining({ path: 'method', message: 'Choose how the business paid' }),
    ]);
    expect((await read(invoice)).status).toBe('pending');
  });

  test('two people settling at once: one wins, the other is told', async () => {
    const invoice = await pendingInvoice();
    const answers = await Promise.all([
      markPaid(invoice, finance),
      markPaid(invoice, checker),
      call('POST', `mark-failed/${invoice}`, { reason: 'Mandate declined' }, checker),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    expect(await history(invoice)).toHaveLength(1);
    const [row] = await executeRows(
      app.database.db,
      sql`select count(*)::int as entries from audit_log where entity = 'invoice' and entity_id = ${invoice}`,
    );
    expect(Number((row as { entries: number }).entries)).toBe(1);
  });
});

describe('marking an invoice failed', () => {
  test('needs a reason, is audited, and leaves a failed invoice alone', async () => {
    const invoice = await pendingInvoice();
    const bare = await call('POST', `mark-failed/${invoice}`, { reason: ' ' }, finance);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.details[0]).toMatchObject({
      path: 'reason',
      message: 'Say why the payment failed',
    });
    const response = await call(
      'POST',
      `mark-failed/${invoice}`,
      { reason: 'UPI mandate declined' },
      finance,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'failed',
      failureReason: 'UPI mandate declined',
      method: null,
      can: { settle: false, refund: false, credit: false },
    });
    expect((await history(invoice))[0]).toMatchObject({
      action: 'status',
      after: { status: 'failed', failureReason: 'UPI mandate declined' },
    });
    expect((await markPaid(invoice)).statusCode).toBe(409);
  });
});

describe('refunding an invoice', () => {
  test('needs settlements.approve, and only a paid invoice', async () => {
    const invoice = await pendingInvoice();
    const body = { reason: 'Charged twice', reference: 'RFND-77812' };
    const pending = await call('POST', `mark-refunded/${invoice}`, body, checker);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error.message).toMatch(/still awaits payment: only a paid invoice/);
    expect((await markPaid(invoice)).statusCode).toBe(200);
    const settler = await memberWithRole(app, 'settler-only', {
      transactions: { view: true },
      settlements: { add: true },
    });
    expect((await call('POST', `mark-refunded/${invoice}`, body, settler.session)).statusCode).toBe(
      403,
    );
    const refunded = await call('POST', `mark-refunded/${invoice}`, body, checker);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data).toMatchObject({
      status: 'refunded',
      refundReason: 'Charged twice',
      refundReference: 'RFND-77812',
      refundedBy: { fullName: 'Member finance-checker' },
    });
    expect((await history(invoice))[0]).toMatchObject({
      action: 'status',
      before: { status: 'paid' },
      after: { status: 'refunded', refundReason: 'Charged twice' },
    });
    const again = await call('POST', `mark-refunded/${invoice}`, body, checker);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already refunded/);
  });

  test('is not by whoever recorded the payment, nor by an account they invited', async () => {
    const invoice = await pendingInvoice();
    expect((await markPaid(invoice)).statusCode).toBe(200);
    const body = { reason: 'Service not started' };
    const own = await call('POST', `mark-refunded/${invoice}`, body, finance);
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toMatchObject({
      code: 'APPROVER_NOT_INDEPENDENT',
      message: expect.stringMatching(/someone else must approve it/),
    });
    // The administrator invites a second account; whoever reads its mail is the same person.
    const roleKey = 'finance-desk';
    const { email } = await createTeamMember(app, admin, { fullName: 'Second Account', roleKey });
    const token = await lastLinkTokenFor(app, email);
    const set = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: PASSWORD },
    });
    expect(set.statusCode, set.body).toBe(200);
    const invited = await signIn(app, email, PASSWORD);
    const adminPaid = await pendingInvoice();
    expect((await markPaid(adminPaid, admin)).statusCode).toBe(200);
    const byInvited = await call('POST', `mark-refunded/${adminPaid}`, body, invited);
    expect(byInvited.statusCode).toBe(403);
    expect(byInvited.json().error.code).toBe('APPROVER_NOT_INDEPENDENT');
    // Refused, nothing changed: still paid, no entry beyond the payment's.
    expect((await read(adminPaid)).status).toBe('paid');
    expect(await history(adminPaid)).toHaveLength(1);
    expect((await call('POST', `mark-refunded/${invoice}`, body, checker)).statusCode).toBe(200);
  });
});

describe('credit notes', () => {
  test('against a pending invoice, in part then the rest, numbered in their own series', async () => {
    const invoice = await pendingInvoice();
    const first = await call(
      'POST',
      `credit-notes/${invoice}`,
      { amount: '999.5', reason: 'Onboarding week not billable' },
      finance,
    );
    expect(first.statusCode, first.body).toBe(201);
    const credited = invoiceSchema.parse(first.json().data);
    const [note] = credited.creditNotes;
    expect(note).toMatchObject({
      number: expect.stringMatching(/^CN-\d{4}-\d{6}$/),
      kind: 'manual',
      invoiceNumber: invoice,
      amount: '999.50',
      reason: 'Onboarding week not billable',
      appliedTo: null,
      createdBy: { fullName: 'Member finance-desk' },
    });
    expect(credited).toMatchObject({
      credited: '999.50',
      creditable: '3999.50',
      balanceDue: '3999.50',
    });

    const tooMuch = await call(
      'POST',
      `credit-notes/${invoice}`,
      { amount: '4000', reason: 'Goodwill' },
      finance,
    );
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toMatchObject({
      code: 'CREDIT_EXCEEDS_INVOICE',
      message: expect.stringMatching(/INR 3999\.50 left to credit/),
      details: [{ path: 'amount', message: 'At most 3999.50' }],
    });
    const rest = await call(
      'POST',
      `credit-notes/${invoice}`,
      { amount: '3999.50', reason: 'Goodwill' },
      finance,
    );
    expect(rest.statusCode, rest.body).toBe(201);
    const whole = invoiceSchema.parse(rest.json().data);
    expect(whole).toMatchObject({ credited: '4999.00', balanceDue: '0.00' });
    expect(whole.can.credit).toBe(false);
    const [a, b] = whole.creditNotes.map((n) => Number(n.number.split('-')[2]));
    expect(b).toBe((a ?? 0) + 1);
    const entries = await history(invoice);
    expect(entries[0]).toMatchObject({
      action: 'update',
      before: { credited: '999.50' },
      after: { credited: '4999.00', creditNote: { amount: '3999.50', reason: 'Goodwill' } },
    });
  });

  test('against a paid invoice; refused on a failed one, at zero, and in sub-paisa', async () => {
    const invoice = await pendingInvoice();
    expect((await markPaid(invoice)).statusCode).toBe(200);
    const response = await call(
      'POST',
      `credit-notes/${invoice}`,
      { amount: '4999', reason: 'Plan never used' },
      checker,
    );
    expect(response.statusCode, response.body).toBe(201);
    const failed = await pendingInvoice();
    await call('POST', `mark-failed/${failed}`, { reason: 'Bounced' }, finance);
    const onFailed = await call(
      'POST',
      `credit-notes/${failed}`,
      { amount: '1', reason: 'x' },
      finance,
    );
    expect(onFailed.statusCode).toBe(409);
    expect(onFailed.json().error.message).toMatch(/already marked failed/);
    const zero = await call(
      'POST',
      `credit-notes/${failed}`,
      { amount: '0.00', reason: 'x' },
      finance,
    );
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.details[0]).toMatchObject({ path: 'amount' });
    const open = await pendingInvoice();
    const subPaisa = await call(
      'POST',
      `credit-notes/${open}`,
      { amount: '1.005', reason: 'x' },
      finance,
    );
    expect(subPaisa.statusCode).toBe(400);
    expect(subPaisa.json().error.details[0]).toMatchObject({ path: 'amount' });
  });

  test('needs credit-notes.add, and is not by whoever raised the invoice', async () => {
    const invoice = await pendingInvoice();
    const settler = await memberWithRole(app, 'settler-no-credit', {
      transactions: { view: true },
      settlements: { add: true },
    });
    const body = { amount: '10', reason: 'Late delivery' };
    expect((await call('POST', `credit-notes/${invoice}`, body, settler.session)).statusCode).toBe(
      403,
    );
    // The administrator raised it by putting the business on its plan.
    const own = await call('POST', `credit-notes/${invoice}`, body, admin);
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toMatchObject({
      code: 'APPROVER_NOT_INDEPENDENT',
      message: expect.stringMatching(new RegExp(`You created ${invoice}`)),
    });
    expect((await read(invoice)).creditNotes).toEqual([]);
  });
});

describe('the tax invoice PDF', () => {
  const pdf = async (invoiceNumber: string) => {
    const response = await call('GET', `pdf/${invoiceNumber}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${invoiceNumber}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    return pdfText(response.rawPayload);
  };

  test('within the state: both GSTINs, SAC, CGST and SGST at half the rate, the total in words', async () => {
    const invoice = await read(mumbai);
    const text = await pdf(mumbai);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(`Invoice number: ${mumbai}`);
    expect(text).toContain('GSTIN: 27AAHCS4821K1Z6');
    expect(text).toContain(`GSTIN: ${invoice.recipient.gstin}`);
    expect(text).toContain('SAC 996729: Other storage and warehousing services');
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('Taxable value INR 4,236.44');
    expect(text).toContain('CGST @ 9% INR 381.28');
    expect(text).toContain('SGST @ 9% INR 381.28');
    expect(text).not.toContain('IGST');
    expect(text).toContain('Total tax INR 762.56');
    expect(text).toContain('Invoice total INR 4,999.00');
    expect(text).toContain('Rupees Four Thousand Nine Hundred Ninety-Nine Only');
  });

  test('across states: IGST at the whole rate, the same total', async () => {
    const text = await pdf(bengaluru);
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('Supply: across states (IGST)');
    expect(text).toContain('IGST @ 18% INR 762.56');
    expect(text).not.toContain('CGST @');
    expect(text).not.toContain('SGST @');
    expect(text).toContain('Taxable value INR 4,236.44');
    expect(text).toContain('Invoice total INR 4,999.00');
  });

  test('reads as transactions.view does; without it, refused', async () => {
    const nobody = await memberWithRole(app, 'no-invoices', { users: { view: true } });
    expect((await call('GET', `pdf/${mumbai}`, undefined, nobody.session)).statusCode).toBe(403);
    expect((await call('GET', mumbai, undefined, nobody.session)).statusCode).toBe(403);
    expect((await call('GET', `history/${mumbai}`, undefined, nobody.session)).statusCode).toBe(
      403,
    );
  });
});

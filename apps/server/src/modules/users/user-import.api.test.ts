import { gstinCheckCharacter } from '@depot/contracts/gstin';
import {
  MAX_IMPORT_ROWS,
  type UserImportRow,
  userImportColumns,
} from '@depot/contracts/user-import';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { executeRows } from '../../db/client.ts';
import { packages } from '../../db/schema/catalogue.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseCsv } from '../../test/csv.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';
import { addSubscriptionPackages } from '../../test/packages.ts';
import { createReferenceService } from '../reference/reference.service.ts';
import {
  createTransactionsService,
  type InvoiceEntry,
  type TransactionsService,
} from '../transactions/transactions.service.ts';
import { createUserImportService, IMPORT_BATCH_SIZE } from './user-import.service.ts';

const { app, admin, call } = fileApp();
const importRows = (rows: UserImportRow[], dryRun = false, as = admin) =>
  call('POST', 'users/import', { rows, dryRun }, as);

const count = async (table: 'users' | 'user_plans' | 'audit_log' | 'transactions') => {
  const [row] = await executeRows(
    app.database.db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return Number((row as { n: number }).n);
};
const counts = async () => ({
  users: await count('users'),
  plans: await count('user_plans'),
  audit: await count('audit_log'),
  invoices: await count('transactions'),
});

/** A GSTIN of the state (GST's two digits) and PAN, with its right check character. */
const gstin = (stateCode: string, pan: string) => {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};

/** Cities of India with their state as a file may write it (name or code) and its GST code. */
const places = [
  { city: 'Mumbai', state: 'Maharashtra', gst: '27', pin: '400050' },
  { city: 'Bengaluru', state: 'KA', gst: '29', pin: '560001' },
  { city: 'Chennai', state: 'tamil nadu', gst: '33', pin: '600002' },
  { city: 'Ahmedabad', state: 'Gujarat', gst: '24', pin: '380009' },
  { city: 'New Delhi', state: 'DL', gst: '07', pin: '110001' },
  { city: 'Kolkata', state: 'West Bengal', gst: '19', pin: '700016' },
  { city: 'Hyderabad', state: 'Telangana', gst: '36', pin: '500081' },
  { city: 'Lucknow', state: 'up', gst: '09', pin: '226010' },
  { city: 'Jaipur', state: 'Rajasthan', gst: '08', pin: '302015' },
  { city: 'Kochi', state: 'Kerala', gst: '32', pin: '682016' },
];
const trades = ['Traders', 'Exports', 'Home Essentials', 'Foods', 'Textiles', 'Logistics'];
const names = [
  'Anjali Menon',
  'Rahul Verma',
  'Priya Iyer',
  'Arjun Shah',
  'Meera Nair',
  'Vikram Rao',
];
const letters = (n: number, length: number) =>
  Array.from({ length }, (_, place) =>
    String.fromCharCode(65 + (Math.floor(n / 26 ** place) % 26)),
  ).join('');

let batches = 0;
/** `count` valid rows of Indian businesses, each with its own email, phone and GSTIN. */
function goodRows(count: number, changes: (index: number) => Partial<UserImportRow> = () => ({})) {
  const batch = ++batches;
  return Array.from({ length: count }, (_, index): UserImportRow => {
    const n = batch * 100_000 + index;
    const place = places[index % places.length] ?? places[0];
    const pan = `${letters(n, 3)}PC${String(n % 10_000).padStart(4, '0')}${letters(index, 1)}`;
    return {
      line: index + 2,
      businessName: `${letters(n, 4)} ${trades[index % trades.length]} Pvt Ltd`,
      contactName: names[index % names.length],
      email: `Owner${n}@Business${index % 50}.in`,
      phone: `98${String(n % 100_000_000).padStart(8, '0')}`,
      phoneCountry: '',
      taxId: index % 4 === 3 ? '' : gstin(place?.gst ?? '27', pan),
      line1: `${(index % 90) + 1}, Industrial Estate Road`,
      line2: index % 2 ? 'Phase II' : '',
      city: place?.city,
      state: place?.state,
      country: index % 3 === 0 ? 'India' : 'IN',
      postalCode: place?.pin,
      timezone: '',
      currency: '',
      packageCode: ['STARTER-M', 'scale-y', ''][index % 3],
      ...changes(index),
    };
  });
}

beforeAll(async () => {
  await addSubscriptionPackages(app, admin);
});

describe('the import template', () => {
  test('is a CSV of the columns with an example row that imports cleanly', async () => {
    const response = await call('GET', 'users/import-template');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="users-import-template.csv"',
    );
    const [header, example, ...rest] = parseCsv(response.body);
    expect(header).toEqual(userImportColumns.map((column) => column.header));
    expect(example).toEqual(userImportColumns.map((column) => column.example));
    expect(rest).toEqual([]);

    const row = Object.fromEntries(
      userImportColumns.map((column, index) => [column.field, example?.[index] ?? '']),
    );
    const checked = await importRows([row], true);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().data).toMatchObject({ problems: [], problemCount: 0 });
  });
});

describe('checking a file', () => {
  test('a dry run of good rows answers no problems and writes nothing', async () => {
    const before = await counts();
    const response = await importRows(goodRows(30), true);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      dryRun: true,
      rows: 30,
      created: 0,
      firstCode: null,
      lastCode: null,
      problems: [],
      problemCount: 0,
      rejectedRows: [],
    });
    expect(await counts()).toEqual(before);
  });

  test('one bad row imports nothing, and is named with its column', async () => {
    const rows = goodRows(5);
    const taxId = rows[1]?.taxId ?? '';
    const wrong = taxId.slice(-1) === 'A' ? 'B' : 'A';
    rows[1] = { ...rows[1], taxId: `${taxId.slice(0, 14)}${wrong}` };
    const before = await counts();

    const refused = await importRows(rows);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'USER_IMPORT_INVALID',
      message: 'Nothing was imported: 1 row has problems',
      details: [
        {
          path: 'rows.1.taxId',
          message: 'This GSTIN’s last character does not match the rest: check it for a typo',
        },
      ],
    });
    expect(await counts()).toEqual(before);

    const checked = (await importRows(rows, true)).json().data;
    expect(checked.problems).toEqual([
      {
        row: 3,
        column: 'GSTIN / tax id',
        message: 'This GSTIN’s last character does not match the rest: check it for a typo',
      },
    ]);
    expect(checked.problemCount).toBe(1);
  });

  test('every row’s problems are answered, by row and in column order', async () => {
    const rows = goodRows(5, (index) =>
      index === 0
        ? { line: 7, state: 'Maharastra', city: 'Pune' }
        : index === 2
          ? { line: 5, email: 'not-an-email', postalCode: '0123', country: 'Indya' }
          : index === 3
            ? { line: 9, phone: '12345', timezone: 'Mars/Olympus', currency: 'XYZ' }
            : index === 4
              ? // A misshapen PIN code is named once, by the contract, not again with its state.
                { line: 10, postalCode: '5600' }
              : { line: 8, state: 'Karnataka', city: 'Mysuru', postalCode: '400001', taxId: '' },
    );
    const checked = (await importRows(rows, true)).json().data;
    expect(checked.problems).toEqual([
      {
        row: 5,
        column: 'Email',
        message: 'Enter a valid email address, like name@company.com',
      },
      { row: 5, column: 'Country', message: "There is no country 'Indya'" },
      { row: 7, column: 'State', message: "There is no state 'Maharastra' in India" },
      {
        row: 8,
        column: 'Postal code',
        message: '400001 is a PIN code in Maharashtra, not Karnataka',
      },
      { row: 9, column: 'Phone', message: 'Enter a real phone number for India' },
      { row: 9, column: 'Time zone', message: 'There is no time zone Mars/Olympus' },
      { row: 9, column: 'Currency', message: 'There is no currency XYZ' },
      { row: 10, column: 'Postal code', message: 'Enter the 6-digit PIN code, like 400013' },
    ]);
    expect(checked.problemCount).toBe(8);
  });

  test('a GSTIN of another state than the address’s is a problem of its row', async () => {
    const [row] = goodRows(1, () => ({ state: 'Karnataka', city: 'Mysuru', postalCode: '570001' }));
    const checked = (await importRows([{ ...row, taxId: gstin('27', 'AAPFU0939F') }], true)).json()
      .data;
    expect(checked.problems).toEqual([
      {
        row: 2,
        column: 'GSTIN / tax id',
        message: 'A GSTIN registered in Karnataka starts with 29',
      },
    ]);
  });

  test('an email used twice in the file, or by a user already there, names who has it', async () => {
    const [first] = goodRows(1);
    const done = await importRows([first ?? {}]);
    expect(done.statusCode, done.body).toBe(200);
    const { firstCode } = done.json().data;

    const rows = goodRows(3, (index) => (index === 2 ? { email: 'Twice@Example.in' } : {}));
    rows[0] = { ...rows[0], email: ' twice@example.in ' };
    rows[1] = { ...rows[1], email: first?.email?.toUpperCase() };
    const checked = (await importRows(rows, true)).json().data;
    expect(checked.problems).toEqual([
      { row: 3, column: 'Email', message: `is already used by ${firstCode}` },
      { row: 4, column: 'Email', message: 'is the same as row 2’s' },
    ]);
  });

  test('a package must exist and be active', async () => {
    const rows = goodRows(3, (index) => ({
      packageCode: ['lite-m', 'GOLD-Y', 'starter-m'][index],
    }));
    const checked = (await importRows(rows, true)).json().data;
    expect(checked.problems).toEqual([
      {
        row: 2,
        column: 'Package',
        message: 'LITE-M is deactivated: choose an active package, or activate it first',
      },
      { row: 3, column: 'Package', message: 'There is no package GOLD-Y' },
    ]);
  });

  test('a file of more rows than one import takes is refused whole', async () => {
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ({ businessName: 'x' }));
    const response = await importRows(rows, true);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.message).toContain('split the file');
  });

  test('needs the users.import permission: adding one by one is not enough', async () => {
    const viewer = await memberWithRole(app, 'import-viewer', {
      users: { view: true, add: true, edit: true },
    });
    expect((await importRows(goodRows(1), true, viewer.session)).statusCode).toBe(403);
    expect((await call('GET', 'users/import-template', undefined, viewer.session)).statusCode).toBe(
      403,
    );
  });
});

describe('checks and imports, per member', () => {
  const importer = (key: string) =>
    memberWithRole(app, key, { users: { view: true, add: true, import: true } }).then(
      ({ session }) => session,
    );

  test('ten checks of a file a minute, then 429 with Retry-After; others’ checks and imports go on', async () => {
    const checker = await importer('import-checker');
    const [row = {}] = goodRows(1);
    for (let check = 0; check < 10; check++) {
      const checked = await importRows([row], true, checker);
      expect(checked.statusCode, checked.body).toBe(200);
    }
    const refused = await importRows([row], true, checker);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: `You have made 10 checks of a file in the last minute, the most allowed. Try again in ${retryAfter} seconds.`,
    });
    // Another member's checks are their own; an import is counted apart from checks.
    expect((await importRows([row], true, await importer('import-checker-2'))).statusCode).toBe(
      200,
    );
    const imported = await importRows([row], false, checker);
    expect(imported.statusCode, imported.body).toBe(200);
  });

  test('an import refused for its problems counts as well: ten a minute, then 429', async () => {
    const hopeful = await importer('import-hopeful');
    const bad = goodRows(1, () => ({ country: 'Indya' }));
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await importRows(bad, false, hopeful)).statusCode).toBe(400);
    }
    const refused = await importRows(bad, false, hopeful);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(
      /^You have made 10 imports in the last minute, the most allowed\. Try again in \d+ seconds\.$/,
    );
  });
});

describe('importing a file', () => {
  test('writes every row with consecutive codes, first plans and one audit entry each', async () => {
    const before = await counts();
    const rows = goodRows(7);
    const response = await importRows(rows);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ dryRun: false, rows: 7, created: 7, problems: [] });
    const first = Number(result.firstCode.slice(4));
    expect(Number(result.lastCode.slice(4))).toBe(first + 6);
    // Rows 0, 3, 6 are on STARTER-M and 1, 4 on SCALE-Y: five plans.
    expect(await counts()).toEqual({
      users: before.users + 7,
      plans: before.plans + 5,
      audit: before.audit + 7,
      invoices: before.invoices + 5,
    });

    const code = (offset: number) => `USR-${String(first + offset).padStart(6, '0')}`;
    // Each first plan is invoiced as a form's creation is: pending, at the package's price.
    const invoices = (await call('GET', `users/${code(0)}/plan`)).json().data.transactions;
    expect(invoices).toMatchObject([
      { kind: 'new', status: 'pending', method: null, package: { code: 'STARTER-M' } },
    ]);
    const mumbai = (await call('GET', `users/${code(0)}`)).json().data;
    expect(mumbai).toMatchObject({
      email: rows[0]?.email?.toLowerCase(),
      phone: `+91${rows[0]?.phone}`,
      phoneCountry: 'IN',
      address: { city: 'Mumbai', state: 'MH', country: 'IN', line2: null },
      timezone: 'Asia/Kolkata',
      currency: 'INR',
      plan: { package: { code: 'STARTER-M', name: 'Starter' }, status: 'active' },
    });
    const chennai = (await call('GET', `users/${code(2)}`)).json().data;
    expect(chennai).toMatchObject({ address: { state: 'TN', line2: null }, plan: null });
    const bengaluru = (await call('GET', `users/${code(1)}`)).json().data;
    expect(bengaluru).toMatchObject({
      address: { state: 'KA', line2: 'Phase II' },
      plan: { package: { code: 'SCALE-Y' } },
    });

    // The history reads as a single creation's: the record as it is answered.
    const history = (await call('GET', `users/${code(0)}/history`)).json().data;
    expect(history).toHaveLength(1);
    const { status: _status, ...plan } = mumbai.plan;
    expect(history[0]).toMatchObject({ action: 'create', entity: 'user', entityId: code(0) });
    expect(history[0].after).toEqual({ ...mumbai, plan });
  });

  /** The import service, its invoicing passed through `around` (the batch's transaction given). */
  const importService = (around: TransactionsService['issueInvoices']) =>
    createUserImportService({
      db: app.database.db,
      reference: createReferenceService(),
      transactions: { issueInvoices: around },
      events: app.events,
    });
  const invoicing = () =>
    createTransactionsService({ db: app.database.db, reference: createReferenceService() });

  /**
   * An import service whose first batch, inside its transaction, deactivates SCALE-Y: the next
   * batch finds it deactivated as it is about to be written. The test puts it back.
   */
  function scaleDeactivatedInFirstBatch() {
    const real = invoicing();
    let batches = 0;
    return importService(async (tx, entries) => {
      batches += 1;
      if (batches === 1) {
        await tx.update(packages).set({ status: 'inactive' }).where(eq(packages.code, 'SCALE-Y'));
      }
      return real.issueInvoices(tx, entries);
    });
  }

  /** Users of the import without their first plan, its invoice or their audit entry. */
  const incomplete = async (fromCode: string) => {
    const [row] = await executeRows(
      app.database.db,
      sql`select count(*)::int as n from users u
        where u.code >= ${fromCode}
          and (not exists (select 1 from audit_log a where a.entity = 'user' and a.entity_id = u.code)
            or exists (select 1 from user_plans p where p.user_id = u.id
              and not exists (select 1 from transactions t where t.plan_id = p.id)))`,
    );
    return Number((row as { n: number }).n);
  };

  test('a failure in the first batch, after its users are written, leaves nothing of them', async () => {
    const before = await counts();
    let handed: InvoiceEntry[] = [];
    const service = importService(async (_tx, entries) => {
      handed = entries;
      throw new Error('the first invoices could not be written');
    });
    const rows = goodRows(3 * IMPORT_BATCH_SIZE);
    await expect(service.import(null, { rows, dryRun: false }, '127.0.0.1')).rejects.toThrow(
      'first invoices',
    );
    // The batch's users were written and their plans handed over for invoicing before the failure.
    expect(handed.length).toBeGreaterThan(0);
    expect(handed[0]).toMatchObject({ kind: 'new', status: 'pending', method: null });
    expect(await counts()).toEqual(before);
  });

  test('a failure part-way keeps the batches before it whole, writes nothing of the rest, and says which rows', async () => {
    const before = await counts();
    const real = invoicing();
    let batches = 0;
    const service = importService(async (tx, entries) => {
      batches += 1;
      if (batches === 3) throw new Error('the third batch’s invoices could not be written');
      return real.issueInvoices(tx, entries);
    });
    const rows = goodRows(5 * IMPORT_BATCH_SIZE);
    const failure = await service
      .import(null, { rows, dryRun: false }, '127.0.0.1')
      .catch((error: unknown) => error);
    const written = 2 * IMPORT_BATCH_SIZE;
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'USER_IMPORT_INCOMPLETE', statusCode: 409 });
    const message = (failure as AppError).message;
    expect(message).toMatch(
      new RegExp(
        `^Only part of the file was imported: its first ${written} rows, up to row ${written + 1}, as (USR-\\d{6}) to (USR-\\d{6})\\. Nothing from row ${written + 2} on was imported: they could not be written\\.`,
      ),
    );
    const [, firstCode = '', lastCode = ''] = /as (USR-\d{6}) to (USR-\d{6})/.exec(message) ?? [];
    expect(Number(lastCode.slice(4)) - Number(firstCode.slice(4))).toBe(written - 1);
    // Two whole batches: rows 0, 3, 6, … are on STARTER-M and 1, 4, … on SCALE-Y.
    const plans = rows.slice(0, written).filter((row) => row.packageCode).length;
    expect(await counts()).toEqual({
      users: before.users + written,
      plans: before.plans + plans,
      audit: before.audit + written,
      invoices: before.invoices + plans,
    });
    expect(await incomplete(firstCode)).toBe(0);
  });

  test('a package deactivated while a file is written stops it at that batch, naming the rows', async () => {
    const before = await counts();
    const service = scaleDeactivatedInFirstBatch();
    try {
      const rows = goodRows(3 * IMPORT_BATCH_SIZE);
      const failure = await service
        .import(null, { rows, dryRun: false }, '127.0.0.1')
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({ code: 'USER_IMPORT_INCOMPLETE' });
      const message = (failure as AppError).message;
      const scale = rows
        .map((row, index) => ({ row, index }))
        .filter(
          ({ row, index }) =>
            row.packageCode === 'scale-y' &&
            index >= IMPORT_BATCH_SIZE &&
            index < 2 * IMPORT_BATCH_SIZE,
        );
      expect(message).toContain(
        `its first ${IMPORT_BATCH_SIZE} rows, up to row ${IMPORT_BATCH_SIZE + 1},`,
      );
      expect(message).toContain(
        `Nothing from row ${IMPORT_BATCH_SIZE + 2} on was imported: ${scale.length} rows have problems found as they were about to be written.`,
      );
      expect((failure as AppError).details).toEqual(
        scale.map(({ index }) => ({
          path: `rows.${index}.packageCode`,
          message: 'SCALE-Y is deactivated: choose an active package, or activate it first',
        })),
      );
      expect((await counts()).users).toBe(before.users + IMPORT_BATCH_SIZE);
    } finally {
      await app.database.db
        .update(packages)
        .set({ status: 'active' })
        .where(eq(packages.code, 'SCALE-Y'));
    }
  });

  test('asked to skip the rows with problems, writes the others and answers each skipped row with its reasons', async () => {
    const rows = goodRows(6);
    rows[1] = { ...rows[1], email: 'not-an-email', phone: '12345' };
    rows[4] = { ...rows[4], state: 'Maharastra' };
    const before = await counts();

    // A dry run already says which rows would be skipped, and why.
    const checked = (await importRows(rows, true)).json().data;
    expect(checked.rejectedRows).toEqual([
      {
        row: 3,
        reason: expect.stringMatching(/^Email: .+; Phone: Enter a real phone number for India$/),
      },
      { row: 6, reason: "State: There is no state 'Maharastra' in India" },
    ]);
    expect((await counts()).users).toBe(before.users);

    const response = await call('POST', 'users/import', { rows, skipRejectedRows: true });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ rows: 6, created: 4, problemCount: 3 });
    expect(result.rejectedRows).toEqual(checked.rejectedRows);
    expect(await counts()).toEqual({
      users: before.users + 4,
      plans:
        before.plans +
        rows.filter((row, index) => row.packageCode && ![1, 4].includes(index)).length,
      audit: expect.any(Number),
      invoices: expect.any(Number),
    });
    // Every good row is there, none of the skipped ones.
    const emails = (await executeRows(
      app.database.db,
      sql`select email from users where email in ${rows.map((row) => (row.email ?? '').toLowerCase())}`,
    )) as { email: string }[];
    expect(emails.map((row) => row.email).sort()).toEqual(
      rows
        .filter((_, index) => ![1, 4].includes(index))
        .map((row) => (row.email ?? '').toLowerCase())
        .sort(),
    );
  });

  test('skipping rows, one found changed as it is about to be written is skipped too', async () => {
    const service = scaleDeactivatedInFirstBatch();
    try {
      const rows = goodRows(2 * IMPORT_BATCH_SIZE);
      const before = await counts();
      const result = await service.import(
        null,
        { rows, dryRun: false, skipRejectedRows: true },
        '127.0.0.1',
      );
      const stopped = rows
        .map((row, index) => ({ row, index }))
        .filter(({ row, index }) => row.packageCode === 'scale-y' && index >= IMPORT_BATCH_SIZE);
      expect(stopped.length).toBeGreaterThan(0);
      expect(result.created).toBe(rows.length - stopped.length);
      expect(result.rejectedRows).toEqual(
        stopped.map(({ row, index }) => ({
          row: row.line ?? index + 2,
          reason: 'Package: SCALE-Y is deactivated: choose an active package, or activate it first',
        })),
      );
      expect((await counts()).users).toBe(before.users + rows.length - stopped.length);
    } finally {
      await app.database.db
        .update(packages)
        .set({ status: 'active' })
        .where(eq(packages.code, 'SCALE-Y'));
    }
  });

  test('other requests are answered between the batches of an import', async () => {
    const viewer = await memberWithRole(app, 'import-onlooker', { users: { view: true } });
    const before = (await counts()).users;
    const size = 1_000;
    let done = false;
    const importing = importRows(goodRows(size)).finally(() => {
      done = true;
    });
    // A list that counts some of the file's users but not all ran between two of its batches.
    const seen: number[] = [];
    while (!done) {
      const list = await call('GET', 'users?pageSize=1', undefined, viewer.session);
      expect(list.statusCode, list.body).toBe(200);
      if (!done) seen.push(list.json().data.total);
    }
    const response = await importing;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.created).toBe(size);
    expect(seen.some((total) => total > before && total < before + size)).toBe(true);
  });

  test('ten thousand rows import in one go', async () => {
    const before = await counts();
    const rows = goodRows(MAX_IMPORT_ROWS);
    const body = JSON.stringify({ rows, dryRun: false });
    // More than the server's default body limit: the import's own applies.
    expect(body.length).toBeGreaterThan(1_048_576);
    const checked = await importRows(rows, true);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().data.problemCount).toBe(0);

    const response = await importRows(rows);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data;
    expect(result.created).toBe(MAX_IMPORT_ROWS);
    const first = Number(result.firstCode.slice(4));
    expect(Number(result.lastCode.slice(4))).toBe(first + MAX_IMPORT_ROWS - 1);
    expect(await counts()).toEqual({
      users: before.users + MAX_IMPORT_ROWS,
      plans: before.plans + Math.ceil((MAX_IMPORT_ROWS * 2) / 3),
      audit: before.audit + MAX_IMPORT_ROWS,
      invoices: before.invoices + Math.ceil((MAX_IMPORT_ROWS * 2) / 3),
    });
    const sample = 7_777;
    const user = (await call('GET', `users/USR-${String(first + sample).padStart(6, '0')}`)).json()
      .data;
    expect(user).toMatchObject({
      businessName: rows[sample]?.businessName,
      email: rows[sample]?.email?.toLowerCase(),
      taxId: rows[sample]?.taxId || null,
      address: { city: rows[sample]?.city, country: 'IN' },
    });
  });
});

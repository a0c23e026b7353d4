import { DEFAULT_THEME_SETTINGS } from '@depot/contracts/theme';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { organization } from '../../db/schema/organization.ts';
import { callApi, type SignedIn, signInAs } from '../../test/auth-helpers.ts';
import { fileApp } from '../../test/file-app.ts';

const { app, admin, call } = fileApp({
  env: { SEED_DEMO: 'true' },
  prefix: '/admin/settings/',
  as: 'nobody',
});
let support: SignedIn;
beforeAll(async () => {
  support = await signInAs(app, 'kavya.reddy@sahyadrifulfilment.in');
});

describe('preferences', () => {
  test('start at the documented defaults, dark theme included', async () => {
    const response = await call('GET', 'get-prefrence-details', undefined, support);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      preferences: DEFAULT_THEME_SETTINGS,
      updatedAt: null,
    });
  });

  test('change-settings merges, derives the currency symbol, persists and is audited', async () => {
    const response = await call(
      'POST',
      'change-settings',
      {
        preferences: {
          theme: 'light',
          currency: 'USD',
          primaryColorHex: '#16a34a',
          primaryColor: 'green',
        },
      },
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.preferences).toMatchObject({
      theme: 'light',
      currency: 'USD',
      currencySymbol: '$',
      primaryColorHex: '#16a34a',
      dateFormat: 'MM/DD/YYYY',
    });
    const again = await call('GET', 'get-prefrence-details', undefined, admin);
    expect(again.json().data.preferences.theme).toBe('light');
    const entries = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'member-settings'), eq(auditLog.entityId, 'EMP-0001')));
    expect(entries.at(-1)?.action).toBe('update');
  });

  test('bad values are a 400 naming the field, and nothing changes', async () => {
    const before = (await call('GET', 'get-prefrence-details', undefined, admin)).json().data;
    for (const [payload, path] of [
      [{ preferences: { primaryColorHex: 'blue' } }, 'preferences.primaryColorHex'],
      [{ preferences: { theme: 'neon' } }, 'preferences.theme'],
      [{ preferences: { currency: 'rupees' } }, 'preferences.currency'],
    ] as const) {
      const response = await call('POST', 'change-settings', payload, admin);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    expect((await call('POST', 'change-settings', {}, admin)).statusCode).toBe(400);
    expect((await call('GET', 'get-prefrence-details', undefined, admin)).json().data).toEqual(
      before,
    );
  });

  test('need a session', async () => {
    expect((await call('GET', 'get-prefrence-details', undefined, null)).statusCode).toBe(401);
    expect(
      (await call('POST', 'change-settings', { preferences: { theme: 'light' } }, null)).statusCode,
    ).toBe(401);
  });
});

describe('table sequences', () => {
  test('are empty until saved, then follow the person', async () => {
    expect(
      (await call('GET', 'get-tables-sequence-data/team', undefined, support)).json().data,
    ).toEqual({
      table: 'team',
      columns: [],
    });
    const columns = [
      { key: 'fullName', visible: true },
      { key: 'email', visible: false },
      { key: 'role', visible: true },
    ];
    const saved = await call(
      'POST',
      'change-settings',
      {
        tableSequence: { table: 'team', columns },
      },
      support,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.tableSequence).toEqual({ table: 'team', columns });
    expect(
      (await call('GET', 'get-tables-sequence-data/team', undefined, support)).json().data.columns,
    ).toEqual(columns);
    // Another person's layout of the same table is their own.
    expect(
      (await call('GET', 'get-tables-sequence-data/team', undefined, admin)).json().data.columns,
    ).toEqual([]);
  });

  test('refuse a column twice or a bad table name', async () => {
    const twice = await call(
      'POST',
      'change-settings',
      {
        tableSequence: {
          table: 'team',
          columns: [
            { key: 'email', visible: true },
            { key: 'email', visible: false },
          ],
        },
      },
      support,
    );
    expect(twice.statusCode).toBe(400);
    expect(
      (await call('GET', 'get-tables-sequence-data/Team%20List', undefined, support)).statusCode,
    ).toBe(400);
  });
});

describe('accessibility', () => {
  test('defaults, a partial update, and a bad font scale', async () => {
    expect((await call('GET', 'get-accessiblity', undefined, support)).json().data).toEqual({
      fontScale: 100,
      reducedMotion: false,
      highContrast: false,
      underlineLinks: false,
    });
    const updated = await call(
      'POST',
      'update-accessiblity',
      {
        fontScale: 125,
        underlineLinks: true,
      },
      support,
    );
    expect(updated.json().data).toMatchObject({
      fontScale: 125,
      underlineLinks: true,
      highContrast: false,
    });
    const bad = await call('POST', 'update-accessiblity', { fontScale: 300 }, support);
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', 'get-accessiblity', undefined, support)).json().data.fontScale).toBe(
      125,
    );
  });
});

describe('account details', () => {
  test('show the profile and the organisation, editable only with settings.edit', async () => {
    const mine = (await call('GET', 'get-accounts-details', undefined, support)).json().data;
    expect(mine.profile).toMatchObject({ fullName: 'Kavya Reddy', roleName: 'Customer Support' });
    expect(mine.organization.name).toBe('Sahyadri Fulfilment');
    expect(mine.canEditOrganization).toBe(false);
    expect(
      (await call('GET', 'get-accounts-details', undefined, admin)).json().data.canEditOrganization,
    ).toBe(true);
  });

  test('a person edits their own profile', async () => {
    const response = await call(
      'POST',
      'update-accounts-details',
      {
        profile: {
          fullName: 'Kavya R. Reddy',
          phone: '+91 90000 61845',
          designation: 'Client Success Lead',
          department: '',
        },
      },
      support,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.profile).toMatchObject({
      fullName: 'Kavya R. Reddy',
      department: null,
    });
  });

  test('the organisation: a 403 without settings.edit, a 400 for a bad GSTIN, saved by an administrator', async () => {
    const current = (await call('GET', 'get-accounts-details', undefined, admin)).json().data
      .organization;
    const forbidden = await call(
      'POST',
      'update-accounts-details',
      {
        organization: { ...current, name: 'Taken Over' },
      },
      support,
    );
    expect(forbidden.statusCode).toBe(403);
    const badTaxId = await call(
      'POST',
      'update-accounts-details',
      {
        organization: { ...current, taxId: '12345' },
      },
      admin,
    );
    expect(badTaxId.statusCode).toBe(400);
    expect(badTaxId.json().error.details[0].path).toBe('organization.taxId');
    const [unchanged] = await app.database.db.select().from(organization);
    expect(unchanged?.name).toBe('Sahyadri Fulfilment');

    const saved = await call(
      'POST',
      'update-accounts-details',
      {
        organization: { ...current, phone: '+91 22 4890 1300', requireSecondFactor: true },
      },
      admin,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.organization.phone).toBe('+91 22 4890 1300');
  });
});

describe('change-active-status', () => {
  test('deactivating a member ends their sessions at once; answers per id', async () => {
    const member = await signInAs(app, 'arjun.menon@sahyadrifulfilment.in');
    const me = () => callApi(app, member, 'GET', '/auth/me');
    expect((await me()).statusCode).toBe(200);
    const response = await call(
      'POST',
      'change-active-status',
      {
        type: 'team',
        ids: ['EMP-0006', 'EMP-0009', 'EMP-9999', 'EMP-0001'],
        isActive: false,
      },
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.results).toEqual([
      { id: 'EMP-0006', outcome: 'updated' },
      { id: 'EMP-0009', outcome: 'unchanged' },
      { id: 'EMP-9999', outcome: 'not_found', message: 'No team member has this id.' },
      { id: 'EMP-0001', outcome: 'refused', message: 'You cannot deactivate yourself.' },
    ]);
    expect((await me()).statusCode).toBe(401);
    const reactivated = await call(
      'POST',
      'change-active-status',
      {
        type: 'team',
        ids: ['EMP-0006'],
        isActive: true,
      },
      admin,
    );
    expect(reactivated.json().data.results[0].outcome).toBe('updated');
  });

  test('needs teams.edit, and bad input is a 400', async () => {
    const forbidden = await call(
      'POST',
      'change-active-status',
      {
        type: 'team',
        ids: ['EMP-0002'],
        isActive: false,
      },
      support,
    );
    expect(forbidden.statusCode).toBe(403);
    expect(
      (
        await call(
          'POST',
          'change-active-status',
          {
            type: 'team',
            ids: [],
            isActive: false,
          },
          admin,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(
          'POST',
          'change-active-status',
          {
            type: 'robot',
            ids: ['x'],
            isActive: false,
          },
          admin,
        )
      ).statusCode,
    ).toBe(400);
  });
});

describe('the preferences timestamp', () => {
  test('moves only when the theme preferences change', async () => {
    const session = await signInAs(app, 'harpreet.kaur@sahyadrifulfilment.in');
    const read = async () =>
      (await call('GET', 'get-prefrence-details', undefined, session)).json().data.updatedAt;
    expect(await read()).toBeNull();
    await call('POST', 'update-accessiblity', { reducedMotion: true }, session);
    await call(
      'POST',
      'change-settings',
      {
        notifications: { 'plan.expiring': { inApp: false, email: true } },
      },
      session,
    );
    expect(await read()).toBeNull();
    await call('POST', 'change-settings', { preferences: { dateFormat: 'DD/MM/YYYY' } }, session);
    const stamped = await read();
    expect(stamped).not.toBeNull();
    await call('POST', 'update-accessiblity', { highContrast: true }, session);
    expect(await read()).toBe(stamped);
  });
});

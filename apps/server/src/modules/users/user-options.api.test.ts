import { USER_OPTIONS_LIMIT, userOptionSchema } from '@depot/contracts/users';
import { describe, expect, test } from 'vitest';
import { catalogueSkus, createUser, receiptBody, receivingPlaces } from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';

// The client picker of a form answers whoever may fill in that form, with the picker's fields
// alone; the users list and a user's details stay with users.view.

const { app, admin, call } = fileApp({ prefix: '' });

describe('GET /admin/users/options', () => {
  test('a role with receiving.add alone searches clients and records a receipt, but reads no user', async () => {
    const kesar = await createUser(app, admin, { businessName: 'Kesar Naturals Picker' });
    await createUser(app, admin, { businessName: 'Ghee Udyog' });
    const clerk = await memberWithRole(app, 'receiving-clerk', { receiving: { add: true } });

    const found = await call(
      'GET',
      '/admin/users/options?q=kesar%20naturals',
      undefined,
      clerk.session,
    );
    expect(found.statusCode, found.body).toBe(200);
    const options = found.json().data;
    expect(options).toEqual([
      { code: kesar.code, businessName: kesar.businessName, isActive: true },
    ]);
    // The answer is the picker's fields and nothing of the contact or the plan.
    expect(Object.keys(options[0]).sort()).toEqual(Object.keys(userOptionSchema.shape).sort());
    expect(found.body).not.toContain(kesar.email);

    // By code too: the picker shows the chosen one's name from its code.
    const byCode = await call(
      'GET',
      `/admin/users/options?q=${kesar.code}`,
      undefined,
      clerk.session,
    );
    expect(byCode.json().data[0]).toMatchObject({ code: kesar.code });

    await catalogueSkus(app, kesar.code, ['KN-UBT-125']);
    const created = await call(
      'POST',
      '/admin/shipment/receiving/create',
      receiptBody(kesar.code, await receivingPlaces(app, kesar.code)),
      clerk.session,
    );
    expect(created.statusCode, created.body).toBe(201);

    for (const path of ['/admin/users', `/admin/users/${kesar.code}`]) {
      const refused = await call('GET', path, undefined, clerk.session);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json().error.code, path).toBe('FORBIDDEN');
    }
  });

  test('a role naming no client in any form or list is refused, saying what would open it', async () => {
    const other = await memberWithRole(app, 'zones-only', { zones: { view: true, add: true } });
    const refused = await call('GET', '/admin/users/options', undefined, other.session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    expect(refused.json().error.message).toContain('receiving.add');
  });

  test('with nothing typed, the first businesses by name, at most a picker’s worth', async () => {
    const response = await call('GET', '/admin/users/options', undefined, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.length).toBeGreaterThan(0);
    expect(response.json().data.length).toBeLessThanOrEqual(USER_OPTIONS_LIMIT);
  });
});

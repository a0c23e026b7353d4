import { beforeAll, describe, expect, test } from 'vitest';
import type { SignedIn } from '../../test/auth-helpers.ts';
import { createUser } from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';

/**
 * What happens once a change is committed: the notifications subscribe to the server's events,
 * and a service only says what happened. These check who is told of a new user (an event no
 * service told anyone of before), and that a subscriber that fails leaves the change, its
 * answer and the other subscribers as they were.
 */
const { app, admin, call } = fileApp();
let viewer: Awaited<ReturnType<typeof memberWithRole>>;
let outsider: Awaited<ReturnType<typeof memberWithRole>>;

type Drawn = { event: string; title: string; body: string; link: string | null };
const drawerOf = async (session: SignedIn): Promise<Drawn[]> =>
  (await call('GET', 'notifications', undefined, session)).json().data.items;

function importRow(line: number, name: string, email: string) {
  return {
    line,
    businessName: name,
    contactName: 'Ravi Patil',
    email,
    phone: `98220 4${String(line).padStart(4, '0')}`,
    phoneCountry: '',
    taxId: '',
    line1: '7, Gultekdi Market Yard',
    line2: '',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'IN',
    postalCode: '411037',
    timezone: '',
    currency: '',
    packageCode: '',
  };
}

beforeAll(async () => {
  viewer = await memberWithRole(app, 'users-viewer', { users: { view: true } });
  outsider = await memberWithRole(app, 'orders-viewer', { orders: { view: true } });
});

describe('a new user', () => {
  test('is told to those who look after users, not to whoever added it nor to others', async () => {
    const { code } = await createUser(app, admin, { businessName: 'Tulsi Tea Estates' });
    const [told] = await drawerOf(viewer.session);
    expect(told).toMatchObject({
      event: 'user.created',
      title: 'Tulsi Tea Estates is a new user',
      link: `/users/view/${code}`,
    });
    expect(told?.body).toMatch(new RegExp(`^.+ added Tulsi Tea Estates \\(${code}\\)\\.$`));
    expect(await drawerOf(admin)).toEqual([]);
    expect(await drawerOf(outsider.session)).toEqual([]);
  });

  test('added from a file, are told once for the file', async () => {
    const imported = await call('POST', 'users/import', {
      dryRun: false,
      rows: [
        importRow(2, 'Gultekdi Spices', 'accounts@gultekdispices.in'),
        importRow(3, 'Sahyadri Jaggery', 'accounts@sahyadrijaggery.in'),
      ],
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data.created).toBe(2);
    const [told] = await drawerOf(viewer.session);
    expect(told).toMatchObject({
      event: 'user.created',
      title: '2 new users imported',
      link: '/users',
    });
    expect(told?.body).toMatch(/ imported 2 users from a file\.$/);
    expect(await drawerOf(viewer.session)).toHaveLength(2);
  });
});

describe('a subscriber that fails', () => {
  test('is logged; the change stands, its answer is unchanged and the others are still told', async () => {
    app.events.on('user.created', () => {
      throw new Error('the search index is down');
    });
    // Answered 201 with the user, as if no subscriber had failed.
    const { code } = await createUser(app, admin, { businessName: 'Kokum Cooperative' });
    expect((await call('GET', `users/${code}`)).statusCode).toBe(200);
    expect((await drawerOf(viewer.session))[0]?.title).toBe('Kokum Cooperative is a new user');
    const logged = app
      .logLines()
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'an event subscriber failed');
    expect(logged).toMatchObject({
      event: 'user.created',
      err: { message: 'the search index is down' },
    });
  });
});

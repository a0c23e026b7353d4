import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { mailOutbox } from '../../db/schema/auth.ts';
import { teamMembers } from '../../db/schema/team-members.ts';
import { bearer, type SignedIn, signInAs } from '../../test/auth-helpers.ts';
import { fileApp } from '../../test/file-app.ts';

const FINANCE = 'ananya.iyer@sahyadrifulfilment.in';
const SUPPORT = 'kavya.reddy@sahyadrifulfilment.in';
const { app } = fileApp({ env: { SEED_DEMO: 'true' }, signIn: false });
let finance: SignedIn;
let support: SignedIn;
const idOf = async (email: string) =>
  (
    await app.database.db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(eq(teamMembers.email, email))
  )[0]?.id ?? 0;

beforeAll(async () => {
  finance = await signInAs(app, FINANCE);
  support = await signInAs(app, SUPPORT);
});

const list = (session: SignedIn, query = '') =>
  app.inject({
    method: 'GET',
    url: `/api/v1/admin/notifications${query}`,
    headers: bearer(session),
  });
const mailsTo = async (email: string) =>
  (await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).filter(
    (mail) => mail.subject.startsWith('Report'),
  );

describe('notifications', () => {
  test('are raised per each person’s event × channel choices', async () => {
    // Finance wants report mails but no drawer entry; support keeps the defaults (drawer only).
    const saved = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/settings/change-settings',
      headers: bearer(finance),
      payload: { notifications: { 'report.ready': { inApp: false, email: true } } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.notifications['report.ready']).toEqual({ inApp: false, email: true });

    const sent = await app.notifications.notify(
      'report.ready',
      [await idOf(FINANCE), await idOf(SUPPORT)],
      {
        title: 'Report ready: B2B orders, October',
        body: 'Your B2B order report for October is ready to download.',
        link: '/dashboard',
      },
    );
    expect(sent).toEqual({ inApp: 1, email: 1 });
    expect(
      (await list(finance))
        .json()
        .data.items.filter((n: { event: string }) => n.event === 'report.ready'),
    ).toHaveLength(0);
    expect(await mailsTo(FINANCE)).toHaveLength(1);
    expect(await mailsTo(SUPPORT)).toHaveLength(0);

    const drawer = (await list(support)).json().data;
    expect(drawer.items[0]).toMatchObject({
      event: 'report.ready',
      title: 'Report ready: B2B orders, October',
      readAt: null,
    });
    expect(drawer.unreadCount).toBeGreaterThanOrEqual(1);
  });

  test('mark all as read empties the unread count; one can be marked read', async () => {
    await app.notifications.notify('plan.expiring', [await idOf(SUPPORT)], {
      title: 'Plan expiring',
      body: 'A plan ends in 7 days.',
    });
    await app.notifications.notify('plan.expiring', [await idOf(SUPPORT)], {
      title: 'Plan expiring again',
      body: 'Another plan ends in 7 days.',
    });
    const before = (await list(support, '?unreadOnly=true')).json().data;
    expect(before.unreadCount).toBeGreaterThanOrEqual(2);

    const first = before.items[0].id;
    const one = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/notifications/${first}/read`,
      headers: bearer(support),
    });
    expect(one.statusCode).toBe(200);
    expect((await list(support)).json().data.unreadCount).toBe(before.unreadCount - 1);

    const all = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/notifications/mark-all-read',
      headers: bearer(support),
    });
    expect(all.json().data.updated).toBe(before.unreadCount - 1);
    expect((await list(support)).json().data.unreadCount).toBe(0);
  });

  test('nobody reads or marks another person’s notification', async () => {
    await app.notifications.notify('user.created', [await idOf(SUPPORT)], {
      title: 'New user',
      body: 'A user signed up.',
    });
    const theirs = (await list(support)).json().data.items[0].id;
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/notifications/${theirs}/read`,
      headers: bearer(finance),
    });
    expect(response.statusCode).toBe(404);
    expect(
      (await list(finance)).json().data.items.some((n: { id: number }) => n.id === theirs),
    ).toBe(false);
  });

  test('bad input and no session', async () => {
    expect((await list(support, '?limit=1000')).statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/admin/notifications/abc/read',
          headers: bearer(support),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/admin/notifications' })).statusCode,
    ).toBe(401);
  });
});

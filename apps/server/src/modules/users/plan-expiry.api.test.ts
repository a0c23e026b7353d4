import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { notifications } from '../../db/schema/settings.ts';
import { teamMembers } from '../../db/schema/team-members.ts';
import { userPlans, users } from '../../db/schema/users.ts';
import { createPackage, createUser } from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';
import { starterPackage } from '../../test/packages.ts';
import { TEST_ADMIN_EMAIL } from '../../test/test-app.ts';
import { createPlanExpiryReminder } from './plan-expiry.ts';

const { app, admin, call } = fileApp();

async function userOnStarter(businessName: string): Promise<{ id: number; code: string }> {
  const { code } = await createUser(app, admin, {
    businessName,
    packageCode: starterPackage.code,
  });
  const [row] = await app.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.code, code));
  return { id: row?.id ?? 0, code };
}

/** Moves every period of the user to end `days` from today (operator's calendar), as time would. */
async function endIn(userId: number, days: number) {
  await app.database.db
    .update(userPlans)
    .set({
      periodStart: sql`((now() at time zone 'Asia/Kolkata')::date - 20)`,
      periodEnd: sql`((now() at time zone 'Asia/Kolkata')::date + ${days}::int)`,
    })
    .where(eq(userPlans.userId, userId));
}

async function noticesFor(email: string) {
  return app.database.db
    .select({ title: notifications.title, body: notifications.body, link: notifications.link })
    .from(notifications)
    .innerJoin(teamMembers, eq(teamMembers.id, notifications.memberId))
    .where(and(eq(teamMembers.email, email), eq(notifications.event, 'plan.expiring')))
    .orderBy(asc(notifications.id));
}

let due: { id: number; code: string };
let viewer: Awaited<ReturnType<typeof memberWithRole>>;
let optedOut: Awaited<ReturnType<typeof memberWithRole>>;
let outsider: Awaited<ReturnType<typeof memberWithRole>>;

beforeAll(async () => {
  await createPackage(app, admin, starterPackage);
  viewer = await memberWithRole(app, 'expiry-viewer', { users: { view: true } });
  optedOut = await memberWithRole(app, 'expiry-opted-out', { users: { view: true } });
  outsider = await memberWithRole(app, 'expiry-outsider', { orders: { view: true } });
  const choice = await call(
    'POST',
    'settings/change-settings',
    { notifications: { 'plan.expiring': { inApp: false, email: false } } },
    optedOut.session,
  );
  expect(choice.statusCode, choice.body).toBe(200);

  due = await userOnStarter('Kesar Naturals Pvt Ltd');
  await endIn(due.id, 3);
  await endIn((await userOnStarter('Shree Ganesh Traders')).id, 7);
  await endIn((await userOnStarter('Later Ends Traders')).id, 10);
  const renewed = await userOnStarter('Renewed Early Exports');
  await endIn(renewed.id, 2);
  expect(
    (
      await call('POST', `users/${renewed.code}/plan`, {
        action: 'renew',
        payment: { method: 'upi' },
      })
    ).statusCode,
  ).toBe(200);
  const cancelled = await userOnStarter('Cancelled Plan Foods');
  await endIn(cancelled.id, 5);
  await app.database.db
    .update(userPlans)
    .set({ cancelledAt: new Date() })
    .where(eq(userPlans.userId, cancelled.id));
  const inactive = await userOnStarter('Closed Down Textiles');
  await endIn(inactive.id, 1);
  await app.database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, inactive.id));
});

describe('plans about to expire', () => {
  test('only a current, unrenewed plan of an active user ending within 7 days is announced', async () => {
    expect(await app.planExpiry.run()).toBe(2);
    const [notice, last, ...more] = await noticesFor(viewer.email);
    expect(more).toEqual([]);
    expect(notice?.title).toBe("Kesar Naturals Pvt Ltd's plan ends in 3 days");
    expect(last?.title).toBe("Shree Ganesh Traders' plan ends in 7 days");
    expect(notice?.body).toContain(`Kesar Naturals Pvt Ltd (${due.code}) is on Starter until`);
    expect(notice?.link).toBe(`/users/view-plan/${due.code}`);
    expect(await noticesFor(TEST_ADMIN_EMAIL)).toHaveLength(2);
  });

  test('honours each person’s choice and permissions', async () => {
    expect(await noticesFor(optedOut.email)).toEqual([]);
    expect(await noticesFor(outsider.email)).toEqual([]);
  });

  test('announces a plan once a day, however often and from however many servers it runs', async () => {
    const second = createPlanExpiryReminder({
      db: app.database.db,
      events: app.events,
      logger: app.log,
    });
    expect(await Promise.all([app.planExpiry.run(), second.run(), app.planExpiry.run()])).toEqual([
      0, 0, 0,
    ]);
    expect(await noticesFor(viewer.email)).toHaveLength(2);
  });

  test('announces it again when its end moves, and says "today" on the last day', async () => {
    await endIn(due.id, 0);
    expect(await app.planExpiry.run()).toBe(1);
    const notices = await noticesFor(viewer.email);
    expect(notices).toHaveLength(3);
    expect(notices[2]?.title).toBe("Kesar Naturals Pvt Ltd's plan ends today");
  });

  test('reminds again the next day, a day closer, until the plan is renewed', async () => {
    // As if the reminders so far had been raised yesterday.
    await app.database.db.execute(
      sql`update plan_expiry_notices set notified_on = notified_on - 1`,
    );
    expect(await app.planExpiry.run()).toBe(2);
    expect(await app.planExpiry.run()).toBe(0);
    const titles = (await noticesFor(viewer.email)).map((notice) => notice.title);
    expect(titles.slice(3)).toEqual([
      "Kesar Naturals Pvt Ltd's plan ends today",
      "Shree Ganesh Traders' plan ends in 7 days",
    ]);
    // Renewed, a plan's end is beyond the window: no reminder the day after.
    const renewal = await call('POST', `users/${due.code}/plan`, {
      action: 'renew',
      payment: { method: 'upi' },
    });
    expect(renewal.statusCode, renewal.body).toBe(200);
    await app.database.db.execute(
      sql`update plan_expiry_notices set notified_on = notified_on - 1`,
    );
    expect(await app.planExpiry.run()).toBe(1);
    expect((await noticesFor(viewer.email)).map((notice) => notice.title).slice(5)).toEqual([
      "Shree Ganesh Traders' plan ends in 7 days",
    ]);
  });
});

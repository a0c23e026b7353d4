import { PLAN_EXPIRY_NOTICE_DAYS } from '@depot/contracts/users';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { TeamService } from '../team/team.service.ts';
import { createUserPlansRepository, type DuePlan } from './user-plans.repository.ts';

const HOUR = 3_600_000;

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Kesar Naturals's" reads badly: a name ending in s takes the apostrophe alone. */
const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

function noticeOf(plan: DuePlan) {
  const when =
    plan.daysLeft === 0 ? 'today' : `in ${plan.daysLeft} day${plan.daysLeft === 1 ? '' : 's'}`;
  return {
    title: `${possessive(plan.businessName)} plan ends ${when}`,
    body: `${plan.businessName} (${plan.code}) is on ${plan.packageName} until ${dayFormat.format(new Date(`${plan.periodEnd}T00:00:00Z`))}, with no renewal yet.`,
    link: `/users/view-plan/${plan.code}`,
  };
}

/**
 * Tells the people who look after users when a plan is about to run out: each current plan of
 * an active user once a day through its last PLAN_EXPIRY_NOTICE_DAYS days, until it is renewed
 * (again the same day only if its end moves). The claim is one statement, so however many
 * servers run the check, a plan's reminder of the day is raised by one of them.
 */
export function createPlanExpiryReminder(deps: {
  db: Database;
  team: Pick<TeamService, 'activeMemberIdsWith'>;
  notifications: Pick<NotificationsService, 'notify'>;
  logger: FastifyBaseLogger;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function check(): Promise<number> {
    const due = await createUserPlansRepository(deps.db).claimExpiringPlans(
      PLAN_EXPIRY_NOTICE_DAYS,
    );
    if (due.length === 0) return 0;
    const recipients = await deps.team.activeMemberIdsWith('users', 'view');
    for (const plan of due) {
      try {
        await deps.notifications.notify('plan.expiring', recipients, noticeOf(plan));
      } catch (error) {
        deps.logger.error({ err: error, user: plan.code }, 'a plan expiry notice was not raised');
      }
    }
    deps.logger.info({ plans: due.length }, 'plans about to expire announced');
    return due.length;
  }

  return {
    /** Announces the plans that became due since the last check; how many it announced. */
    run(): Promise<number> {
      // One check at a time: a slow one is not overtaken by the next tick.
      running ??= check().finally(() => {
        running = undefined;
      });
      return running;
    },

    /** Checks every hour (and now, unless told not to), so a plan is announced on the day it becomes due. */
    start({ intervalMs = HOUR, firstCheckNow = true } = {}): void {
      const tick = () => {
        this.run().catch((error: unknown) =>
          deps.logger.error({ err: error }, 'the plan expiry check failed'),
        );
      };
      if (firstCheckNow) tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },

    async stop(): Promise<void> {
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
export type PlanExpiryReminder = ReturnType<typeof createPlanExpiryReminder>;

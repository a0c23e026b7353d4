import { PLAN_EXPIRY_NOTICE_DAYS } from '@depot/contracts/users';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../lib/events.ts';
import { defineModule } from '../../lib/modules.ts';
import { scheduledJob } from '../../lib/scheduled-job.ts';
import { createUserPlansRepository } from './user-plans.repository.ts';

const HOUR = 3_600_000;

/**
 * Announces plans about to run out (the `plans.expiring` event; the notifications tell those who
 * look after users): each current plan of an active user once a day through its last PLAN_EXPIRY_NOTICE_DAYS days, until it is renewed
 * (again the same day only if its end moves). The claim is one statement, so however many
 * servers run the check, a plan's reminder of the day is raised by one of them.
 */
export function createPlanExpiryReminder(deps: {
  db: Database;
  events: Pick<EventBus, 'emit'>;
  logger: FastifyBaseLogger;
}) {
  async function check(): Promise<number> {
    const due = await createUserPlansRepository(deps.db).claimExpiringPlans(
      PLAN_EXPIRY_NOTICE_DAYS,
    );
    if (due.length === 0) return 0;
    await deps.events.emit('plans.expiring', { plans: due });
    deps.logger.info({ plans: due.length }, 'plans about to expire announced');
    return due.length;
  }

  const job = scheduledJob(check, (error) =>
    deps.logger.error({ err: error }, 'the plan expiry check failed'),
  );
  return {
    /** Announces the plans that became due since the last check; how many it announced. */
    run: job.run,

    /** Checks every hour (and now, unless told not to), so a plan is announced on the day it becomes due. */
    start({ intervalMs = HOUR, firstCheckNow = true } = {}): void {
      job.start({ firstAfterMs: firstCheckNow ? 0 : intervalMs, everyMs: intervalMs });
    },

    stop: job.stop,
  };
}
export type PlanExpiryReminder = ReturnType<typeof createPlanExpiryReminder>;

declare module '../../lib/modules.ts' {
  interface Services {
    planExpiry: PlanExpiryReminder;
  }
}

export const planExpiryModule = defineModule({
  name: 'planExpiry',
  create: ({ app, db, events, logger }) => {
    const planExpiry = createPlanExpiryReminder({ db, events, logger });
    app.decorate('planExpiry', planExpiry);
    // preClose runs before any onClose hook, so a check under way ends before the database does.
    app.addHook('preClose', () => planExpiry.stop());
    return planExpiry;
  },
});

import { z } from 'zod';
import { daySchema, isSafeText, recordIdSchema, text, UNSAFE_TEXT_MESSAGE } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { billingCycles, packageLimitsSchema } from './packages.ts';
import { paymentInputSchema, transactionSchema } from './transactions.ts';
import { periodStatuses, planStatuses, userStatuses } from './users.ts';

export { type PeriodStatus, periodStatuses, periodStatusLabels } from './users.ts';

/** The limits a package sets, in the order the plan screen shows them. */
export const planLimitKeys = ['warehouses', 'ordersPerMonth', 'teamSeats', 'skus'] as const;
export type PlanLimitKey = (typeof planLimitKeys)[number];

/**
 * Use of one limit. `used` is null where no part of the platform records it yet: the screen
 * says "not tracked" rather than show a number nobody measured.
 */
export const planUsageSchema = z.object({
  key: z.enum(planLimitKeys),
  limit: z.number().int().min(0),
  used: z.number().int().min(0).nullable(),
});
export type PlanUsage = z.infer<typeof planUsageSchema>;

/** One period of the business on a package, as the plan history lists it. */
export const planPeriodSchema = z.object({
  package: z.object({ code: z.string(), name: z.string() }),
  periodStart: daySchema(),
  periodEnd: daySchema(),
  status: z.enum(periodStatuses),
  /** Set when the period was cut short by a cancellation. */
  cancelledAt: z.iso.datetime().nullable(),
  /** Set when a change of package closed the period (its status is then `changed`). */
  changedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type PlanPeriod = z.infer<typeof planPeriodSchema>;

export const userPlanDetailsSchema = z.object({
  user: z.object({
    code: z.string(),
    businessName: z.string(),
    status: z.enum(userStatuses),
  }),
  /** The current period with its package; null for a business never put on one. */
  current: z
    .object({
      package: z.object({
        code: z.string(),
        name: z.string(),
        currency: z.string(),
        price: z.string(),
        billingCycle: z.enum(billingCycles),
        limits: packageLimitsSchema,
        features: z.array(z.string()),
        status: z.enum(['active', 'inactive']),
      }),
      periodStart: daySchema(),
      periodEnd: daySchema(),
      status: z.enum(planStatuses),
      /**
       * A change of package scheduled for the next renewal: the renewal starts the next period on
       * it, the day after this one ends. Null when none is.
       */
      scheduledChange: z
        .object({
          package: z.object({ code: z.string(), name: z.string() }),
          startsOn: daySchema(),
        })
        .nullable(),
    })
    .nullable(),
  usage: z.array(planUsageSchema),
  /** Every period, newest first. */
  history: z.array(planPeriodSchema),
  /** The business's invoices, newest first. */
  transactions: z.array(transactionSchema),
});
export type UserPlanDetails = z.infer<typeof userPlanDetailsSchema>;

/**
 * What can be done to a plan:
 * - change, `effective: 'now'`: onto another package from today; a running period is closed
 *   as changed (used up to yesterday), each of its invoices still billing is credited for the
 *   unused days by a credit note, and the new period is invoiced at the package's price.
 * - change, `effective: 'renewal'`: scheduled for the next renewal, which starts the new
 *   package the day after the running period ends; nothing is invoiced until then.
 * - renew: one more billing cycle, of the scheduled package if a change is scheduled (from the
 *   day after the running period), else of the same package, following on from a running
 *   period or from today after one has ended; invoiced.
 * - cancel: the running period stops today; nothing is invoiced or refunded.
 * (docs/decisions/0042)
 */
export const planActions = ['change', 'renew', 'cancel'] as const;
export type PlanAction = (typeof planActions)[number];

/** When a change of package takes effect. */
export const changeTimings = ['now', 'renewal'] as const;
export type ChangeTiming = (typeof changeTimings)[number];
export const changeTimingLabels = {
  now: 'Now, crediting the unused part',
  renewal: 'From the next renewal',
} as const satisfies Record<ChangeTiming, string>;

export const changePlanBodySchema = z
  .discriminatedUnion(
    'action',
    [
      z.object({
        action: z.literal('change'),
        packageCode: z
          .string({ error: 'Choose the package' })
          .trim()
          .toUpperCase()
          .min(1, 'Choose the package')
          .max(60, 'Use at most 60 characters')
          .refine(isSafeText, UNSAFE_TEXT_MESSAGE),
        effective: z
          .enum(changeTimings, { error: 'Choose when the change takes effect' })
          .default('now'),
        /** How the new period's invoice is paid: needed for a change now, none at renewal. */
        payment: paymentInputSchema.optional(),
      }),
      z.object({ action: z.literal('renew'), payment: paymentInputSchema }),
      z.object({
        action: z.literal('cancel'),
        reason: text(300)
          .transform((value) => (value === '' ? null : value))
          .nullable()
          .optional(),
      }),
    ],
    { error: 'Say what to do: change, renew or cancel' },
  )
  .superRefine((body, context) => {
    if (body.action === 'change' && body.effective === 'now' && !body.payment) {
      context.addIssue({
        code: 'custom',
        path: ['payment', 'status'],
        message: 'Say whether the new period is paid or awaits payment',
      });
    }
  });
export type ChangePlanBody = z.input<typeof changePlanBodySchema>;

const userParams = z.object({ code: recordIdSchema });

/** A client business's plan: its package, usage, history and invoices. */
export const userPlansEndpoints = defineEndpoints('users', {
  plan: {
    method: 'GET',
    path: '/admin/users/:code/plan',
    summary: 'A user’s current plan with usage against its limits, plan history and invoices',
    access: { resource: 'users', action: 'view' },
    params: userParams,
    response: userPlanDetailsSchema,
    errors: ['USER_NOT_FOUND'],
  },
  changePlan: {
    method: 'POST',
    path: '/admin/users/:code/plan',
    summary: 'Change, renew or cancel a user’s plan; a change or renewal writes an invoice',
    access: { resource: 'users', action: 'edit' },
    params: userParams,
    body: changePlanBodySchema,
    response: userPlanDetailsSchema,
    errors: [
      'USER_NOT_FOUND',
      'USER_INACTIVE',
      'PACKAGE_NOT_FOUND',
      'PACKAGE_INACTIVE',
      'PLAN_SAME_PACKAGE',
      'PLAN_NOT_RENEWABLE',
      'PLAN_NOT_RUNNING',
    ],
  },
});

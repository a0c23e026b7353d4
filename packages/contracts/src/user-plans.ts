import { z } from 'zod';
import { daySchema, isSafeText, recordIdSchema, text, UNSAFE_TEXT_MESSAGE } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { billingCycles, packageLimitsSchema } from './packages.ts';
import { paymentInputSchema, transactionSchema } from './transactions.ts';
import { planStatuses, userStatuses } from './users.ts';

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
  status: z.enum(planStatuses),
  /** Set when the period was cut short by a cancellation or a same-day change. */
  cancelledAt: z.iso.datetime().nullable(),
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
 * - change: onto another package from today; a running period ends yesterday (or is cancelled
 *   when it began today); the new period is invoiced at the package's price.
 * - renew: one more billing cycle of the same package, following on from a running period or
 *   from today after one has ended; invoiced.
 * - cancel: the running period stops today; nothing is invoiced or refunded.
 */
export const planActions = ['change', 'renew', 'cancel'] as const;
export type PlanAction = (typeof planActions)[number];

export const changePlanBodySchema = z.discriminatedUnion(
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
      payment: paymentInputSchema,
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
);
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

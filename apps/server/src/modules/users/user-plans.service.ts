import type { PackageLimits } from '@depot/contracts/packages';
import type { Transaction } from '@depot/contracts/transactions';
import {
  type changePlanBodySchema,
  type PlanLimitKey,
  type PlanPeriod,
  planLimitKeys,
  type UserPlanDetails,
} from '@depot/contracts/user-plans';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditTrail } from '../../lib/audit.ts';
import { formatAmount } from '../../lib/money.ts';
import { addDays, operatorDayOf } from '../../lib/operator-calendar.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PackagesService } from '../packages/packages.service.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';
import { packageFor } from './plan-packages.ts';
import { cycleMonths } from './user-details.ts';
import { createUserPlansRepository, type PeriodRow } from './user-plans.repository.ts';
import { createUsersRepository, type PlanPeriodRow } from './users.repository.ts';

type ChangeBody = z.output<typeof changePlanBodySchema>;
type Payment = Extract<ChangeBody, { payment: unknown }>['payment'];

const notFound = (code: string) => new AppError('USER_NOT_FOUND', `There is no user ${code}.`);

/** A running period is one a change, renewal or cancellation acts on: not yet over. */
const isRunning = (period: PeriodRow): boolean =>
  period.status === 'active' || period.status === 'expiring';

function mapPeriod(row: PeriodRow): PlanPeriod {
  return {
    package: { code: row.packageCode, name: row.packageName },
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    status: row.status,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    changedAt: row.changedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A period's status as a current plan has it: a current period is never one changed. */
const currentStatus = (row: PeriodRow) => (row.status === 'changed' ? 'expired' : row.status);

function mapCurrent(row: PeriodRow): NonNullable<UserPlanDetails['current']> {
  return {
    package: {
      code: row.packageCode,
      name: row.packageName,
      currency: row.packageCurrency,
      price: formatAmount(row.packagePrice, row.packageCurrency),
      billingCycle: row.billingCycle,
      limits: {
        warehouses: row.warehouses,
        ordersPerMonth: row.ordersPerMonth,
        teamSeats: row.teamSeats,
        skus: row.skus,
      },
      features: row.features,
      status: row.packageStatus,
    },
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    status: currentStatus(row),
    scheduledChange:
      row.nextPackageCode && row.nextPackageName
        ? {
            package: { code: row.nextPackageCode, name: row.nextPackageName },
            startsOn: addDays(row.periodEnd, 1),
          }
        : null,
  };
}

/** A plan as the audit log keeps it: what was sold, without the status of the day. */
function planRecord(row: PeriodRow | null) {
  if (!row) return null;
  return {
    package: { code: row.packageCode, name: row.packageName },
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    changedAt: row.changedAt?.toISOString() ?? null,
    nextPackage: row.nextPackageCode,
  };
}

/** An invoice as the audit log keeps it beside the plan it sold. */
function invoiceRecord(invoice: Transaction) {
  const { user: _user, createdAt: _createdAt, paidAt: _paidAt, ...record } = invoice;
  return { ...record, package: invoice.package.code };
}

/**
 * A client business's plan: the current period, its history and invoices, and the changes the
 * console makes to it. Each change locks the business first, so two
 * changes to one plan take turns, and writes its periods, invoice and audit entry together.
 */
export function createUserPlansService(deps: {
  db: Database;
  packages: Pick<PackagesService, 'forNewSubscription'>;
  transactions: Pick<TransactionsService, 'issueInvoices' | 'ofUser' | 'creditUnusedDays'>;
  orders: Pick<OrdersService, 'placedThisMonth'>;
}) {
  /**
   * Each limit beside what is used where the platform records it: orders this month come from
   * the B2B orders. No area records warehouses, a client's seats or SKUs yet, so those limits
   * stand alone rather than beside numbers nobody measured.
   */
  async function usage(db: Executor, userId: number, limits: PackageLimits) {
    const measured: Partial<Record<PlanLimitKey, number>> = {
      ordersPerMonth: await deps.orders.placedThisMonth(db, userId),
    };
    return planLimitKeys.map((key) => ({ key, limit: limits[key], used: measured[key] ?? null }));
  }

  async function details(db: Executor, code: string): Promise<UserPlanDetails> {
    const user = await createUsersRepository(db).find(code);
    if (!user) throw notFound(code);
    const periods = await createUserPlansRepository(db).periods(user.id);
    const transactions = await deps.transactions.ofUser(db, user.id);
    const current = periods[0] ? mapCurrent(periods[0]) : null;
    return {
      user: { code: user.code, businessName: user.businessName, status: user.status },
      current,
      usage: current ? await usage(db, user.id, current.package.limits) : [],
      history: periods.map(mapPeriod),
      transactions,
    };
  }

  /** The current package, if it is still sold; otherwise the business must change package. */
  async function renewable(tx: Executor, packageCode: string) {
    try {
      return await deps.packages.forNewSubscription(tx, packageCode);
    } catch (error) {
      if (error instanceof AppError && error.code === 'PACKAGE_INACTIVE') {
        throw new AppError(
          'PACKAGE_INACTIVE',
          `The package ${packageCode} is deactivated: change the plan to an active package instead.`,
        );
      }
      throw error;
    }
  }

  return {
    plan(code: string): Promise<UserPlanDetails> {
      return details(deps.db, code);
    },

    /** Changes, renews or cancels the plan; a change or renewal is invoiced. */
    async change(
      actor: Actor,
      code: string,
      body: ChangeBody,
      ip: string,
    ): Promise<UserPlanDetails> {
      const userCode = code;
      return deps.db.transaction(async (tx) => {
        const user = await createUsersRepository(tx).findForChange(userCode);
        if (!user) throw notFound(userCode);
        if (user.status !== 'active') {
          throw new AppError(
            'USER_INACTIVE',
            `${user.code} is deactivated: activate the user before changing its plan.`,
          );
        }
        const plans = createUserPlansRepository(tx);
        const current = await plans.current(user.id);

        /** Invoices the period sold, paid as `payment` says. */
        const invoice = async (
          kind: 'change' | 'renewal',
          sale: { price: string; currency: string },
          period: PlanPeriodRow,
          payment: Payment,
        ) => {
          const [issued] = await deps.transactions.issueInvoices(tx, [
            {
              kind,
              userId: user.id,
              packageId: period.packageId,
              planId: period.id,
              amount: sale.price,
              currency: sale.currency,
              status: payment.status,
              method: payment.method,
              reference: payment.reference ?? null,
              periodStart: period.periodStart,
              periodEnd: period.periodEnd,
              createdByMemberId: actor.memberId,
            },
          ]);
          if (!issued) throw new Error('invoice not issued');
          return issued;
        };

        let issued: Transaction | null = null;
        let credits: Awaited<ReturnType<TransactionsService['creditUnusedDays']>> = [];
        if (body.action === 'change') {
          const target = await packageFor(deps.packages, tx, body.packageCode);
          if (current && isRunning(current) && current.packageCode === target.code) {
            throw new AppError(
              'PLAN_SAME_PACKAGE',
              `${user.code} is already on ${target.code}: renew the plan instead.`,
              [{ path: 'packageCode', message: `${target.code} is the current package` }],
            );
          }
          if (body.effective === 'renewal') {
            if (!current || !isRunning(current)) {
              throw new AppError(
                'PLAN_NOT_RUNNING',
                `${user.code} has no running plan to change at its renewal: change it now instead.`,
                [{ path: 'effective', message: 'There is no running plan: change it now' }],
              );
            }
            await plans.schedule(current.id, target.code);
          } else {
            if (!body.payment) throw new Error('a change now comes with its payment');
            const changeDay = operatorDayOf();
            if (current && isRunning(current)) await plans.endForChange(current.id);
            const period = await createUsersRepository(tx).startPlan(
              user.id,
              target.code,
              cycleMonths[target.billingCycle],
            );
            issued = await invoice('change', target, period, body.payment);
            if (current && isRunning(current)) {
              credits = await deps.transactions.creditUnusedDays(tx, {
                planId: current.id,
                changeDay,
                newInvoiceNumber: issued.invoiceNumber,
                packageName: target.name,
                source: { actor, ip },
              });
            }
          }
        } else if (body.action === 'renew') {
          if (!current) {
            throw new AppError(
              'PLAN_NOT_RENEWABLE',
              `${user.code} has no plan to renew: put the business on a package first.`,
            );
          }
          if (current.nextPackageCode) {
            // The change scheduled for this renewal: the new package from the day after the
            // running period, or from today once it has ended.
            const target = await packageFor(deps.packages, tx, current.nextPackageCode);
            const months = cycleMonths[target.billingCycle];
            await plans.schedule(current.id, null);
            const period = await createUsersRepository(tx).startPlan(
              user.id,
              target.code,
              months,
              isRunning(current) ? addDays(current.periodEnd, 1) : undefined,
            );
            issued = await invoice('change', target, period, body.payment);
          } else {
            const target = await renewable(tx, current.packageCode);
            const months = cycleMonths[target.billingCycle];
            // A running period runs on without a gap; after one has ended, a new one starts today.
            const period = isRunning(current)
              ? await plans.extend(current.id, current.periodEnd, months)
              : await createUsersRepository(tx).startPlan(user.id, target.code, months);
            issued = await invoice('renewal', target, period, body.payment);
          }
        } else {
          if (!current || !isRunning(current)) {
            throw new AppError(
              'PLAN_NOT_RUNNING',
              current
                ? `The plan of ${user.code} is already ${current.status}: there is nothing to cancel.`
                : `${user.code} has no plan to cancel.`,
            );
          }
          await plans.cancel(current.id);
        }

        const after = await plans.current(user.id);
        await auditTrail(tx, { actor, ip }).updated(
          'user',
          user.code,
          { plan: planRecord(current) },
          {
            plan: planRecord(after),
            ...(issued ? { invoice: invoiceRecord(issued) } : {}),
            ...(credits.length > 0 ? { credits } : {}),
            ...(body.action === 'cancel' && body.reason ? { reason: body.reason } : {}),
          },
        );
        return details(tx, user.code);
      });
    },
  };
}
export type UserPlansService = ReturnType<typeof createUserPlansService>;

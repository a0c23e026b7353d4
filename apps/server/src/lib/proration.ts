import { divideRounded, fromMinorUnits, toMinorUnits } from './money.ts';
import { daysBetween } from './operator-calendar.ts';

/** The days an invoice paid for and what is left of its amount once earlier credits are off. */
export type BilledSpan = {
  /** First and last day billed (YYYY-MM-DD, the operator's calendar), both included. */
  periodStart: string;
  periodEnd: string;
  /** What the invoice still bills: its amount less the credit notes already against it. */
  amount: string;
  currency: string;
};

export type UnusedCredit = {
  /** Days of the span from the change on, and in the span. */
  unusedDays: number;
  totalDays: number;
  /** `amount × unusedDays / totalDays`, to the minor unit, a half up; "0.00" when none. */
  credit: string;
};

/**
 * The credit for the days of a billed span that a change of plan on `changeDay` leaves unused
 * (docs/decisions/0042). The change takes effect on `changeDay`, which the new plan's period
 * starts with: the old span is used up to the day before, and every day from `changeDay` to its
 * end is unused — all of them for a span that had not begun, none for one already over. Days
 * are the operator's calendar days, so a 31-day month credits 1/31 a day and February 2028 1/29.
 */
export function unusedCredit(span: BilledSpan, changeDay: string): UnusedCredit {
  const totalDays = daysBetween(span.periodStart, span.periodEnd);
  const from = changeDay > span.periodStart ? changeDay : span.periodStart;
  const unusedDays = changeDay > span.periodEnd ? 0 : daysBetween(from, span.periodEnd);
  const amount = toMinorUnits(span.amount, span.currency);
  const credit = divideRounded(amount * BigInt(unusedDays), BigInt(totalDays));
  return { unusedDays, totalDays, credit: fromMinorUnits(credit, span.currency) };
}

import { sql } from 'drizzle-orm';

/**
 * The operator's calendar. Plans are sold and renewed by the operator, an Indian company
 * billing in IST, so a period's days and an invoice's year are India's whatever the client's own
 * time zone; one fixed zone also keeps a plan's status from shifting when someone edits a
 * setting.
 */
export const OPERATOR_TIME_ZONE = 'Asia/Kolkata';

const operatorNow = sql.raw(`(now() at time zone '${OPERATOR_TIME_ZONE}')`);

/** Today in the operator's calendar, as a date. */
export const operatorToday = sql<string>`${operatorNow}::date`;

/** The start of a day in the operator's calendar (and `plusDays` after it), as an instant. */
export const operatorDayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${OPERATOR_TIME_ZONE})`;

/** This year in the operator's calendar: the year invoices are numbered in. */
export const operatorYear = sql<number>`extract(year from ${operatorNow})::int`;

const DAY_MS = 86_400_000;

/** A calendar day ("2026-03-01") moved by whole days; UTC keeps the sum free of daylight saving. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many calendar days run from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
}

/** The operator's calendar day (YYYY-MM-DD) of an instant, now by default. */
export function operatorDayOf(instant: Date | string = new Date()): string {
  return new Date(instant).toLocaleDateString('en-CA', { timeZone: OPERATOR_TIME_ZONE });
}

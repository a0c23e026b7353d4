import {
  formatDateTime as formatDateTimeValue,
  formatDate as formatDateValue,
  NO_VALUE,
} from './format.ts';

// The console formats through lib/format.ts, which follows each person's date and time formats
// (docs/BEHAVIOUR.md §3). These keep the one-argument shape the screens written before it call.

/** Shown where a date is absent (never signed in, no value). */
export const NO_DATE = NO_VALUE;

/** "04/12/2026 09:30 am": an ISO date-time in the person's date and time format. */
export function formatDateTime(value: string | null | undefined): string {
  return formatDateTimeValue(value);
}

/** "04/12/2026": the date part only. */
export function formatDate(value: string | null | undefined): string {
  return formatDateValue(value);
}

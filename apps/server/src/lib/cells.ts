/**
 * What a column of a file holds, so that each writer can give its cells their type: a workbook
 * writes numbers and dates as numbers with a format, a CSV writes them as a spreadsheet reads
 * them back.
 *
 * - `text`: words, shown as written; in a CSV one that starts like a formula is defused.
 * - `count`: a whole number (boxes, lines, units).
 * - `money`: an amount, as the wire writes it ("499999.00"), two decimals.
 * - `measure`: a decimal quantity in the unit its header names ("Weight (kg)").
 * - `date`: a calendar day, "2026-11-27".
 * - `moment`: an instant (an ISO timestamp or a Date), shown in the organisation's time zone.
 * - `phone`: a phone number as the console writes it ("+91 93070 97013"): digits, spaces and a
 *   leading plus, which a spreadsheet must show as it is.
 */
export type CellKind = 'text' | 'count' | 'money' | 'measure' | 'date' | 'moment' | 'phone';

/**
 * How the person who asked for a file reads dates: the organisation's time zone (an instant is
 * that zone's day and hour), and their own date and time formats (a workbook's cells show them).
 * Formats are the console's preference patterns ("DD/MM/YYYY", "hh:mm a").
 */
export type FileLook = { timeZone: string; dateFormat: string; timeFormat: string };

export const DEFAULT_FILE_LOOK: FileLook = {
  timeZone: 'Asia/Kolkata',
  dateFormat: 'DD/MM/YYYY',
  timeFormat: 'HH:mm',
};

const HOUR_MS = 3_600_000;

/**
 * Offsets from UTC, in minutes, of one time zone, looked up once per hour of time: a file of a
 * million rows names a few thousand distinct hours, and Intl's formatter is the costly part.
 * No zone changes its offset within an hour except at the hour, so the hour's first instant
 * speaks for the rest of it.
 */
export function zoneOffsets(timeZone: string): (at: number) => number {
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const byHour = new Map<number, number>();
  return (at) => {
    const hour = Math.floor(at / HOUR_MS);
    let offset = byHour.get(hour);
    if (offset === undefined) {
      const start = hour * HOUR_MS;
      const part: Record<string, number> = {};
      for (const { type, value } of formatter.formatToParts(start)) part[type] = Number(value);
      const local = Date.UTC(
        part.year ?? 1970,
        (part.month ?? 1) - 1,
        part.day ?? 1,
        part.hour ?? 0,
        part.minute ?? 0,
      );
      offset = Math.round((local - start) / 60_000);
      // Bounded: an hour's offset is cheap to look up again.
      if (byHour.size > 100_000) byHour.clear();
      byHour.set(hour, offset);
    }
    return offset;
  };
}

/** An instant's milliseconds, or null for an empty cell or one that is no instant. */
export function instantOf(value: unknown): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value !== 'string' || value === '') return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : at;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * "2026-11-27T02:16:15+05:30": an instant as its wall-clock time in a zone, with the zone's
 * offset, so the text reads as the organisation's day and still names the instant exactly.
 */
export function isoInZone(at: number, offsetMinutes: number): string {
  const local = new Date(at + offsetMinutes * 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local.toISOString().slice(0, 19)}${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** Days from a workbook's day zero (30 December 1899) to 1 January 1970. */
const EPOCH_SERIAL = 25_569;
const DAY_MS = 86_400_000;

/** A calendar day ("2026-11-27") as a workbook's date serial, or null if it is none. */
export function daySerial(day: unknown): number | null {
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) ? null : at / DAY_MS + EPOCH_SERIAL;
}

/** An instant as a workbook's date-and-time serial of its wall-clock time in a zone. */
export function momentSerial(at: number, offsetMinutes: number): number {
  return (at + offsetMinutes * 60_000) / DAY_MS + EPOCH_SERIAL;
}

/** The console's pattern letters and a workbook's number-format codes for them. */
const FORMAT_TOKENS: Record<string, string> = {
  YYYY: 'yyyy',
  YY: 'yy',
  MMMM: 'mmmm',
  MMM: 'mmm',
  MM: 'mm',
  M: 'm',
  DD: 'dd',
  D: 'd',
  HH: 'hh',
  H: 'h',
  hh: 'hh',
  h: 'h',
  mm: 'mm',
  ss: 'ss',
  a: 'AM/PM',
  A: 'AM/PM',
};
const FORMAT_TOKEN = /YYYY|YY|MMMM|MMM|MM|M|DD|D|HH|H|hh|h|mm|ss|a|A|[\s/.,:-]/g;

/**
 * A preference pattern ("DD/MM/YYYY", "hh:mm a") as a workbook's number format
 * ("dd/mm/yyyy", "hh:mm AM/PM"), or null when it holds anything else: the caller then uses the
 * unambiguous default rather than a format a spreadsheet might misread.
 */
export function workbookFormatOf(pattern: string): string | null {
  let format = '';
  let consumed = 0;
  for (const match of pattern.matchAll(FORMAT_TOKEN)) {
    if (match.index !== consumed) return null;
    consumed += match[0].length;
    format += FORMAT_TOKENS[match[0]] ?? (match[0] === ',' ? '\\,' : match[0]);
  }
  return consumed === pattern.length && format !== '' ? format : null;
}

/** A cell of a count, an amount or a measure as a number, or null for an empty one. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

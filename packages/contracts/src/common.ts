import { z } from 'zod';

/** Every successful answer: `{ data, message? }` (docs/BEHAVIOUR.md §7). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() });
}

/** One field-level problem inside an error answer. */
export const errorDetailSchema = z.object({
  path: z.string().meta({ description: 'Dotted path of the offending field, e.g. "address.city"' }),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** Every failed answer: `{ error: { code, message, details? } }`. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(errorDetailSchema).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * The rule every string of every request keeps, whatever the field: no U+0000 and no half of a
 * UTF-16 surrogate pair. PostgreSQL can store neither, in text or in jsonb.
 */
export function isSafeText(value: string): boolean {
  return !value.includes('\0') && !LONE_SURROGATE.test(value);
}
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or broken Unicode';

/** A place in a request, from its last step back to the top. */
type Place = { step: string; parent: Place | null };

function dotted(place: Place | null): string {
  const steps: string[] = [];
  for (let at = place; at !== null; at = at.parent) steps.push(at.step);
  return steps.reverse().join('.');
}

/**
 * The first place in a request's body, query or parameters (keys included) that breaks the text
 * rule, as a dotted path ('' for the value itself), or null when there is none. An explicit
 * stack rather than recursion, so that no value, however deeply nested, overflows the call
 * stack; each place links to its parent, so a deep one costs no copy of its path.
 */
export function findUnsafeText(value: unknown): string | null {
  // `key`: the value sits under an object key, which is checked before the value is.
  const pending: Array<{ value: unknown; at: Place | null; key: boolean }> = [
    { value, at: null, key: false },
  ];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { at } = next;
    if (next.key && at !== null && !isSafeText(at.step)) {
      return dotted({ step: '(a key)', parent: at.parent });
    }
    if (typeof next.value === 'string') {
      if (!isSafeText(next.value)) return dotted(at);
      continue;
    }
    if (typeof next.value !== 'object' || next.value === null) continue;
    const isArray = Array.isArray(next.value);
    // Pushed last to first, so that the first item is looked at first, as a reader would.
    const entries = Object.entries(next.value);
    for (let index = entries.length - 1; index >= 0; index--) {
      const [step, item] = entries[index] as [string, unknown];
      pending.push({ value: item, at: { step, parent: at }, key: !isArray });
    }
  }
  return null;
}

/**
 * A whole number as the messages write it: `10,000`. Not Intl: `toLocaleString` makes a number
 * formatter on every call, and the contracts state a limit for each field they define while the
 * console's first screen loads.
 */
export function formatLimit(value: number): string {
  if (!Number.isInteger(value)) return String(value);
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Text a person types: trimmed, at most `max` characters, and keeping the text rule. */
export function text(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Use at most ${formatLimit(max)} characters`)
    .refine(isSafeText, UNSAFE_TEXT_MESSAGE);
}

/** The largest value of a PostgreSQL integer column: ids above it cannot exist. */
export const MAX_INT4 = 2_147_483_647;
/** A numeric id in a path or query: a whole number an integer column can hold. */
export const integerIdSchema = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(MAX_INT4, `must be at most ${MAX_INT4}`);

/**
 * A date and time with its offset, in a year PostgreSQL stores (1 to 9999): `0000-01-01` and
 * dates that an offset pushes before year 1 are refused instead of failing in the database.
 */
export const dateTimeSchema = z.iso
  .datetime({ offset: true, error: 'must be a date and time like 2026-01-31T09:30:00Z' })
  .refine(
    (value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 1 && year <= 9999;
    },
    { message: 'must be a date between the years 1 and 9999' },
  );

/**
 * A calendar day, `2026-01-31`, in a year PostgreSQL stores: the ISO form alone lets
 * `0000-01-01` through, which the database would refuse.
 */
export function daySchema(message = 'must be a date like 2026-01-31') {
  // Judged only on a day of the right shape, so a typo gets one message, not two.
  return z.iso
    .date(message)
    .refine((value) => !/^\d{4}-/.test(value) || Number(value.slice(0, 4)) >= 1, {
      message: 'must be a date between the years 1 and 9999',
    });
}

/** EMP-0001 up to EMP-999999999: as many digits as the numbering will ever need, and no more. */
export const EMPLOYEE_ID_PATTERN = /^EMP-\d{4,9}$/;
export const employeeIdSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(EMPLOYEE_ID_PATTERN, 'an employee id like EMP-0001');

/**
 * A record's id or code as a path or a body names it (USR-000001, GROWTH-M, SHP-000123), for
 * every area: normalised one way, trimmed and upper-cased, before any service sees it. Any short
 * text, so an unknown or mistyped one answers 404 (the console's not-found screen) rather than a
 * validation error.
 */
export const recordIdSchema = text(60).min(1).toUpperCase();

/** Largest page number a list accepts: with 100 a page, a hundred million rows. */
export const MAX_PAGE = 1_000_000;

/** Largest page a list call may ask for. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/**
 * Query string of every list call: `?page&pageSize&sort=field|-field&q=`.
 * Filters are added per list by extending this schema.
 */
export const listQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_PAGE, `must be at most ${MAX_PAGE}`)
    .default(1),
  pageSize: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  sort: z
    .string()
    .regex(/^-?[A-Za-z][A-Za-z0-9]*$/, 'sort is a field name, prefixed with - for descending')
    .optional(),
  q: text(200).optional(),
  /**
   * The page's cursor, as the previous answer gave it (`cursors`): the page then starts where
   * its neighbour ended instead of skipping every row before it. Without one, or with one given
   * for another page, sort or filter, the page number alone decides.
   */
  cursor: z
    .string()
    .max(400)
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'a cursor as a list answer gave it')
    .optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** A list's sort parameter limited to the given fields: field for ascending, -field descending. */
export function sortSchema(fields: readonly string[]) {
  return z
    .string()
    .regex(
      new RegExp(`^-?(${fields.join('|')})$`),
      `sort by ${fields.join(', ')}, - for descending`,
    )
    .optional();
}

/** The file formats a list exports in: CSV, or an Excel workbook. */
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/**
 * Most rows one export or report holds, whatever its format: a workbook's sheet takes 1 048 576
 * rows with its header, and a file any larger is no longer read by a person. A larger filtered
 * set is refused before the file starts (EXPORT_TOO_LARGE), asking for narrower filters.
 */
export const MAX_EXPORT_ROWS = 1_000_000;

export const pageCursorsSchema = z.object({
  previous: z.string().optional(),
  next: z.string().optional(),
  last: z.string().optional(),
});
export type PageCursors = z.infer<typeof pageCursorsSchema>;

/** The data of every list answer. */
export function listResult<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    /** Set when a very long list's total is the database's estimate rather than an exact count. */
    totalIsEstimate: z.boolean().optional(),
    /** Cursors to the page before, the page after and the last page, to send back as `cursor`. */
    cursors: pageCursorsSchema.optional(),
  });
}
export type ListResult<T> = {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  totalIsEstimate?: boolean;
  cursors?: PageCursors;
};

/** Splits a `sort` parameter into the field and its direction. */
export function parseSort(
  sort: string | undefined,
): { field: string; direction: 'asc' | 'desc' } | null {
  if (!sort) return null;
  return sort.startsWith('-')
    ? { field: sort.slice(1), direction: 'desc' }
    : { field: sort, direction: 'asc' };
}

/**
 * An invisible mark (U+2060, word joiner) a CSV export puts before a phone's leading plus: a
 * spreadsheet then reads the cell as text and shows the number as it is, where a leading plus
 * alone would make it a formula that shows an error. Unlike the apostrophe that defuses free
 * text, it is not seen. Imports take it off again.
 */
export const PHONE_MARK = '\u2060';

/**
 * What happened to each id of an approval or rejection: done, or refused with the reason —
 * not found, not pending any more, not allowed (nobody decides on a receipt they raised), not
 * independent (an approver whose account and the raiser's were invited or changed one by the
 * other, or both by a third person, lately: `message` says which), incomplete (approval needs
 * every line's received quantity, and the warehouse the goods arrived at) — or failed on the server's side, unchanged, while the
 * ids before and after it were still decided.
 */
export const decisionOutcomes = [
  'approved',
  'rejected',
  'not_found',
  'wrong_status',
  'forbidden',
  'not_independent',
  'incomplete',
  'failed',
] as const;
export type DecisionOutcome = (typeof decisionOutcomes)[number];

export const decisionResultSchema = z.object({
  results: z.array(
    z.object({ id: z.string(), outcome: z.enum(decisionOutcomes), message: z.string().optional() }),
  ),
});
export type DecisionResult = z.infer<typeof decisionResultSchema>;

/** A SKU's code as the client writes it: unique within the client, whatever its case. */
export const skuCodeSchema = z
  .string({ error: 'Enter the SKU code' })
  .trim()
  .toUpperCase()
  .regex(
    /^[A-Z0-9](?:[A-Z0-9._/-]{0,38}[A-Z0-9])?$/,
    'Use up to 40 letters, digits and . - / _ between them, like HF-JUT-MOJ-7',
  );

/** A location's code: unique within its warehouse, what its label shows and a scanner reads. */
export const locationCodeSchema = z
  .string({ error: 'Enter a code' })
  .trim()
  .toUpperCase()
  .regex(
    /^[A-Z0-9](?:[A-Z0-9.-]{0,28}[A-Z0-9])?$/,
    'Use up to 30 letters, digits and . - between them, like A-01-03',
  );

/**
 * A lot's number as its label prints it, for a SKU tracked by lot; empty is none (an untracked
 * SKU's line, or a count not taken yet).
 */
export const lotNumberSchema = text(40)
  .toUpperCase()
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/** The day a lot expires, as its label prints it. */
export const lotExpirySchema = daySchema('Enter the expiry as a date like 2027-03-31')
  .nullable()
  .optional();

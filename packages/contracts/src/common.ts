import { z } from 'zod';

/** Every successful answer: `{ data, message? }` (DESIGN.md wire conventions). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() });
}

/** One field-level problem inside an error answer. */
export const errorDetailSchema = z.object({
  path: z.string().meta({ description: 'Dotted path of the offending field, e.g. "address.city"' }),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** Machine-readable error codes shared by server and client. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;

/** Every failed answer: `{ error: { code, message, details? } }`. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(errorDetailSchema).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Largest page a list call may ask for. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/**
 * Query string of every list call: `?page&pageSize&sort=field|-field&q=`.
 * Filters are added per list by extending this schema.
 */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z
    .string()
    .regex(/^-?[A-Za-z][A-Za-z0-9]*$/, 'sort is a field name, prefixed with - for descending')
    .optional(),
  q: z.string().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The data of every list answer. */
export function listResult<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    /** Set when a very long list's total is the database's estimate rather than an exact count. */
    totalIsEstimate: z.boolean().optional(),
  });
}
export type ListResult<T> = {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  totalIsEstimate?: boolean;
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

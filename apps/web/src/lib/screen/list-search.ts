import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@depot/contracts/common';
import { z } from 'zod';

/**
 * The fields every list keeps in the URL: page, page size and search. Each falls back to its
 * default when the URL holds something the server would refuse, so a mistyped or stale link
 * still opens a working list. A list's schema spreads these and adds its sort and filters.
 */
export const listSearchFields = {
  page: z.coerce.number().int().min(1).catch(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).catch(DEFAULT_PAGE_SIZE),
  q: z
    .string()
    .trim()
    .max(200)
    .transform((text) => text || undefined)
    .optional()
    .catch(undefined),
  /**
   * The cursor the server gave for this page, so it starts where the page before or after it
   * ended. It belongs to one page of one sort and filter: useSearchState drops it on any change
   * that does not set it.
   */
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
    .max(400)
    .optional()
    .catch(undefined),
};

type PagingKey = keyof typeof listSearchFields;
type ListStateShape<Shape extends z.core.$ZodShape> = {
  [Key in Exclude<keyof Shape, PagingKey>]: z.ZodCatch<z.ZodOptional<Shape[Key]>>;
} & typeof listSearchFields;

/**
 * A list's state as the URL holds it, made from the contract's schema of the list's query: its
 * sort and filters exactly as the server reads them, each falling back to no filter (and the
 * paging and search to their defaults) when the URL holds what the server would refuse. So a
 * filter added to the contract is in the URL at once, checked the same way on both sides.
 */
export function listStateSchema<Shape extends z.core.$ZodShape>(
  query: z.ZodObject<Shape>,
): z.ZodObject<ListStateShape<Shape>> {
  const filters = Object.entries(query.shape).flatMap(([key, field]) =>
    key in listSearchFields ? [] : [[key, (field as z.ZodType).optional().catch(undefined)]],
  );
  return z.object({
    ...Object.fromEntries(filters),
    ...listSearchFields,
  }) as unknown as z.ZodObject<ListStateShape<Shape>>;
}

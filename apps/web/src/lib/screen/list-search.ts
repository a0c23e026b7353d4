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

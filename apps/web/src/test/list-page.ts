import type { ListResult } from '@depot/contracts/common';

/** A list answer holding `items` as its first page of 20, with `total` rows in all. */
export function page<T>(items: T[], total = items.length): ListResult<T> {
  return { items, total, page: 1, pageSize: 20 };
}

import { describe, expect, test } from 'vitest';
import { pageOfRows, type UnpagedRules } from './unpaged-list.ts';

type Crate = { code: string; label: string | null; weight: number };

const crates: Crate[] = [
  { code: 'C-2', label: 'Spices', weight: 12 },
  { code: 'C-10', label: null, weight: 3 },
  { code: 'C-1', label: 'saree bundle', weight: 12 },
  { code: 'C-9', label: 'Spare parts', weight: 40 },
];

const rules: UnpagedRules<Crate> = {
  searchIn: (crate) => [crate.code, crate.label],
  sortBy: { code: (crate) => crate.code, weight: (crate) => crate.weight },
};

const first = { page: 1, pageSize: 20 };
const codes = (answer: { items: Crate[] }) => answer.items.map((crate) => crate.code);

describe('pageOfRows', () => {
  test('without search or sort: every row, in the order the server gave', () => {
    expect(pageOfRows(crates, first, rules)).toEqual({ items: crates, total: 4 });
  });

  test('the search keeps the rows with a text holding it, case aside, and counts only those', () => {
    const answer = pageOfRows(crates, { ...first, q: 'SPA' }, rules);
    expect(codes(answer)).toEqual(['C-9']);
    expect(answer.total).toBe(1);
    expect(codes(pageOfRows(crates, { ...first, q: 's' }, rules))).toEqual(['C-2', 'C-1', 'C-9']);
  });

  test('a sort orders numbers as numbers and codes by their digits, equal values in given order', () => {
    expect(codes(pageOfRows(crates, { ...first, sort: 'code' }, rules))).toEqual([
      'C-1',
      'C-2',
      'C-9',
      'C-10',
    ]);
    expect(codes(pageOfRows(crates, { ...first, sort: '-weight' }, rules))).toEqual([
      'C-9',
      'C-2',
      'C-1',
      'C-10',
    ]);
    // A field with no rule (a stale link) leaves the server's order.
    expect(codes(pageOfRows(crates, { ...first, sort: 'label' }, rules))).toEqual([
      'C-2',
      'C-10',
      'C-1',
      'C-9',
    ]);
  });

  test('the page is a slice of the sorted matches; the total is all of them', () => {
    const answer = pageOfRows(crates, { page: 2, pageSize: 3, sort: 'code' }, rules);
    expect(codes(answer)).toEqual(['C-10']);
    expect(answer.total).toBe(4);
    // Past the end: no rows, the count as it is.
    expect(pageOfRows(crates, { page: 5, pageSize: 3 }, rules)).toEqual({ items: [], total: 4 });
  });

  test('the rows given are left as they were', () => {
    const before = [...crates];
    pageOfRows(crates, { ...first, sort: '-code' }, rules);
    expect(crates).toEqual(before);
  });
});

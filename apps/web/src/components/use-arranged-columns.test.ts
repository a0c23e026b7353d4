import { describe, expect, test } from 'vitest';
import { placeColumn } from './use-arranged-columns.ts';

const layout = ['a', 'b', 'c', 'd'].map((key) => ({ key, visible: key !== 'c' }));
const keys = (settings: { key: string }[]) => settings.map((setting) => setting.key);

describe('dropping a column onto another', () => {
  test('moving up: it takes the row’s place and the rows between shift down', () => {
    expect(keys(placeColumn(layout, 3, 1))).toEqual(['a', 'd', 'b', 'c']);
    expect(keys(placeColumn(layout, 2, 0))).toEqual(['c', 'a', 'b', 'd']);
  });

  test('moving down: it takes the row’s place and the rows between shift up', () => {
    expect(keys(placeColumn(layout, 0, 2))).toEqual(['b', 'c', 'a', 'd']);
    expect(keys(placeColumn(layout, 1, 3))).toEqual(['a', 'c', 'd', 'b']);
  });

  test('a column keeps whether it is shown', () => {
    expect(placeColumn(layout, 2, 0)[0]).toEqual({ key: 'c', visible: false });
  });

  test('onto itself or outside the list: nothing changes, and the layout given is left alone', () => {
    for (const [from, to] of [
      [1, 1],
      [-1, 2],
      [4, 0],
      [0, 4],
      [0, -1],
    ] as const) {
      expect(placeColumn(layout, from, to)).toEqual(layout);
    }
    const before = structuredClone(layout);
    placeColumn(layout, 0, 3);
    expect(layout).toEqual(before);
  });
});

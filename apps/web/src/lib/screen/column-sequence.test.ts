import { describe, expect, test } from 'vitest';
import { arrangeColumns, moveColumn } from './column-sequence.ts';

const definitions = [{ key: 'name' }, { key: 'email' }, { key: 'phone', hiddenByDefault: true }];

describe('column layout', () => {
  test('nothing saved: the definitions, with their default visibility', () => {
    expect(arrangeColumns(definitions, [])).toEqual([
      { key: 'name', visible: true },
      { key: 'email', visible: true },
      { key: 'phone', visible: false },
    ]);
  });

  test('saved columns keep their place; new ones follow; vanished ones are dropped', () => {
    const saved = [
      { key: 'email', visible: false },
      { key: 'retired', visible: true },
      { key: 'name', visible: true },
    ];
    expect(arrangeColumns(definitions, saved)).toEqual([
      { key: 'email', visible: false },
      { key: 'name', visible: true },
      { key: 'phone', visible: false },
    ]);
  });

  test('moving past either end changes nothing', () => {
    const settings = arrangeColumns(definitions, []);
    expect(moveColumn(settings, 0, -1)).toEqual(settings);
    expect(moveColumn(settings, 2, 1)).toEqual(settings);
    expect(moveColumn(settings, 2, -1).map((setting) => setting.key)).toEqual([
      'name',
      'phone',
      'email',
    ]);
  });
});

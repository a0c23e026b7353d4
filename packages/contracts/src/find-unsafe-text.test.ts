import { describe, expect, test } from 'vitest';
import { findUnsafeText } from './common.ts';

/** Arrays in arrays, or objects in objects, `levels` deep, with `leaf` at the bottom. */
function nested(levels: number, kind: 'array' | 'object', leaf: unknown): unknown {
  let value = leaf;
  for (let level = 0; level < levels; level++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

describe('the first place that breaks the text rule', () => {
  test('is named by its dotted path, a key as "(a key)", the value itself as ""', () => {
    expect(findUnsafeText({ a: 'ok', b: [1, 'fine', { c: 'x\u0000' }] })).toBe('b.2.c');
    expect(findUnsafeText({ a: { '\ud800': 1 } })).toBe('a.(a key)');
    expect(findUnsafeText('\udc00')).toBe('');
    expect(findUnsafeText({ a: ['Ana 📦', null, true, 3] })).toBeNull();
    expect(findUnsafeText(undefined)).toBeNull();
  });

  test('is the first in reading order: a key before its value, an item before the next', () => {
    expect(findUnsafeText({ first: { deep: ['\u0000'] }, second: '\u0000' })).toBe('first.deep.0');
    expect(findUnsafeText({ 'bad\u0000': '\u0000' })).toBe('(a key)');
    expect(findUnsafeText([['ok'], ['ok', '\ud800'], '\u0000'])).toBe('1.1');
  });

  test('is found a hundred thousand levels deep without running out of stack', () => {
    expect(findUnsafeText(nested(100_000, 'array', '\u0000'))?.split('.')).toHaveLength(100_000);
    expect(findUnsafeText(nested(100_000, 'object', 'fine'))).toBeNull();
  });
});

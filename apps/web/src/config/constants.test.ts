import { describe, expect, test } from 'vitest';
import { dataRetryDelay, screenSizeFactor } from './constants.ts';

describe('screenSizeFactor', () => {
  test('maps each of the nine breakpoints to factors 1 to 9', () => {
    expect([320, 480, 640, 768, 1024, 1280, 1536, 1920, 1921].map(screenSizeFactor)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
  });

  test('a laptop (1280 px) is factor 6, so the layout stays expanded; 1024 px collapses', () => {
    expect(screenSizeFactor(1280)).toBe(6);
    expect(screenSizeFactor(1024)).toBeLessThan(6);
  });
});

describe('dataRetryDelay', () => {
  test('doubles from 1 s and caps at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(dataRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

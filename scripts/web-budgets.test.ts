import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import {
  importCycle,
  type Manifest,
  overBudget,
  SIGN_IN_BUDGET_KB,
  screenSizes,
} from './web-budgets.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const SIGN_IN = 'src/features/auth/routes/auth-screen.tsx';
const LARGE_DEPENDENCY = 'node_modules/antd/es/index.js';

/** A built app in miniature: an entry, the sign-in screen, and a large library beside them. */
function builtApp(signInImports: string[]) {
  const dist = mkdtempSync(path.join(tmpdir(), 'depot-budget-'));
  made.push(dist);
  mkdirSync(path.join(dist, '.vite'));
  mkdirSync(path.join(dist, 'assets'));
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true },
    [SIGN_IN]: { file: 'assets/auth-screen.js', isDynamicEntry: true, imports: signInImports },
    [LARGE_DEPENDENCY]: { file: 'assets/antd.js' },
  };
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dist, 'assets/index.js'), 'export const app = 1;\n'.repeat(200));
  writeFileSync(path.join(dist, 'assets/auth-screen.js'), 'export const screen = 1;\n');
  // Random bytes do not compress: 200 KB stays 200 KB under brotli, as a real library nearly does.
  writeFileSync(path.join(dist, 'assets/antd.js'), randomBytes(200 * 1024));
  return dist;
}

test('a sign-in screen within its budget passes', () => {
  const sizes = screenSizes(builtApp([]), {});
  expect(sizes.map((size) => size.module)).toEqual([SIGN_IN]);
  expect(overBudget(sizes)).toEqual([]);
});

test('a large library imported into the sign-in path fails the budget', () => {
  const sizes = screenSizes(builtApp([LARGE_DEPENDENCY]), {});
  const [signIn] = overBudget(sizes);
  expect(signIn?.module).toBe(SIGN_IN);
  expect(signIn?.brotli).toBeGreaterThan(SIGN_IN_BUDGET_KB * 1024);
});

test('what a screen fetches after its first paint counts in its figure', () => {
  const dist = builtApp([]);
  const manifest: Manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  );
  manifest[LARGE_DEPENDENCY] = { file: 'assets/antd.js', isDynamicEntry: true };
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  expect(overBudget(screenSizes(dist, {}))).toEqual([]);
  const [signIn] = overBudget(screenSizes(dist, { [SIGN_IN]: [LARGE_DEPENDENCY] }));
  expect(signIn?.module).toBe(SIGN_IN);
  expect(() => screenSizes(dist, { [SIGN_IN]: ['src/gone.ts'] })).toThrow(/src\/gone\.ts/);
  expect(() => screenSizes(dist, { 'src/gone.tsx': [] })).toThrow(/src\/gone\.tsx/);
});

test('files that import each other in a circle are found, with the circle named', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_console.js'] },
    '_console.js': { file: 'assets/console.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js', imports: ['_console.js'] },
  };
  expect(importCycle(manifest)).toEqual(['_console.js', '_shared.js', '_console.js']);
});

test('files that import one another one way only hold no circle', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_console.js', '_a.js'] },
    '_console.js': { file: 'assets/console.js', imports: ['_a.js'] },
    '_a.js': { file: 'assets/a.js' },
  };
  expect(importCycle(manifest)).toBeUndefined();
});

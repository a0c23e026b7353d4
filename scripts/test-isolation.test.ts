import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

// Every project keeps a worker's modules from one test file to the next, so a module mocked in
// one file would stay mocked in the files after it on that worker.
test('no test file mocks a module', () => {
  const files = execFileSync('git', ['ls-files', '*.test.ts', '*.test.tsx'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  expect(files.length).toBeGreaterThan(100);
  const mocking = files.filter((file) =>
    /\bvi\.(?:do)?mock\(/.test(readFileSync(path.join(root, file), 'utf8')),
  );
  expect(mocking).toEqual([]);
});

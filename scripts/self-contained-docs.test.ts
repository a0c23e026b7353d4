import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
// This file spells the pointers it looks for.
const SELF = 'scripts/self-contained-docs.test.ts';

/** Files in the repository that people read: code, styles, scripts and docs. */
function trackedTexts(): string[] {
  const listed = execFileSync(
    'git',
    [
      'ls-files',
      '--cached',
      '--others',
      '--exclude-standard',
      '*.ts',
      '*.tsx',
      '*.css',
      '*.sh',
      '*.md',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  // A file deleted but not yet committed is still listed: only what is there is read.
  return listed
    .split('\n')
    .filter((file) => file && file !== SELF && existsSync(path.join(root, file)));
}

// Documents that are not in the repository: a newcomer could not follow a pointer to them.
const outsideDocument = /\bSPEC\b|\b(DESIGN|SPEC|CONVENTIONS)\.md\b/;

describe('the repository explains itself', () => {
  test('no file points to a document outside it', () => {
    const offenders = trackedTexts().flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (outsideDocument.test(line) ? [`${file}:${index + 1}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  test('the check sees such a pointer', () => {
    expect(outsideDocument.test('// SPEC §4: the access token goes into a cookie')).toBe(true);
    expect(outsideDocument.test('/** DESIGN.md wire conventions */')).toBe(true);
    expect(outsideDocument.test('// docs/BEHAVIOUR.md §4: the access token')).toBe(false);
  });
});

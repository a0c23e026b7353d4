import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

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
  return listed.split('\n').filter((file) => file && existsSync(path.join(root, file)));
}

// The rule is docs/ARCHITECTURE.md's "Comments and documents": pointers lead only to files in
// the repository. The names of documents kept outside it are assembled
// here so that this file does not itself point to them.
const [spec, design, conventions] = [
  ['SP', 'EC'],
  ['DES', 'IGN'],
  ['CONVEN', 'TIONS'],
].map((parts) => parts.join(''));
const outsideDocument = new RegExp(
  `\\b${spec}\\b|\\b${conventions}\\b|\\b(${design}|${spec}|${conventions})\\.md\\b`,
);

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
    expect(outsideDocument.test(`// ${spec} §4: the access token goes into a cookie`)).toBe(true);
    expect(outsideDocument.test(`/** ${design}.md wire conventions */`)).toBe(true);
    expect(outsideDocument.test(`// the list's state in the URL (${conventions} #6)`)).toBe(true);
    expect(outsideDocument.test('// docs/BEHAVIOUR.md §4: the access token')).toBe(false);
  });
});

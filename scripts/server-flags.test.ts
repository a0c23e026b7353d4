import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const script = (file: string, name: string): string =>
  (JSON.parse(read(file)) as { scripts: Record<string, string> }).scripts[name] ?? '';

// Without the cap, Node on a machine with much memory grows V8's young generation to 64 MB a
// half during the first start's work and keeps it: about 100 MB more resident memory for the
// whole life of the server (docs/decisions/0019).
describe('every way a person starts the server caps the young generation', () => {
  const capped = /\bnode --max-semi-space-size=16 (--watch )?(apps\/server\/)?src\/server\.ts\b/;

  test('npm start (scripts/start.sh)', () => {
    const exec = read('scripts/start.sh')
      .split('\n')
      .filter((line) => line.startsWith('exec node'));
    expect(exec).toHaveLength(1);
    expect(exec[0]).toMatch(capped);
  });

  test('npm run serve', () => {
    expect(script('package.json', 'serve')).toMatch(capped);
  });

  test("the server workspace's npm start", () => {
    expect(script('apps/server/package.json', 'start')).toMatch(capped);
  });

  test('npm run dev:server', () => {
    expect(script('package.json', 'dev:server')).toMatch(capped);
  });

  // The fault tests and the end-to-end tests run the server as `npm start` does.
  test.each(['apps/server/src/test/server-process.ts', 'e2e/support/server.ts'])('%s', (file) => {
    expect(read(file)).toMatch(/spawn\(process\.execPath, \['--max-semi-space-size=16', /);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-node-flags.ts';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const script = (file: string, name: string): string =>
  (JSON.parse(read(file)) as { scripts: Record<string, string> }).scripts[name] ?? '';

// Why these flags: scripts/server-node-flags.ts. The npm scripts write them out; everything
// else that starts the server takes them from there.
describe("every way a person starts the server sets V8's memory flags", () => {
  const flags = SERVER_NODE_FLAGS.join(' ');
  const started = new RegExp(
    `\\bnode ${flags} (--watch )?(apps/server/)?(src/server\\.ts|dist/server\\.js)\\b`,
  );

  test('the flags: the young generation capped, no allocation-site pretenuring', () => {
    expect(SERVER_NODE_FLAGS).toEqual([
      '--max-semi-space-size=16',
      '--no-allocation-site-pretenuring',
    ]);
  });

  test('npm start (scripts/start.sh)', () => {
    const exec = read('scripts/start.sh')
      .split('\n')
      .filter((line) => line.startsWith('exec node'));
    expect(exec).toHaveLength(1);
    expect(exec[0]).toMatch(started);
  });

  test('npm run serve', () => {
    expect(script('package.json', 'serve')).toMatch(started);
  });

  test("the server workspace's npm start", () => {
    expect(script('apps/server/package.json', 'start')).toMatch(started);
  });

  test('npm run dev:server', () => {
    expect(script('package.json', 'dev:server')).toMatch(started);
  });

  // The report's baseline runs in the benchmark's own process, with pretenuring off too, so
  // that a tenured baseline cannot flatter the server.
  test("the report benchmark's own process", () => {
    expect(script('package.json', 'bench:report')).toBe(
      'node --no-allocation-site-pretenuring bench/src/report-at-scale.ts',
    );
  });

  // The fault tests, the end-to-end tests and the benchmarks run the server as `npm start` does.
  test.each([
    'apps/server/src/test/server-process.ts',
    'e2e/support/server.ts',
    'bench/src/start-server.ts',
  ])('%s', (file) => {
    const source = read(file);
    expect(source).toMatch(
      /import \{ SERVER_NODE_FLAGS \} from '[./]+\/scripts\/server-node-flags\.ts'/,
    );
    expect(source).not.toMatch(/'--max-semi-space-size/);
  });
});

// Compiled ahead, the server starts without Node's type stripper (docs/decisions/0029).
describe('npm start runs the server compiled ahead', () => {
  const lines = read('scripts/start.sh').split('\n');
  const build = lines.indexOf('node scripts/build-server.ts');
  const exec = lines.findIndex((line) => line.startsWith('exec node'));

  test('it builds the server, then runs the file built', () => {
    expect(build).toBeGreaterThan(-1);
    expect(exec).toBeGreaterThan(build);
    expect(lines[exec]).toMatch(/ apps\/server\/dist\/server\.js$/);
  });

  test('npm run build builds the server with the web app', () => {
    expect(script('package.json', 'build')).toMatch(/\bnpm run build:server\b/);
    expect(script('package.json', 'build:server')).toBe('node scripts/build-server.ts');
  });
});

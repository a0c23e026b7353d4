import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const script = (file: string, name: string): string =>
  (JSON.parse(read(file)) as { scripts: Record<string, string> }).scripts[name] ?? '';

// Without the cap, Node on a machine with much memory grows V8's young generation to 64 MB a
// half during the first start's work and keeps it: about 100 MB more resident memory for the
// whole life of the server (docs/decisions/0019). With allocation-site pretenuring, V8 may, by
// chance, allocate the driver's rows straight into the old generation during a long export,
// which then grows by a hundred MB a second (docs/decisions/0030).
describe("every way a person starts the server sets V8's memory flags", () => {
  const capped =
    /\bnode --max-semi-space-size=16 --no-allocation-site-pretenuring (--watch )?(apps\/server\/)?(src\/server\.ts|dist\/server\.js)\b/;

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

  // The benchmarks measure the server as `npm start` runs it, and the report's baseline runs in
  // the benchmark's own process, with pretenuring off too so that a tenured baseline cannot
  // flatter the server.
  test('the benchmarks', () => {
    expect(read('bench/src/start-server.ts')).toMatch(
      /SERVER_NODE_FLAGS \?\? '--max-semi-space-size=16 --no-allocation-site-pretenuring'/,
    );
    expect(script('package.json', 'bench:report')).toMatch(
      /^node --no-allocation-site-pretenuring bench\/src\/report-at-scale\.ts$/,
    );
  });

  // The fault tests and the end-to-end tests run the server as `npm start` does.
  test.each(['apps/server/src/test/server-process.ts', 'e2e/support/server.ts'])('%s', (file) => {
    expect(read(file)).toMatch(
      /spawn\(\s*process\.execPath,\s*\[\s*'--max-semi-space-size=16',\s*'--no-allocation-site-pretenuring',/,
    );
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

import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const redocly = path.join(root, 'node_modules/.bin/redocly');

const lintReport = z.object({
  totals: z.object({ errors: z.number(), warnings: z.number() }),
  problems: z.array(z.object({ ruleId: z.string(), message: z.string() })),
});

let app: TestApp;
let directory: string;
beforeAll(async () => {
  app = await createTestApp();
  directory = await mkdtemp(path.join(tmpdir(), 'depot-openapi-'));
});
afterAll(async () => {
  await app.dispose();
  await rm(directory, { recursive: true, force: true });
});

describe('the API document', () => {
  test('passes Redocly’s recommended rules with no error and no warning', async () => {
    const document = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const file = path.join(directory, 'openapi.json');
    await writeFile(file, document.body);
    // Redocly exits 1 when it finds errors; the report says what either way.
    const { stdout } = await promisify(execFile)(
      redocly,
      ['lint', file, '--extends', 'recommended', '--format', 'json'],
      {
        cwd: directory,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = lintReport.parse(JSON.parse(stdout));
    expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0 });
  });
});

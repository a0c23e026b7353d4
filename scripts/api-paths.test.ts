import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const features = path.join(root, 'apps/web/src/features');

/** Source files of the web features: what the console runs, tests and their fixtures aside. */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// A quote or backtick opening an API path: /api/…, /admin/…, /auth/… or /health.
const apiPath = /['"`]\/(api|admin|auth|health)\b/;

describe('endpoints are declared once, in packages/contracts', () => {
  test('no web feature spells an API path: each calls the declaration through callApi', () => {
    const offenders = sourceFiles(features).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          apiPath.test(line) ? [`${path.relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(offenders).toEqual([]);
  });

  test('the check finds a path written in a feature', () => {
    expect(apiPath.test("const response = await apiClient.get('/admin/team');")).toBe(true);
    expect(apiPath.test('await apiClient.post(`/auth/login`, body);')).toBe(true);
    expect(apiPath.test("navigate(paths.team.view('EMP-0001'));")).toBe(false);
  });
});

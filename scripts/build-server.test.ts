import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { describe, expect, test } from 'vitest';
import { buildServer } from './build-server.ts';

const dependenciesOf = (workspace: string): string[] =>
  Object.keys(
    (
      JSON.parse(
        readFileSync(new URL(`../${workspace}/package.json`, import.meta.url), 'utf8'),
      ) as { dependencies: Record<string, string> }
    ).dependencies,
  );
/** What the server's and the contracts' code may import: their installed dependencies. */
const installed = new Set([
  ...dependenciesOf('apps/server'),
  ...dependenciesOf('packages/contracts'),
]);

/** `fastify` of `fastify`, `@fastify/cookie` of `@fastify/cookie/x`, `node:fs` as it is. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('the server compiled ahead (npm run build:server)', async () => {
  const bundle = readFileSync(await buildServer(), 'utf8');
  const imports = [...bundle.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+"([^"]+)"/gm)].map(
    (match) => match[1] ?? '',
  );

  test('holds the server and the contracts, and imports only installed packages', () => {
    expect(imports.length).toBeGreaterThan(10);
    for (const specifier of imports) {
      const name = packageOf(specifier);
      const builtin = specifier.startsWith('node:') || builtinModules.includes(name);
      // A relative or workspace import would be looked for beside dist/, where it is not.
      expect(builtin || (installed.has(name) && !name.startsWith('@depot/')), specifier).toBe(true);
    }
  });

  test('finds its files from the package folder, as the sources do', () => {
    expect(bundle).toContain('src/db/migrations');
    expect(bundle).not.toMatch(/\.ts"\)/);
  });
});

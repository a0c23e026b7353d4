import { builtinModules, findPackageJSON } from 'node:module';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { killServers, startServer } from '../apps/server/src/test/server-process.ts';
import { buildServer, bundleServer, serverBundle } from './build-server.ts';

/** `fastify` of `fastify`, `@fastify/cookie` of `@fastify/cookie/x`, `node:fs` as it is. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('the server compiled ahead (npm run build:server)', async () => {
  const [bundle = ''] = (await bundleServer())
    .filter((file) => file.path.endsWith('.js'))
    .map((file) => file.text);
  // Static imports and exports, side-effect imports (`import "x"`) and dynamic ones.
  const imports = [
    ...bundle.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+"([^"]+)"/gm),
    ...bundle.matchAll(/^\s*import\s+"([^"]+)"/gm),
    ...bundle.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g),
  ].map((match) => match[1] ?? '');

  test('holds the server and the contracts, and imports only what resolves from dist/', () => {
    expect(imports.length).toBeGreaterThan(10);
    const from = pathToFileURL(serverBundle);
    for (const specifier of imports) {
      if (specifier.startsWith('node:') || builtinModules.includes(packageOf(specifier))) continue;
      // A relative or workspace import would be looked for beside dist/, where it is not.
      expect(specifier, specifier).not.toMatch(/^(\.|@depot\/)/);
      expect(findPackageJSON(packageOf(specifier), from), specifier).toBeDefined();
    }
  });

  // A module finding a file from its own place would find it elsewhere once bundled; the one
  // that does it (src/paths.ts) finds the package folder, one step up from src/ and dist/ alike.
  test('finds files from one place only, the package folder', () => {
    expect(bundle.match(/import\.meta\b/g)).toHaveLength(1);
  });
});

describe('the server compiled ahead starts and answers', () => {
  afterAll(killServers);

  test('on an embedded database in memory', async () => {
    const server = await startServer(
      {
        DATA_DIR: 'memory://',
        SEED_DEMO: 'false',
        ADMIN_PASSWORD: 'a long enough password for the first start',
      },
      await buildServer(),
    );
    const response = await fetch(`${server.api}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      data: { status: 'ok', database: { engine: 'pglite' } },
    });
  }, 60_000);
});

import { spawn } from 'node:child_process';
import { builtinModules, findPackageJSON } from 'node:module';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
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
  let stop = () => {};
  afterAll(() => stop());

  test('on an embedded database in memory', async () => {
    const child = spawn(
      process.execPath,
      ['--max-semi-space-size=16', '--no-allocation-site-pretenuring', await buildServer()],
      {
        env: {
          PATH: process.env.PATH,
          HOST: '127.0.0.1',
          PORT: '0',
          DATA_DIR: 'memory://',
          SEED_DEMO: 'false',
          ADMIN_PASSWORD: 'a long enough password for the first start',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    stop = () => child.kill('SIGKILL');
    let output = '';
    const address = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk;
        const match = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
    });
    const response = await fetch(`${address}/api/v1/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      data: { status: 'ok', database: { engine: 'pglite' } },
    });
  }, 60_000);
});

// `npm run build:server`: compiles the server ahead into one file, apps/server/dist/server.js,
// which `npm start` runs. The server's own modules and the contracts it shares with the web app
// are bundled; installed packages stay outside and load from node_modules as they are, since
// some find their own files beside them (PGlite its WebAssembly, for one).
//
// Run from its TypeScript sources, Node strips the types of every module as it loads it, with a
// WebAssembly compiler that stays in memory for the life of the process: about 18 MB of a
// server's resident memory, and the stripping of some 200 files at each start
// (docs/decisions/0029).
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

export const serverBundle = path.join(root, 'apps/server/dist/server.js');

/** A bare import: `fastify`, `pg/lib/...`, or the workspace's own `@depot/contracts/...`. */
const BARE_IMPORT = /^[^./]/;

export async function buildServer(): Promise<string> {
  await build({
    entryPoints: [path.join(root, 'apps/server/src/server.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Not minified: a stack trace in the log names the server's own functions, and the map
    // beside it (`node --enable-source-maps`) turns its lines back into the sources'.
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'installed-packages-outside',
        setup(bundle) {
          bundle.onResolve({ filter: BARE_IMPORT }, (args) =>
            args.path.startsWith('@depot/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return serverBundle;
}

if (import.meta.main) {
  const file = await buildServer();
  console.log(`Built the server: ${path.relative(root, file)}`);
}

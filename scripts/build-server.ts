// `npm run build:server`: compiles the server ahead into one file, apps/server/dist/server.js,
// which `npm start` runs. The server's own modules and the contracts it shares with the web app
// are bundled; installed packages stay outside and load from node_modules as they are, since
// some find their own files beside them (PGlite its WebAssembly, for one).
//
// Run from its TypeScript sources, Node strips the types of every module as it loads it, with a
// WebAssembly compiler that stays in memory for the life of the process: about 18 MB of a
// server's resident memory, and the stripping of some 200 files at each start
// (docs/decisions/0029).
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type OutputFile } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

export const serverBundle = path.join(root, 'apps/server/dist/server.js');

/** A bare import: `fastify`, `pg/lib/...`, or the workspace's own `@depot/contracts/...`. */
const BARE_IMPORT = /^[^./]/;

/** The bundle and its source map, in memory. */
export async function bundleServer(): Promise<OutputFile[]> {
  const result = await build({
    entryPoints: [path.join(root, 'apps/server/src/server.ts')],
    outfile: serverBundle,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Not minified: a stack trace in the log names the server's functions (a few renamed with a
    // number where two modules use one name), and the map beside it (`node
    // --enable-source-maps`) turns its lines back into the sources'.
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
  return result.outputFiles;
}

/**
 * Builds the bundle and puts it in place. Each file is written beside its place and renamed
 * over it, so a server starting meanwhile (another `npm start`, a benchmark) reads the old file
 * or the new one, never half of one.
 */
export async function buildServer(): Promise<string> {
  const files = await bundleServer();
  await mkdir(path.dirname(serverBundle), { recursive: true });
  // The map first: a bundle in place points to a map that is there.
  const isMap = (file: OutputFile) => file.path.endsWith('.map');
  for (const file of [...files.filter(isMap), ...files.filter((file) => !isMap(file))]) {
    const draft = `${file.path}.${process.pid}.tmp`;
    await writeFile(draft, file.contents);
    await rename(draft, file.path);
  }
  return serverBundle;
}

if (path.resolve(process.argv[1] ?? '') === import.meta.filename) {
  const file = await buildServer();
  console.log(`Built the server: ${path.relative(root, file)}`);
}

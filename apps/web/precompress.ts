import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Below this, compression costs more in headers and CPU than it saves. */
const MIN_BYTES = 1024;

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/**
 * Compresses the built files once, at build time, at the highest levels (brotli 11, gzip 9), next
 * to each file as .br and .gz; the server hands them out as they are rather than compressing
 * every request at a fast, weak level.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  let writes = true;
  return {
    name: 'depot-precompress',
    // Client builds only: the prerender build (--ssr) makes no pages of its own.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      writes = config.build.write;
    },
    async closeBundle() {
      // A build that writes no files (the chunk plan's) has nothing of its own to compress.
      if (!writes) return;
      // The build manifest (.vite/) is for tools, not browsers.
      const files = (await filesUnder(outDir)).filter(
        (file) => COMPRESSIBLE.test(file) && !file.includes(`${path.sep}.vite${path.sep}`),
      );
      for (const file of files) {
        const content = await readFile(file);
        if (content.length < MIN_BYTES) continue;
        const brotli = brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        const gzip = gzipSync(content, { level: 9 });
        if (brotli.length < content.length) await writeFile(`${file}.br`, brotli);
        if (gzip.length < content.length) await writeFile(`${file}.gz`, gzip);
      }
    },
  };
}

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** A copy of index.html that also preloads the code of the screen its paths open. */
export type EntryPage = {
  /** The file written beside index.html. */
  file: string;
  /** The paths the server answers with this file rather than index.html. */
  paths: string[];
  /** The source modules the screen loads lazily, as the route table imports them. */
  modules: string[];
};

/** Which page the server hands out for which path; read by the server's web plugin. */
export const ENTRY_PAGES_FILE = 'entry-pages.json';

function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const chunk = Object.values(bundle).find(
    (output): output is OutputChunk =>
      output.type === 'chunk' && (output.facadeModuleId?.endsWith(module) ?? false),
  );
  if (!chunk) throw new Error(`entry pages: no chunk is built from ${module}`);
  return chunk;
}

/** A chunk's file, every chunk it imports statically (transitively), and their CSS. */
function closure(bundle: OutputBundle, chunk: OutputChunk, files = new Set<string>()) {
  if (files.has(chunk.fileName)) return files;
  files.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') closure(bundle, next, files);
  }
  return files;
}

function preloadTags(base: string, files: Iterable<string>, html: string): string {
  return [...files]
    .filter((file) => !html.includes(`${base}${file}"`))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" href="${base}${file}">`
        : `<link rel="modulepreload" crossorigin href="${base}${file}">`,
    )
    .join('\n    ');
}

/**
 * The first screen's code is fetched only once the entry has run and the router has matched the
 * path: a second round trip before anything shows. Each page written here is index.html plus
 * preload links for its screen (the sign-in screens, the shell), so the browser fetches the
 * entry and that screen's code together; the server picks the page by path.
 */
export function entryPagesPlugin(pages: EntryPage[]): Plugin {
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'depot-entry-pages',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    async writeBundle(_options, bundle) {
      const indexFile = path.join(outDir, 'index.html');
      const html = await readFile(indexFile, 'utf8');
      for (const page of pages) {
        const files = new Set<string>();
        for (const module of page.modules) closure(bundle, chunkOf(bundle, module), files);
        const tags = preloadTags(base, files, html);
        await writeFile(
          path.join(outDir, page.file),
          html.replace('</head>', `  ${tags}\n  </head>`),
        );
      }
      const byPath = Object.fromEntries(
        pages.flatMap((page) => page.paths.map((pagePath) => [pagePath, page.file])),
      );
      await writeFile(path.join(outDir, ENTRY_PAGES_FILE), `${JSON.stringify(byPath, null, 2)}\n`);
    },
  };
}

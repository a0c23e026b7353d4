import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CONSOLE_FRAME_FILE,
  type ConsoleFrameTemplate,
  FRAME_SLOT,
} from '@depot/contracts/console-frame';
import type { Plugin, Rolldown } from 'vite';
import { ANTD_STYLES_ASSET } from './antd-styles.ts';
import type { RenderedConsoleFrame } from './src/prerender.tsx';

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
  /** A sign-in path whose screen is rendered into the page at build time (see src/prerender.tsx). */
  prerender?: string;
  /**
   * The console's page: beside it the build writes the console's frame in pieces
   * (CONSOLE_FRAME_FILE), which the server draws into it for someone signed in.
   */
  frame?: true;
  /**
   * The page fetches antd's built stylesheet (antd-styles.ts) from the start, beside the shell's
   * code: the shell waits on it before its first render.
   */
  antdStyles?: true;
};

type EntryPagesOptions = {
  pages: EntryPage[];
  /** The server build of src/prerender.tsx, made before the client build. */
  prerenderModule: string;
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

/** The built stylesheet of antd's styles (antd-styles.ts). */
function antdStylesFile(bundle: OutputBundle): string {
  const asset = Object.values(bundle).find(
    (output) => output.type === 'asset' && output.names.includes(ANTD_STYLES_ASSET),
  );
  if (!asset) throw new Error(`entry pages: the build wrote no ${ANTD_STYLES_ASSET}`);
  return asset.fileName;
}

/** `marker` replaced by `text`; a page without the marker is a build error, never a quiet miss. */
function replaceOnce(html: string, marker: string, text: string): string {
  if (!html.includes(marker)) throw new Error(`entry pages: index.html has no ${marker}`);
  return html.replace(marker, () => text);
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
 * The app's own stylesheet (a few KB; antd's comes from antd-styles.ts, preloaded, which only the
 * shell waits for) written into the page, so that the first paint waits on no request but the
 * page's own.
 */
async function inlineStylesheets(html: string, outDir: string, base: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g)];
  let inlined = html;
  for (const [tag, href] of links) {
    const css = await readFile(path.join(outDir, (href ?? '').slice(base.length)), 'utf8');
    // A function, so that `$&` and the like in the CSS are not read as replacement patterns.
    inlined = inlined.replace(tag, () => `<style>${css.trim()}</style>`);
  }
  return inlined;
}

/**
 * The page with `screen` drawn into its root. Inert until the app takes over (main.tsx lifts it):
 * a press on a sent form must not submit it natively. The sign-in forms also say method="post",
 * so that even a browser without `inert` would send nothing in a URL (and get the server's 404).
 */
function pageWithScreen(pageHtml: string, screen: string): string {
  return (
    replaceOnce(pageHtml, '<div id="root"></div>', `<div id="root" inert>${screen}</div>`)
      // The screen is drawn already: its code no longer stands between the page and its first
      // paint, so it need not be fetched ahead of what the page itself shows.
      .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
      .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')
  );
}

type PrerenderModule = {
  renderSignInScreen: (path: string) => string;
  renderConsoleFrame: () => RenderedConsoleFrame;
};

/**
 * The first screen's code is fetched only once the entry has run and the router has matched the
 * path: a second round trip before anything shows. Each page written here is index.html plus
 * preload links for its screen (the sign-in screens, the shell), so the browser fetches the
 * entry and that screen's code together; the server picks the page by path.
 */
export function entryPagesPlugin({ pages, prerenderModule }: EntryPagesOptions): Plugin {
  let outDir = 'dist';
  let base = '/';
  let root = '.';
  return {
    name: 'depot-entry-pages',
    // Client builds only: the prerender build (--ssr) makes no pages of its own.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
      root = config.root;
    },
    async writeBundle(_options, bundle) {
      const prerendered = pages.some((page) => page.prerender || page.frame)
        ? ((await import(
            pathToFileURL(path.resolve(root, prerenderModule)).href
          )) as PrerenderModule)
        : undefined;
      const indexFile = path.join(outDir, 'index.html');
      const html = await inlineStylesheets(await readFile(indexFile, 'utf8'), outDir, base);
      await writeFile(indexFile, html);
      for (const page of pages) {
        const files = new Set<string>();
        for (const module of page.modules) closure(bundle, chunkOf(bundle, module), files);
        let tags = preloadTags(base, files, html);
        if (page.antdStyles) {
          tags += `\n    <link rel="preload" as="style" href="${base}${antdStylesFile(bundle)}">`;
        }
        let pageHtml = replaceOnce(html, '</head>', `  ${tags}\n  </head>`);
        if (page.prerender && prerendered) {
          pageHtml = pageWithScreen(pageHtml, prerendered.renderSignInScreen(page.prerender));
        }
        if (page.frame && prerendered) {
          const rendered = prerendered.renderConsoleFrame();
          const template: ConsoleFrameTemplate = {
            pageFile: page.file,
            page: pageWithScreen(pageHtml, FRAME_SLOT.frame),
            ...rendered,
            screens: rendered.screens.map(({ module, ...screen }) => ({
              ...screen,
              preload: [...closure(bundle, chunkOf(bundle, module))]
                .filter((file) => file.endsWith('.js') && !files.has(file))
                .map((file) => `${base}${file}`),
            })),
          };
          await writeFile(path.join(outDir, CONSOLE_FRAME_FILE), JSON.stringify(template));
        }
        await writeFile(path.join(outDir, page.file), pageHtml);
      }
      const byPath = Object.fromEntries(
        pages.flatMap((page) => page.paths.map((pagePath) => [pagePath, page.file])),
      );
      await writeFile(path.join(outDir, ENTRY_PAGES_FILE), `${JSON.stringify(byPath, null, 2)}\n`);
    },
  };
}

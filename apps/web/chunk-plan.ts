import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * Fewer, larger files for the console, computed from a first build.
 *
 * Split by what each screen imports, the console came to some 70 files for one list: every
 * lazily loaded screen and the shell are siblings under the router, so the bundler puts each bit
 * of code they share into a file of its own, and a phone's connection (six at a time to one
 * host over HTTP/1.1, a round trip of 150 ms each) queues them. Two groups put that code back
 * together (measured: every screen but one downloads less, as larger files compress better):
 * - **entry**: what the first download imports, which every page runs anyway;
 * - **console**: what the shell imports, which every signed-in screen runs anyway, and what at
 *   least a share `sharedByScreens` of the signed-in screens import (a sign-in screen's code stays out of it); then every
 *   other shared chunk shorter than `smallChunkChars` that a share `smallChunkSharedByScreens` of
 *   the screens imports, once all it imports is grouped, the first
 *   download's or sign-in's: a phone pays a round trip for a file of a few hundred bytes, more
 *   than every screen downloading them all costs (the team list: 27 files to 15, 0.5 KB more).
 *
 * The groups are sets of modules as they were built, tree-shaken, in the first build: the module
 * graph alone cannot tell them, as it runs through antd's index, which imports every component.
 */

/** One chunk of a build as the plan reads it. */
export type PlannedChunk = {
  /** The module a chunk is named by: the page's entry, or a module loaded lazily. */
  facadeModuleId: string | null;
  isEntry: boolean;
  /** Files this chunk imports statically. */
  imports: string[];
  /** Ids of the modules in this chunk, after tree-shaking. */
  moduleIds: string[];
  /** Length of the chunk's code, before compression. */
  size: number;
};

export type ChunkPlanOptions = {
  /** Source modules (relative paths) that sign-in loads: their code stays out of the groups. */
  signIn: string[];
  /** Source modules every signed-in screen loads with itself: the shell. */
  console: string[];
  /** Which lazily loaded modules are screens. */
  screen: RegExp;
  /**
   * Code imported by at least this share of the signed-in screens (0 to 1) joins the console
   * group. A share, not a count: as areas add screens, a count would pull ever more code (the
   * forms' antd parts, once a dozen forms use them) into what every screen downloads.
   */
  sharedByScreens: number;
  /** A shared chunk whose code is shorter than this (in characters) joins the console group too, */
  smallChunkChars: number;
  /**
   * … once at least this share of the signed-in screens (0 to 1) imports it: an area's own small
   * modules (its field labels, its API calls) stay with the few screens that use them, instead of
   * every screen downloading every area's.
   */
  smallChunkSharedByScreens: number;
};

export type ChunkGroup = 'entry' | 'console';

/** Module id → the group it joins; modules not named stay where the bundler puts them. */
export function planChunks(
  chunks: Record<string, PlannedChunk>,
  options: ChunkPlanOptions,
): Record<string, ChunkGroup> {
  const facadeOf = (module: string) => {
    const found = Object.entries(chunks).find(([, chunk]) =>
      chunk.facadeModuleId?.endsWith(module),
    );
    if (!found) throw new Error(`chunk plan: no chunk is built from ${module}`);
    return found[0];
  };
  const closure = (file: string, files = new Set<string>()) => {
    if (files.has(file)) return files;
    files.add(file);
    for (const imported of chunks[file]?.imports ?? []) closure(imported, files);
    return files;
  };
  const closureOf = (files: string[]) => {
    const all = new Set<string>();
    for (const file of files) closure(file, all);
    return all;
  };

  const entry = closureOf(
    Object.entries(chunks)
      .filter(([, chunk]) => chunk.isEntry)
      .map(([file]) => file),
  );
  const signIn = closureOf(options.signIn.map(facadeOf));
  const shell = closureOf(options.console.map(facadeOf));
  const signInModules = new Set(options.signIn);
  const screens = Object.entries(chunks)
    .filter(([, chunk]) => {
      const id = chunk.facadeModuleId;
      return (
        id !== null && options.screen.test(id) && ![...signInModules].some((m) => id.endsWith(m))
      );
    })
    .map(([file]) => file);
  const screensImporting = new Map<string, number>();
  for (const screen of screens) {
    for (const file of closure(screen)) {
      screensImporting.set(file, (screensImporting.get(file) ?? 0) + 1);
    }
  }

  const sharedBy = Math.max(2, Math.round(options.sharedByScreens * screens.length));
  const smallSharedBy = Math.round(options.smallChunkSharedByScreens * screens.length);
  const plan: Record<string, ChunkGroup> = {};
  const grouped = new Set<string>();
  const join = (file: string, group: ChunkGroup) => {
    grouped.add(file);
    for (const id of chunks[file]?.moduleIds ?? []) plan[id] = group;
  };
  for (const [file, chunk] of Object.entries(chunks)) {
    // A chunk named by an entry or a lazily loaded module keeps its name and its own modules.
    if (chunk.facadeModuleId) continue;
    let group: ChunkGroup | undefined;
    if (entry.has(file)) group = 'entry';
    else if (signIn.has(file)) group = undefined;
    else if (shell.has(file) || (screensImporting.get(file) ?? 0) >= sharedBy) {
      group = 'console';
    }
    if (group) join(file, group);
  }
  // Small chunks join only once everything they import is grouped, or is the first download's or
  // sign-in's (neither of which imports the console's code), so the console file never imports
  // a file that imports it back: until nothing more can join.
  const settled = (imported: string) =>
    grouped.has(imported) || entry.has(imported) || signIn.has(imported);
  for (let joined = true; joined; ) {
    joined = false;
    for (const [file, chunk] of Object.entries(chunks)) {
      if (chunk.facadeModuleId || grouped.has(file) || signIn.has(file)) continue;
      if (chunk.size >= options.smallChunkChars) continue;
      if ((screensImporting.get(file) ?? 0) < smallSharedBy) continue;
      if (!chunk.imports.every(settled)) continue;
      join(file, 'console');
      joined = true;
    }
  }
  return plan;
}

/** Writes the plan of the build it is in to `file` (the first build; see `readChunkPlan`). */
export function chunkPlanWriter(file: string, options: ChunkPlanOptions): Plugin {
  return {
    name: 'depot-chunk-plan',
    generateBundle(_output, bundle: Rolldown.OutputBundle) {
      const chunks: Record<string, PlannedChunk> = {};
      for (const [name, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[name] = {
          facadeModuleId: output.facadeModuleId,
          isEntry: output.isEntry,
          imports: output.imports,
          moduleIds: output.moduleIds,
          size: output.code.length,
        };
      }
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(planChunks(chunks, options))}\n`);
    },
  };
}

/** The plan a first build wrote, or none (the bundler's own split) when there is no such file. */
export function readChunkPlan(file: string): Record<string, ChunkGroup> | undefined {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

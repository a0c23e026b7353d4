import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The compressed JavaScript each screen of the built console downloads, held to a budget.
// Sizes, not timings: the same build gives the same figures on any machine. A screen's figure is
// the entry and everything it imports, plus the screen's own chunk and its imports, plus the
// shell's for the screens inside it, plus what a screen fetches by itself once drawn
// (LOADED_AFTER_FIRST_PAINT), compressed as the server hands them out (brotli 11; gzip 9
// is printed for comparison). Every screen of the route table is found in the build's manifest:
// a lazily loaded module under src/features/*/routes/.

/** One chunk of Vite's build manifest, keyed by its source path. */
export type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/** What every console screen loads besides its own code: the shell, and the permission check. */
export const CONSOLE_MODULES = [
  'src/app/shell/app-shell.tsx',
  'src/components/permission-gate.tsx',
];
const USER_FILTER = 'src/components/list/user-filter.tsx';
const VENDOR_FILTER = 'src/components/list/vendor-filter.tsx';

/**
 * Code a screen fetches by itself once drawn (not on a person's action, like a dialog): part of
 * the screen's figure, since a phone downloads it all the same.
 */
export const LOADED_AFTER_FIRST_PAINT: Record<string, string[]> = {
  'src/features/dashboard/routes/dashboard.tsx': ['src/features/dashboard/components/chart-js.ts'],
  'src/features/orders/routes/orders.tsx': [USER_FILTER],
  'src/features/transactions/routes/transactions.tsx': [USER_FILTER],
  'src/features/shipments/routes/shipments.tsx': [USER_FILTER],
  'src/features/receiving/routes/receiving.tsx': [USER_FILTER, VENDOR_FILTER],
  // The counts are asked for while a receipt waits for its decision.
  'src/features/receiving/routes/receiving-view.tsx': [
    'src/features/receiving/components/receipt-counts-form.tsx',
  ],
};
const SCREEN_MODULE = /^src\/features\/([^/]+)\/routes\/[^/]+\.tsx$/;
const KB = 1024;

/**
 * The budgets, in KB of brotli. Sign-in: the first download of everyone, phones included, and
 * nothing of the console. The console's screens: 350 KB with the shell (docs/BENCHMARKS.md keeps
 * the figures).
 */
export const SIGN_IN_BUDGET_KB = 170;
export const CONSOLE_BUDGET_KB = 350;

export type ScreenSize = {
  module: string;
  signIn: boolean;
  brotli: number;
  gzip: number;
  files: number;
  budgetKb: number;
};

function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/** Each file compressed once, however many screens share it (brotli 11 is slow). */
const compressedFiles = new Map<string, { brotli: number; gzip: number }>();

function compressedFile(dist: string, file: string) {
  const key = path.join(dist, file);
  let sizes = compressedFiles.get(key);
  if (!sizes) {
    const content = readFileSync(key);
    sizes = {
      brotli: brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }).length,
      gzip: gzipSync(content, { level: 9 }).length,
    };
    compressedFiles.set(key, sizes);
  }
  return sizes;
}

function compressedSizes(dist: string, files: string[]) {
  let brotli = 0;
  let gzip = 0;
  for (const file of files) {
    const sizes = compressedFile(dist, file);
    brotli += sizes.brotli;
    gzip += sizes.gzip;
  }
  return { brotli, gzip };
}

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
}

/**
 * A circle of files importing each other (their manifest keys, the first repeated at the end),
 * or undefined. The build groups modules into files by a plan (apps/web/chunk-plan.ts) that
 * holds no circle; a file that ran before the file it imports could read what is not yet set.
 */
export function importCycle(manifest: Manifest): string[] | undefined {
  const done = new Set<string>();
  const trail: string[] = [];
  const visit = (key: string): string[] | undefined => {
    const open = trail.indexOf(key);
    if (open >= 0) return [...trail.slice(open), key];
    if (done.has(key) || !manifest[key]) return undefined;
    trail.push(key);
    for (const imported of manifest[key].imports ?? []) {
      const cycle = visit(imported);
      if (cycle) return cycle;
    }
    trail.pop();
    done.add(key);
    return undefined;
  };
  for (const key of Object.keys(manifest)) {
    const cycle = visit(key);
    if (cycle) return cycle;
  }
  return undefined;
}

/** Every screen's download, from a built app's directory (its .vite/manifest.json). */
export function screenSizes(
  dist: string,
  afterFirstPaint: Record<string, string[]> = LOADED_AFTER_FIRST_PAINT,
): ScreenSize[] {
  const manifest = readManifest(dist);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the manifest names no entry: was the app built with a manifest?');
  const screens = Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry && SCREEN_MODULE.test(key))
    .sort();
  for (const screen of Object.keys(afterFirstPaint)) {
    if (!screens.includes(screen)) throw new Error(`${screen} is not a screen of the build`);
  }
  return screens.map((module) => {
    const signIn = SCREEN_MODULE.exec(module)?.[1] === 'auth';
    const later = afterFirstPaint[module] ?? [];
    for (const key of later) {
      if (!manifest[key]) throw new Error(`${module} loads ${key}, which the build does not hold`);
    }
    const keys = [
      ...closure(manifest, [entry, ...(signIn ? [] : CONSOLE_MODULES), module, ...later]),
    ];
    const sizes = compressedSizes(
      dist,
      keys.flatMap((key) => manifest[key]?.file ?? []),
    );
    const budgetKb = signIn ? SIGN_IN_BUDGET_KB : CONSOLE_BUDGET_KB;
    return { module, signIn, ...sizes, files: keys.length, budgetKb };
  });
}

/** The screens over their budget. */
export function overBudget(sizes: ScreenSize[]): ScreenSize[] {
  return sizes.filter((size) => size.brotli > size.budgetKb * KB);
}

function printTable(sizes: ScreenSize[]) {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`.padStart(10);
  console.log(
    `${'screen'.padEnd(52)}${'brotli'.padStart(10)}${'gzip'.padStart(10)}${'budget'.padStart(10)}  files`,
  );
  for (const size of sizes) {
    const name = `${size.module.replace(/^src\/features\//, '')}${size.signIn ? '' : ' + shell'}`;
    const mark = size.brotli > size.budgetKb * KB ? '  OVER' : '';
    console.log(
      `${name.padEnd(52)}${kb(size.brotli)}${kb(size.gzip)}${`${size.budgetKb} KB`.padStart(10)}  ${size.files}${mark}`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
  const cycle = importCycle(readManifest(dist));
  if (cycle) {
    console.error(`Files of the build import each other in a circle: ${cycle.join(' → ')}`);
    process.exit(1);
  }
  const sizes = screenSizes(dist);
  printTable(sizes);
  const over = overBudget(sizes);
  if (over.length > 0) {
    console.error(
      `\n${over.length} screen(s) over budget: ${over.map((size) => size.module).join(', ')}`,
    );
    process.exit(1);
  }
  console.log(
    `\nEvery screen within its budget (sign-in ${SIGN_IN_BUDGET_KB} KB, console ${CONSOLE_BUDGET_KB} KB).`,
  );
}

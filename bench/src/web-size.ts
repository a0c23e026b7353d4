import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The JavaScript a browser downloads for each screen of the built console, compressed as the
// server hands it out (brotli 11, and gzip 9 for comparison): the entry and everything it
// imports, then the screen's own chunk and its imports. Sizes, not timings: the same build gives
// the same figures on any machine. Run `npm run build` first.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'apps/web/dist');
/** One chunk of Vite's build manifest, keyed by its source path. */
type Chunk = { file: string; isEntry?: boolean; imports?: string[] };
const manifest: Record<string, Chunk> = JSON.parse(
  readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
);

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

function compressed(files: string[]) {
  let brotli = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(path.join(dist, file));
    brotli += brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { brotli, gzip };
}

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('the manifest names no entry: was the app built with a manifest?');
const shell = 'src/app/shell/app-shell.tsx';

/** Screens people open first, and the largest; each with the source module it loads. */
const screens: Array<[route: string, modules: string[]]> = [
  ['/login', ['src/features/auth/routes/auth-screen.tsx']],
  ['/reset-password', ['src/features/auth/routes/reset-password-screen.tsx']],
  ['/dashboard', [shell, 'src/features/dashboard/routes/dashboard.tsx']],
  ['/team', [shell, 'src/features/team/routes/team.tsx']],
  ['/team/edit/{employeeId}', [shell, 'src/features/team/routes/team-member-edit.tsx']],
  ['/setting', [shell, 'src/features/settings/routes/preferences.tsx']],
  ['/setting/privileges', [shell, 'src/features/settings/routes/privileges.tsx']],
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);
console.log(`${'screen'.padEnd(28)}${'brotli'.padStart(10)}${'gzip'.padStart(10)}  files`);
for (const [route, modules] of screens) {
  const keys = [...closure([entry, ...modules])];
  const { brotli, gzip } = compressed(keys.flatMap((key) => manifest[key]?.file ?? []));
  console.log(`${route.padEnd(28)}${kb(brotli)}${kb(gzip)}  ${keys.length}`);
}

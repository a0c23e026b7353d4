// `npm run typecheck`: tsc on every TypeScript project of the repository (their tsconfig says
// noEmit). One tsc keeps one core busy, so the projects run as many at a time as the machine has
// cores, the largest first: one after another left a core idle. Each project's output is
// printed whole once it ends, so two projects' errors never interleave.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules/.bin/tsc');

/** The projects, largest first, so that a small one is what the last free core runs. */
const PROJECTS = ['apps/web', 'apps/server', 'bench', 'packages/contracts', 'e2e', 'scripts'];

function check(project: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(tsc, ['-p', project], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => {
      output += `${error.message}\n`;
    });
    child.on('close', (code) => {
      console.log(`tsc -p ${project}: ${code === 0 ? 'no errors' : 'failed'}`);
      if (output) process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const waiting = [...PROJECTS];
const results: boolean[] = [];
async function lane() {
  for (let project = waiting.shift(); project; project = waiting.shift()) {
    results.push(await check(project));
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), waiting.length) }, lane));
if (results.some((passed) => !passed)) process.exitCode = 1;

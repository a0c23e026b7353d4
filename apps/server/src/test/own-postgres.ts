import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Debian keeps each major version apart: the newest installed, or PG_BIN. */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  return path.join('/usr/lib/postgresql', versions.at(-1) ?? '', 'bin');
}

/** pg_ctl refuses root, as the cluster's own scripts know: run it as postgres then. */
function pgCtl(args: string[]) {
  const command = path.join(postgresBin(), 'pg_ctl');
  return process.getuid?.() === 0
    ? run('runuser', ['-u', 'postgres', '--', command, ...args])
    : run(command, args);
}

export type OwnPostgres = {
  /** DATABASE_URL of its database, for a server to use. */
  url: string;
  /** Stops it as an operator's restart does first: fast, ending every connection. */
  stop(): Promise<void>;
  /** Starts it again with the same settings, on the same port and data. */
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  dispose(): Promise<void>;
};

/**
 * A PostgreSQL server of a test's own (scripts/pg-temp.sh, kept running), for a test that
 * stops and starts the database under a running Depot server, which the shared one of the
 * test run must never be.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const child: ChildProcess = spawn('bash', [path.join(root, 'scripts/pg-temp.sh')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const { url, dataDir } = await new Promise<{ url: string; dataDir: string }>(
    (resolve, reject) => {
      const check = setInterval(() => {
        const url = /^DATABASE_URL=(\S+)$/m.exec(stdout)?.[1];
        const dataDir = /data in (\S+)/.exec(stderr)?.[1];
        if (url && dataDir) {
          clearInterval(check);
          resolve({ url, dataDir });
        }
      }, 50);
      child.once('exit', (code) => {
        clearInterval(check);
        reject(new Error(`pg-temp.sh exited with ${code}:\n${stderr}`));
      });
    },
  );
  const log = path.join(path.dirname(dataDir), 'postgres.log');
  return {
    url,
    async stop() {
      await pgCtl(['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']);
    },
    async start() {
      // restart on a stopped server starts it with the options it last ran with (postmaster.opts).
      await pgCtl(['-D', dataDir, '-l', log, '-w', '-t', '60', 'restart']);
    },
    async dispose() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

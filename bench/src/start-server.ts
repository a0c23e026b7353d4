import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../scripts/build-server.ts';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.ts';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type RunningServer = {
  url: string;
  /** The server's process id, to read its memory from /proc. */
  pid: number;
  stop: () => Promise<void>;
  /** Ends the process at once (SIGKILL), as a crash or the kernel's OOM killer would. */
  kill: () => Promise<void>;
  /** Everything the server has printed so far (its log, e.g. mails it could not send). */
  output: () => string;
  /**
   * The first line printed from now on that `pick` gives a value for: waits on the output as it
   * comes, without reading what was printed before again.
   */
  nextLine: (pick: (line: string) => string | undefined) => Promise<string>;
};

function ended(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill(signal);
  });
}

/**
 * Node's flags for every process started here: `npm start`'s (scripts/server-node-flags.ts), or
 * `SERVER_NODE_FLAGS` in their place; `SERVER_NODE_FLAGS=""` measures Node's default, which on a
 * machine with much memory lets the young generation grow to 64 MB a half and keep it.
 */
const NODE_FLAGS =
  process.env.SERVER_NODE_FLAGS === undefined
    ? SERVER_NODE_FLAGS
    : process.env.SERVER_NODE_FLAGS.split(' ').filter(Boolean);

const NEXT_LINE_WAIT_MS = 10_000;

/** Starts a server script as its own process and waits until it prints its URL. */
export function startProcess(
  args: string[],
  env: Record<string, string>,
  urlPattern: RegExp,
): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [...NODE_FLAGS, ...args], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const waiting = new Set<(line: string) => boolean>();
  let partial = '';
  const nextLine = (pick: (line: string) => string | undefined) =>
    new Promise<string>((resolve, reject) => {
      // A line that never comes (a mail not sent) fails the benchmark instead of hanging it.
      const timer = setTimeout(() => {
        waiting.delete(waiter);
        reject(new Error(`no line for this in ${NEXT_LINE_WAIT_MS} ms`));
      }, NEXT_LINE_WAIT_MS);
      const waiter = (line: string) => {
        const value = pick(line);
        if (value === undefined) return false;
        clearTimeout(timer);
        resolve(value);
        return true;
      };
      waiting.add(waiter);
    });
  return new Promise((resolve, reject) => {
    let output = '';
    let started = false;
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      // Whole lines only: a line split across two chunks is read once its end has come.
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      if (waiting.size > 0) {
        for (const line of lines) {
          for (const waiter of waiting) if (waiter(line)) waiting.delete(waiter);
        }
      }
      // Read for the URL until it is found, not again over the whole log on every chunk after.
      const match = started ? null : urlPattern.exec(output);
      if (match?.[1]) {
        started = true;
        resolve({
          url: match[1],
          pid: child.pid ?? 0,
          output: () => output,
          nextLine,
          stop: () => ended(child, 'SIGTERM'),
          kill: () => ended(child, 'SIGKILL'),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

/**
 * The server as `npm start` runs it, compiled ahead into one file; built afresh when a benchmark
 * starts, so that it measures the sources as they are. `BENCH_SERVER=sources` runs the
 * TypeScript sources instead, as `npm run dev:server` does, to compare the two.
 */
export const depotServerFile =
  process.env.BENCH_SERVER === 'sources'
    ? path.join(repositoryRoot, 'apps/server/src/server.ts')
    : await buildServer();

/** What a sign-in answers: the tokens the console keeps as cookies. */
export type SessionTokens = { accessToken: string; permissionsToken: string };

/**
 * Signs in over HTTP as `admin`, reading the mailed code from the server's log where it prints
 * its mail (no SMTP_URL); answers the session's tokens.
 */
export async function signInTokensFromLog(
  server: RunningServer,
  admin: { email: string; password: string },
): Promise<SessionTokens> {
  const before = server.output().length;
  const login = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const started = (await login.json()).data;
  if (!started.otpRequired) return started;
  let code = '';
  for (let tries = 0; tries < 100 && !code; tries++) {
    code = /(\d{6}) is your Depot sign-in code/.exec(server.output().slice(before))?.[1] ?? '';
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const verified = await fetch(`${server.url}/api/v1/auth/verify-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ challengeId: started.challengeId, code }),
  });
  const tokens = (await verified.json()).data;
  if (!tokens?.accessToken) throw new Error(`signing in as ${admin.email} failed`);
  return tokens;
}

/** Signs in as `signInTokensFromLog` does; answers the access token. */
export async function signInFromLog(
  server: RunningServer,
  admin: { email: string; password: string },
): Promise<string> {
  return (await signInTokensFromLog(server, admin)).accessToken;
}

/**
 * The console on `dataDir` with its sample data (a first start seeds it), and its administrator
 * signed in with `password`. `WEB_DIST_DIR` in the environment serves another build of the web
 * app, to measure it against this one (before and after).
 */
export async function startConsoleSignedIn(
  dataDir: string,
  password: string,
): Promise<{ server: RunningServer; tokens: SessionTokens }> {
  const server = await startProcess(
    [depotServerFile],
    {
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: password,
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
    /running at (http:\/\/\S+)/,
  );
  try {
    const tokens = await signInTokensFromLog(server, { email: 'admin@depot.local', password });
    return { server, tokens };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

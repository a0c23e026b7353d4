import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../../../scripts/server-node-flags.ts';
import { TEST_DATA_CACHE_MB } from './test-app.ts';

/** The server's entry point from its sources (`npm start` runs the same compiled ahead). */
export const serverFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'server.ts',
);
const running = new Set<ChildProcess>();

/** Ends every server a test started and left running (for afterEach). */
export function killServers(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  /** The API's base address, `http://127.0.0.1:port/api/v1`. */
  api: string;
  /** Everything the process printed so far, stdout and stderr together. */
  output: () => string;
};

/** Ends `child` with the others in `killServers`, for a test that spawns the server itself. */
export function track(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/**
 * Starts the server as a person would (`npm start`'s flags), from its sources or from `file`
 * (the server compiled ahead), and waits for its welcome line.
 */
export async function startServer(
  env: Record<string, string>,
  file = serverFile,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, file], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATA_CACHE_MB: TEST_DATA_CACHE_MB,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const welcome = await printed(child, () => output, /running at http:\/\/127\.0\.0\.1:(\d+)/);
  const port = Number(welcome[1]);
  return { child, port, api: `http://127.0.0.1:${port}/api/v1`, output: () => output };
}

/** Waits until the process has printed `pattern`; fails, with its output, if it exits first. */
function printed(child: ChildProcess, output: () => string, pattern: RegExp) {
  return new Promise<RegExpExecArray>((resolve, reject) => {
    const check = setInterval(() => {
      const match = pattern.exec(output());
      if (match) {
        clearInterval(check);
        child.off('exit', exited);
        resolve(match);
      }
    }, 50);
    function exited(code: number | null) {
      clearInterval(check);
      reject(new Error(`server exited with ${code} before printing ${pattern}:\n${output()}`));
    }
    child.once('exit', exited);
  });
}

/** Waits until the server has printed `pattern` (a log line of what it is doing). */
export function serverPrinted(server: ServerProcess, pattern: RegExp): Promise<RegExpExecArray> {
  return printed(server.child, server.output, pattern);
}

/**
 * The process's exit code, once it exits: however long a busy machine makes it take. The test's
 * own timeout bounds the wait, and `killServers` ends a process a failed test left running.
 */
export async function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const [code] = await once(child, 'exit');
  return code;
}

export type HttpSession = { accessToken: string; permissionsToken: string; cookies: string[] };

/**
 * Signs in over HTTP as a person does: password, then the code, read from the log where the
 * server prints its mail when it has no SMTP server.
 */
export async function signInOverHttp(
  server: ServerProcess,
  email: string,
  password: string,
): Promise<HttpSession> {
  const post = (url: string, body: object) =>
    fetch(`${server.api}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const codesBefore = printedCodes(server).length;
  const login = await post('/auth/login', { email, password });
  expect(login.status).toBe(200);
  const { challengeId } = (await login.json()).data;
  // The log is written asynchronously by another process: wait until the new code is in it.
  await expect.poll(() => printedCodes(server).length).toBeGreaterThan(codesBefore);
  const code = printedCodes(server).at(-1) ?? '';
  const verified = await post('/auth/verify-otp', { challengeId, code });
  expect(verified.status).toBe(200);
  const { accessToken, permissionsToken } = (await verified.json()).data;
  const cookies = verified.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  return { accessToken, permissionsToken, cookies };
}

function printedCodes(server: ServerProcess): string[] {
  return [...server.output().matchAll(/code (\d{6})"/g)].map((match) => match[1] ?? '');
}

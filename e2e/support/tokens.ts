import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The key the e2e server generated on its first start and signs tokens with (HS256). */
async function serverSigningKey(): Promise<Buffer> {
  const logFile = process.env.DEPOT_E2E_SERVER_LOG;
  if (!logFile) throw new Error('DEPOT_E2E_SERVER_LOG is not set: is the global setup running?');
  // The server keeps its data folder, log and generated key together.
  const keyFile = path.join(path.dirname(logFile), 'keys', 'token-signing.key');
  return Buffer.from((await readFile(keyFile, 'utf8')).trim(), 'base64url');
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The same access token, properly signed by the server's key, but expired a minute ago: what
 * a browser holds after its tab slept past the token's 15 minutes.
 */
export async function expiredCopyOf(accessToken: string): Promise<string> {
  const [header, payload] = accessToken.split('.');
  if (!header || !payload) throw new Error('not a JWT');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const now = Math.floor(Date.now() / 1000);
  const body = `${header}.${base64url({ ...claims, iat: now - 16 * 60, exp: now - 60 })}`;
  const signature = createHmac('sha256', await serverSigningKey())
    .update(body)
    .digest('base64url');
  return `${body}.${signature}`;
}

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The HMAC key for access and permissions tokens: JWT_SECRET when given, otherwise a random
 * key generated on first start and kept under DATA_DIR (readable by the owner only).
 */
export async function loadSigningKey(options: {
  secret: string | undefined;
  dataDir: string;
}): Promise<Uint8Array> {
  if (options.secret) return new TextEncoder().encode(options.secret);
  if (options.dataDir.startsWith('memory://')) return randomBytes(32);
  const keyFile = path.resolve(options.dataDir, 'keys', 'token-signing.key');
  const existing = await readFile(keyFile, 'utf8').catch(() => null);
  if (existing) return Buffer.from(existing.trim(), 'base64url');
  const key = randomBytes(32);
  await mkdir(path.dirname(keyFile), { recursive: true, mode: 0o700 });
  // 'wx' fails if another process wrote the key first; then read theirs.
  await writeFile(keyFile, key.toString('base64url'), { mode: 0o600, flag: 'wx' }).catch(async () =>
    Buffer.from((await readFile(keyFile, 'utf8')).trim(), 'base64url'),
  );
  return Buffer.from((await readFile(keyFile, 'utf8')).trim(), 'base64url');
}

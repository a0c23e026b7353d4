import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { loadSigningKey } from './signing-key.ts';

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

describe('loadSigningKey', () => {
  test('generates a 256-bit key under DATA_DIR once, readable by the owner only, and keeps it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'depot-key-'));
    folders.push(dataDir);
    const first = await loadSigningKey({ secret: undefined, dataDir });
    const second = await loadSigningKey({ secret: undefined, dataDir });
    expect(first.byteLength).toBe(32);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    const file = await stat(path.join(dataDir, 'keys', 'token-signing.key'));
    expect(file.mode & 0o777).toBe(0o600);
  });

  test('uses JWT_SECRET when given', async () => {
    const key = await loadSigningKey({ secret: 'x'.repeat(40), dataDir: 'memory://' });
    expect(new TextDecoder().decode(key)).toBe('x'.repeat(40));
  });
});

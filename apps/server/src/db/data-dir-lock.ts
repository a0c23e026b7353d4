import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Another server holds the embedded database's folder; start-up stops with this message. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/**
 * The embedded database allows one process at a time; a second server on the same
 * DATA_DIR would corrupt it, so the first one claims the folder with a pid file.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.pid');
  const existing = await readFile(lockFile, 'utf8').catch(() => null);
  const ownerPid = existing ? Number.parseInt(existing, 10) : Number.NaN;
  if (Number.isInteger(ownerPid) && ownerPid !== process.pid && isRunning(ownerPid)) {
    throw new DataDirInUseError(
      `Another Depot server (pid ${ownerPid}) is using ${dataDir}. Stop it, or set DATA_DIR to another folder.`,
    );
  }
  await writeFile(lockFile, String(process.pid));
  return () => rm(lockFile, { force: true });
}

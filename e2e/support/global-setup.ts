import type { FullConfig } from '@playwright/test';
import { startServer } from './server.ts';
import { inviteWorkerAdmins } from './worker-admins.ts';

/**
 * Starts one real server for the whole run and stops it afterwards (the returned function
 * is Playwright's teardown), and gives each worker slot an administrator of its own. Workers
 * are started after this runs and inherit its environment, so the config reads the address
 * from DEPOT_E2E_BASE_URL there.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const server = await startServer();
  process.env.DEPOT_E2E_BASE_URL = server.baseURL;
  process.env.DEPOT_E2E_SERVER_LOG = server.logFile;
  console.log(`e2e: Depot server at ${server.baseURL}`);
  try {
    // config.workers is the run's own count, a --workers option included.
    await inviteWorkerAdmins(server.baseURL, config.workers);
  } catch (error) {
    await server.stop().catch(() => {});
    throw error;
  }
  return server.stop;
}

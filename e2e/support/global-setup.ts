import { startServer } from './server.ts';

/**
 * Starts one real server for the whole run and stops it afterwards (the returned function
 * is Playwright's teardown). Workers are started after this runs and inherit its
 * environment, so the config reads the address from DEPOT_E2E_BASE_URL there.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer();
  process.env.DEPOT_E2E_BASE_URL = server.baseURL;
  process.env.DEPOT_E2E_SERVER_LOG = server.logFile;
  console.log(`e2e: Depot server at ${server.baseURL}`);
  return server.stop;
}

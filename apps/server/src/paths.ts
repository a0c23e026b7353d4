import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (`apps/server`). The server runs either from its sources
 * (`src/server.ts`) or as one file compiled ahead (`dist/server.js`); both sit one folder below
 * the package, so the same step up finds it from either. Files the server reads at run time
 * (its migrations, its package.json) are found from here, never from a module's own place.
 */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const repositoryRoot = path.resolve(serverRoot, '../..');

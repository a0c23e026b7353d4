import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
// A scratch tree with the project's own biome.json: overrides match paths relative to it.
const scratch = mkdtempSync(path.join(tmpdir(), 'depot-boundaries-'));
const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
writeFileSync(
  path.join(scratch, 'biome.json'),
  JSON.stringify({ ...config, $schema: undefined, vcs: { enabled: false } }),
);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Lints one made-up file standing at `filePath` under the project's rules. */
function lint(filePath: string, source: string) {
  const file = path.join(scratch, filePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, source);
  const result = spawnSync(path.join(root, 'node_modules/.bin/biome'), ['lint', filePath], {
    cwd: scratch,
    encoding: 'utf8',
  });
  rmSync(file);
  const output = result.stdout + result.stderr;
  return { restricted: /noRestrictedImports/.test(output), output };
}

describe('import boundaries (Biome)', () => {
  test.each([
    [
      'apps/web/src/features/users/api/get-users.ts',
      "import { x } from '../../team/api/get-team.ts';",
    ],
    [
      'apps/web/src/features/users/routes/user-list.tsx',
      "import { x } from '@/features/team/api/get-team.ts';",
    ],
    ['apps/web/src/features/users/user-list.tsx', "import { x } from '../team/team-list.tsx';"],
    ['apps/web/src/features/users/routes/user-list.tsx', "import { x } from '@/app/router.tsx';"],
    [
      'apps/web/src/components/screen-header.tsx',
      "import { x } from '@/features/users/api/get-users.ts';",
    ],
    ['packages/contracts/src/users.ts', "import Fastify from 'fastify';"],
    ['packages/contracts/src/users.ts', "import { readFile } from 'node:fs';"],
    ['packages/contracts/src/users.ts', "import { useState } from 'react';"],
    // Server rooms: queries in repositories, modules through each other's services.
    ['apps/server/src/modules/team/team.service.ts', "import { eq as x } from 'drizzle-orm';"],
    [
      'apps/server/src/modules/team/team.routes.ts',
      "import { x } from '../../db/schema/roles.ts';",
    ],
    [
      'apps/server/src/modules/settings/account.service.ts',
      "import { x } from '../team/team.repository.ts';",
    ],
    ['apps/server/src/modules/team/member-status.ts', "import { x } from '../auth/limits.ts';"],
    [
      'apps/server/src/modules/team/team.service.ts',
      "import { x } from '../../modules/auth/auth.repository.ts';",
    ],
    [
      'apps/server/src/modules/team/team.repository.ts',
      "import { x } from '../auth/auth.repository.ts';",
    ],
    [
      'apps/server/src/modules/team/team.repository.ts',
      "import { x } from '../../modules/auth/auth.repository.ts';",
    ],
    [
      'apps/server/src/modules/team/team.service.ts',
      "import { x } from '../../plugins/access.ts';",
    ],
    [
      'apps/server/src/plugins/access.ts',
      "import { x } from '../modules/auth/auth.repository.ts';",
    ],
    [
      'apps/server/src/db/seed/initialize.ts',
      "import { x } from '../../modules/team/team.service.ts';",
    ],
    ['apps/server/src/lib/audit.ts', "import { x } from '../modules/audit/audit.service.ts';"],
    // One writer of stock: the stock module's repository.
    [
      'apps/server/src/modules/receiving/receiving.repository.ts',
      "import { x } from '../../db/schema/stock.ts';",
    ],
  ])('%s may not have %s', (filePath, source) => {
    const result = lint(filePath, `${source}\nexport const y = x;\n`);
    expect(result.restricted, result.output).toBe(true);
  });

  test.each([
    [
      'apps/web/src/features/users/routes/user-list.tsx',
      "import { x } from '../api/get-users.ts';",
    ],
    [
      'apps/web/src/features/users/routes/user-list.tsx',
      "import { x } from '@/components/screen-header.tsx';",
    ],
    ['apps/web/src/app/router.tsx', "import { x } from '@/features/users/routes/user-list.tsx';"],
    ['packages/contracts/src/users.ts', "import { z as x } from 'zod';"],
    ['packages/contracts/src/users.ts', "import { x } from './common.ts';"],
    ['apps/server/src/modules/team/team.repository.ts', "import { eq as x } from 'drizzle-orm';"],
    [
      'apps/server/src/modules/team/team.repository.ts',
      "import { x } from '../../db/schema/roles.ts';",
    ],
    [
      'apps/server/src/modules/stock/stock.repository.ts',
      "import { x } from '../../db/schema/stock.ts';",
    ],
    [
      'apps/server/src/modules/team/team.service.ts',
      "import { x } from '../auth/password.service.ts';",
    ],
    ['apps/server/src/modules/team/team.service.ts', "import { x } from './team.repository.ts';"],
    ['apps/server/src/modules/team/team.service.ts', "import { x } from '../../lib/audit.ts';"],
    [
      'apps/server/src/modules/team/team.service.ts',
      "import type { x } from '../../db/client.ts';",
    ],
  ])('%s may have %s', (filePath, source) => {
    const result = lint(filePath, `${source}\nexport const y = x;\n`);
    expect(result.restricted, result.output).toBe(false);
  });
});

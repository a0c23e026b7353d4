import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Permissions } from '@depot/contracts/permissions';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { asc } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { roles } from '../db/schema/roles.ts';
import { serverRoot } from '../paths.ts';
import { createTestDatabase } from './test-app.ts';

// For tests of a migration that changes data: a database migrated up to just before it, holding
// rows written as the console wrote them then, which the migration is then run over.

/** A copy of the migrations folder whose journal ends just before `tag`. */
export async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'depot-migrations-'));
  await cp(path.join(serverRoot, 'src/db/migrations'), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag} in the journal`);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

/** Migrates a fresh database up to `folder`'s last migration, then runs `statements` on it. */
export async function writeBefore(
  env: Record<string, string>,
  folder: string,
  statements: string[],
) {
  if (env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 1 });
    try {
      await migrateNodePostgres(drizzleNodePostgres(pool), { migrationsFolder: folder });
      for (const statement of statements) await pool.query(statement);
    } finally {
      await pool.end();
    }
    return;
  }
  // Where openDatabase keeps the embedded database of DATA_DIR.
  const client = new PGlite(path.join(env.DATA_DIR ?? '', 'pglite'), { extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
    for (const statement of statements) await client.exec(statement);
  } finally {
    await client.close();
  }
}

/** A database a migration has just run over, and how to remove it. */
export type MigratedDatabase = { handle: DatabaseHandle; remove: () => Promise<void> };

/**
 * A database of its own holding what `statements` write before migration `tag`, then migrated to
 * the latest as a server's start migrates it: the rows written the old way, seen the new way.
 */
export async function migratedOver(tag: string, statements: string[]): Promise<MigratedDatabase> {
  const database = await createTestDatabase();
  const folder = await migrationsBefore(tag);
  let handle: DatabaseHandle | undefined;
  const remove = async () => {
    await handle?.close();
    await database.drop();
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await writeBefore(database.env, folder, statements);
    handle = await openDatabase(
      { databaseUrl: database.env.DATABASE_URL, dataDir: database.env.DATA_DIR ?? '' },
      { warn: () => {} },
    );
    await handle.prepare(async () => {});
    return { handle, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** The roles a test writes before a migration, by key, with their permissions as SQL jsonb. */
export type RoleBefore = { key: string; permissions: string };

/**
 * Roles written before `tag` (the built-in one is `super-admin`, each dated `writtenOn`), then
 * every migration from `tag` on: `role(key)` reads each as it is afterwards. Call inside a
 * test file; the database goes with the file.
 */
export function migratedRoles(tag: string, before: readonly RoleBefore[], writtenOn: string) {
  let migrated: MigratedDatabase | undefined;
  let rows: { key: string; permissions: Permissions; updatedAt: Date }[] = [];
  beforeAll(async () => {
    migrated = await migratedOver(
      tag,
      before.map(
        (role) =>
          `insert into roles (key, name, permissions, is_built_in, updated_at) values ('${role.key}', '${role.key} role', ${role.permissions}, ${role.key === 'super-admin'}, '${writtenOn}')`,
      ),
    );
    rows = await migrated.handle.db
      .select({ key: roles.key, permissions: roles.permissions, updatedAt: roles.updatedAt })
      .from(roles)
      .orderBy(asc(roles.id));
  });
  afterAll(async () => {
    await migrated?.remove();
  });
  return (key: string) => {
    const found = rows.find((row) => row.key === key);
    if (!found) throw new Error(`no role ${key}`);
    return found;
  };
}

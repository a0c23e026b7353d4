import { actions, grants, type Permissions, resources } from '@depot/contracts/permissions';
import {
  type createRoleBodySchema,
  type PermissionMatrix,
  type Role,
  type RoleSummary,
  roleKeySchema,
  type updateRoleBodySchema,
} from '@depot/contracts/roles';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditTrail } from '../../lib/audit.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/database-errors.ts';
import { assertMayGrant, describeGrants, grantsBeyond, holdsAll } from '../../lib/grants.ts';
import { createRolesRepository, type RoleRow } from './roles.repository.ts';

/**
 * Every resource and action spelled out, missing flags false: what the matrix screen shows. A
 * flag the rule voids (export or approve without view) shows as what it is, not granted.
 */
export function toMatrix(permissions: Permissions): PermissionMatrix {
  return Object.fromEntries(
    resources.map((resource) => [
      resource,
      Object.fromEntries(actions.map((action) => [action, grants(permissions, resource, action)])),
    ]),
  ) as PermissionMatrix;
}

/** A role as `actor` sees it; without an actor (the audit log's copy), as anyone may change it. */
function mapSummary(row: RoleRow, actor?: Actor): RoleSummary {
  return {
    key: row.key,
    name: row.name,
    description: row.description,
    memberCount: row.memberCount,
    isBuiltIn: row.isBuiltIn,
    updatedAt: row.updatedAt.toISOString(),
    canChange: actor ? holdsAll(actor, row.permissions) : true,
  };
}

function mapRole(row: RoleRow, actor?: Actor): Role {
  return { ...mapSummary(row, actor), permissions: toMatrix(row.permissions) };
}

/** What the audit log keeps of a role: the role itself, not how one viewer saw it. */
function roleRecord(row: RoleRow) {
  const { canChange: _canChange, ...record } = mapRole(row);
  return record;
}

/**
 * Refuses changing a role that grants anything the actor's does not: its members are above the
 * actor, and taking grants away from them is acting on them (super-admins reach every role).
 */
function assertReaches(actor: Actor, row: RoleRow, doing: string): void {
  const beyond = grantsBeyond(actor, row.permissions);
  if (beyond.length === 0) return;
  throw new AppError(
    'ROLE_BEYOND_YOURS',
    `You cannot ${doing} the role "${row.name}": it grants ${describeGrants(beyond)}, which your own role does not. Ask someone who holds them.`,
  );
}

/** A key from the name when none is given: "Warehouse Lead" → warehouse-lead. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);
}

const notFound = (key: string) => new AppError('ROLE_NOT_FOUND', `There is no role "${key}".`);
const builtIn = () =>
  new AppError('ROLE_BUILT_IN', 'The built-in super-admin role can be neither edited nor deleted.');
const roleInUse = (key: string) =>
  new AppError(
    'ROLE_IN_USE',
    `The role "${key}" was just given to a member. Move its members to another role first.`,
  );
const keyTaken = (key: string) =>
  new AppError('ROLE_KEY_TAKEN', `A role with the key "${key}" already exists.`, [
    { path: 'key', message: 'is already used by another role' },
  ]);
/** `taken` is the role already so named, when it was found; a unique violation does not say which. */
const nameTaken = (taken?: { name: string; isBuiltIn: boolean }) =>
  taken?.isBuiltIn
    ? new AppError(
        'ROLE_NAME_TAKEN',
        `"${taken.name}" is the name of the built-in role; give this role a name of its own.`,
        [{ path: 'name', message: 'is the name of the built-in role' }],
      )
    : new AppError(
        'ROLE_NAME_TAKEN',
        taken
          ? `A role named "${taken.name}" already exists; give this role a name of its own.`
          : 'A role with this name already exists; give this role a name of its own.',
        [{ path: 'name', message: 'is already used by another role' }],
      );

export function createRolesService(deps: { db: Database }) {
  const repository = createRolesRepository(deps.db);

  async function requireRole(key: string, repo = repository): Promise<RoleRow> {
    const row = await repo.findByKey(key);
    if (!row) throw notFound(key);
    return row;
  }

  return {
    async list(actor: Actor): Promise<RoleSummary[]> {
      return (await repository.list()).map((row) => mapSummary(row, actor));
    },

    async get(actor: Actor, key: string): Promise<Role> {
      return mapRole(await requireRole(key), actor);
    },

    async create(
      actor: Actor,
      body: z.output<typeof createRoleBodySchema>,
      ip: string,
    ): Promise<Role> {
      const key = body.key ?? slugify(body.name);
      const checkedKey = roleKeySchema.safeParse(key);
      if (!checkedKey.success) {
        throw new AppError(
          'VALIDATION_FAILED',
          'Give the role a key of 3–50 lower-case letters, digits and dashes.',
          [
            {
              path: 'key',
              message: 'Use 3–50 lower-case letters, digits and dashes, like warehouse-lead',
            },
          ],
        );
      }
      assertMayGrant(actor, body.name, body.permissions);
      return deps.db.transaction(async (tx) => {
        const repo = createRolesRepository(tx);
        if (await repo.findByKey(key)) throw keyTaken(key);
        const sameName = await repo.findByName(body.name);
        if (sameName) throw nameTaken(sameName);
        try {
          await repo.insert({
            key,
            name: body.name,
            description: body.description,
            permissions: body.permissions,
          });
        } catch (error) {
          // A role created meanwhile by someone else.
          if (isUniqueViolation(error, 'roles_name_unique')) throw nameTaken();
          if (isUniqueViolation(error)) throw keyTaken(key);
          throw error;
        }
        const created = await requireRole(key, repo);
        await auditTrail(tx, { actor, ip }).created('role', key, roleRecord(created));
        return mapRole(created, actor);
      });
    },

    async update(
      actor: Actor,
      key: string,
      body: z.output<typeof updateRoleBodySchema>,
      ip: string,
    ): Promise<Role> {
      return deps.db.transaction(async (tx) => {
        const repo = createRolesRepository(tx);
        const before = await requireRole(key, repo);
        if (before.isBuiltIn) throw builtIn();
        assertReaches(actor, before, 'change');
        assertMayGrant(actor, before.name, body.permissions);
        const sameName = await repo.findByName(body.name, before.id);
        if (sameName) throw nameTaken(sameName);
        try {
          await repo.update(before.id, body);
        } catch (error) {
          if (isUniqueViolation(error, 'roles_name_unique')) throw nameTaken();
          throw error;
        }
        const after = await requireRole(key, repo);
        await auditTrail(tx, { actor, ip }).updated(
          'role',
          key,
          roleRecord(before),
          roleRecord(after),
        );
        return mapRole(after, actor);
      });
    },

    async remove(actor: Actor, key: string, ip: string): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const repo = createRolesRepository(tx);
        const role = await requireRole(key, repo);
        if (role.isBuiltIn) throw builtIn();
        assertReaches(actor, role, 'delete');
        await repo.lock(role.id);
        const members = await repo.countMembers(role.id);
        if (members > 0) {
          throw new AppError(
            'ROLE_IN_USE',
            `This role still has ${members} ${members === 1 ? 'member' : 'members'}. Move them to another role first.`,
          );
        }
        try {
          await repo.remove(role.id);
        } catch (error) {
          // Should the lock ever be bypassed, a member given the role meanwhile is still a 409.
          if (isForeignKeyViolation(error)) throw roleInUse(key);
          throw error;
        }
        await auditTrail(tx, { actor, ip }).deleted('role', key, roleRecord(role));
      });
    },
  };
}
export type RolesService = ReturnType<typeof createRolesService>;

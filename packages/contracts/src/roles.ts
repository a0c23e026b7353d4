import { z } from 'zod';
import { text } from './common.ts';
import { actions, permissionFlagsSchema, resources } from './permissions.ts';

export const roleKeySchema = z
  .string()
  .regex(
    /^[a-z][a-z0-9-]{1,48}[a-z0-9]$/,
    'Use 3–50 lower-case letters, digits and dashes, like warehouse-lead',
  );

/** A full matrix: every resource with every action flag. */
export const permissionMatrixSchema = z.object({
  users: permissionFlagsSchema,
  packages: permissionFlagsSchema,
  zones: permissionFlagsSchema,
  teams: permissionFlagsSchema,
  roles: permissionFlagsSchema,
  settings: permissionFlagsSchema,
  shipments: permissionFlagsSchema,
  receiving: permissionFlagsSchema,
  orders: permissionFlagsSchema,
  reports: permissionFlagsSchema,
  transactions: permissionFlagsSchema,
  dashboard: permissionFlagsSchema,
}) satisfies z.ZodType<Record<(typeof resources)[number], unknown>>;
export type PermissionMatrix = z.infer<typeof permissionMatrixSchema>;

/** A matrix with every flag off, the start of a new role. */
export function emptyPermissionMatrix(): PermissionMatrix {
  const none = Object.fromEntries(actions.map((action) => [action, false]));
  return permissionMatrixSchema.parse(
    Object.fromEntries(resources.map((resource) => [resource, none])),
  );
}

export const roleSummarySchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  memberCount: z.number().int(),
  isBuiltIn: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type RoleSummary = z.infer<typeof roleSummarySchema>;

export const roleSchema = roleSummarySchema.extend({ permissions: permissionMatrixSchema });
export type Role = z.infer<typeof roleSchema>;

export const roleInputSchema = z.object({
  name: text(60).min(2, 'Enter a role name'),
  description: text(300).default(''),
  permissions: permissionMatrixSchema,
});
export const createRoleBodySchema = roleInputSchema.extend({ key: roleKeySchema.optional() });
export type CreateRoleBody = z.input<typeof createRoleBodySchema>;
export const updateRoleBodySchema = roleInputSchema;
export type UpdateRoleBody = z.input<typeof updateRoleBodySchema>;

import { z } from 'zod';
import { auditEntrySchema } from './audit.ts';
import { text } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { actions, permissionFlagsSchema, resources, unmetNeeds } from './permissions.ts';

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
  warehouses: permissionFlagsSchema,
  locations: permissionFlagsSchema,
  shipments: permissionFlagsSchema,
  receiving: permissionFlagsSchema,
  orders: permissionFlagsSchema,
  reports: permissionFlagsSchema,
  transactions: permissionFlagsSchema,
  dashboard: permissionFlagsSchema,
  settlements: permissionFlagsSchema,
  'credit-notes': permissionFlagsSchema,
  vendors: permissionFlagsSchema,
  products: permissionFlagsSchema,
  inventory: permissionFlagsSchema,
  adjustments: permissionFlagsSchema,
  transfers: permissionFlagsSchema,
  counts: permissionFlagsSchema,
}) satisfies z.ZodType<Record<(typeof resources)[number], unknown>>;
export type PermissionMatrix = z.infer<typeof permissionMatrixSchema>;

/** A matrix with every flag off, the start of a new role. */
export function emptyPermissionMatrix(): PermissionMatrix {
  const none = Object.fromEntries(actions.map((action) => [action, false]));
  return permissionMatrixSchema.parse(
    Object.fromEntries(resources.map((resource) => [resource, none])),
  );
}

/**
 * A matrix a role may be given: no action without the one it needs (`actionNeeds`), each refusal
 * named by its flag, so the API answers what the matrix screen prevents.
 */
export const grantableMatrixSchema = permissionMatrixSchema.superRefine((matrix, context) => {
  for (const { resource, action, needs } of unmetNeeds(matrix)) {
    context.addIssue({
      code: 'custom',
      path: [resource, action],
      message: `needs ${resource}.${needs} as well`,
    });
  }
});

export const roleSummarySchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  memberCount: z.number().int(),
  isBuiltIn: z.boolean(),
  updatedAt: z.iso.datetime(),
  /**
   * Whether the caller's role reaches this one: false when it grants anything the caller's does
   * not, and then editing or deleting it is refused (its members are above the caller).
   */
  canChange: z.boolean(),
});
export type RoleSummary = z.infer<typeof roleSummarySchema>;

export const roleSchema = roleSummarySchema.extend({ permissions: permissionMatrixSchema });
export type Role = z.infer<typeof roleSchema>;

export const roleInputSchema = z.object({
  name: text(60).min(2, 'Enter a role name'),
  description: text(300).default(''),
  permissions: grantableMatrixSchema,
});
export const createRoleBodySchema = roleInputSchema.extend({ key: roleKeySchema.optional() });
export type CreateRoleBody = z.input<typeof createRoleBodySchema>;
export const updateRoleBodySchema = roleInputSchema;
export type UpdateRoleBody = z.input<typeof updateRoleBodySchema>;

/** Any text: an unknown key is a 404, not a validation error. */
const roleParams = z.object({ role: text(200).min(1) });

/** The Privileges area: roles and their permission matrices. */
export const rolesEndpoints = defineEndpoints('roles', {
  list: {
    method: 'GET',
    path: '/admin/roles',
    summary: 'Roles with their member counts',
    access: { resource: 'roles', action: 'view' },
    response: z.array(roleSummarySchema),
    errors: [],
  },
  get: {
    method: 'GET',
    path: '/admin/roles/:role',
    summary: 'A role and its permission matrix',
    access: { resource: 'roles', action: 'view' },
    params: roleParams,
    response: roleSchema,
    errors: ['ROLE_NOT_FOUND'],
  },
  history: {
    method: 'GET',
    path: '/admin/roles/:role/history',
    summary: 'Changes to a role, newest first',
    access: { resource: 'roles', action: 'view' },
    params: roleParams,
    response: z.array(auditEntrySchema),
    errors: ['ROLE_NOT_FOUND'],
  },
  create: {
    method: 'POST',
    path: '/admin/roles',
    summary: 'Create a role',
    access: { resource: 'roles', action: 'add' },
    body: createRoleBodySchema,
    response: roleSchema,
    status: 201,
    errors: ['ROLE_KEY_TAKEN', 'ROLE_NAME_TAKEN', 'PERMISSION_BEYOND_YOURS'],
  },
  update: {
    method: 'PUT',
    path: '/admin/roles/:role',
    summary: 'Change a role’s name, description and permissions (not the built-in super-admin)',
    access: { resource: 'roles', action: 'edit' },
    params: roleParams,
    body: updateRoleBodySchema,
    response: roleSchema,
    errors: [
      'ROLE_NOT_FOUND',
      'ROLE_BUILT_IN',
      'ROLE_BEYOND_YOURS',
      'ROLE_NAME_TAKEN',
      'PERMISSION_BEYOND_YOURS',
    ],
  },
  remove: {
    method: 'DELETE',
    path: '/admin/roles/:role',
    summary: 'Delete a role that has no members',
    access: { resource: 'roles', action: 'delete' },
    params: roleParams,
    response: z.object({ key: z.string() }),
    errors: ['ROLE_NOT_FOUND', 'ROLE_BUILT_IN', 'ROLE_BEYOND_YOURS', 'ROLE_IN_USE'],
  },
});

import { z } from 'zod';

/** Resources a role grants actions on (docs/BEHAVIOUR.md §6). */
export const resources = [
  'users',
  'packages',
  'zones',
  'teams',
  'roles',
  'settings',
  'shipments',
  'receiving',
  'orders',
  'reports',
  'transactions',
  'dashboard',
] as const;
export type Resource = (typeof resources)[number];

export const actions = ['view', 'add', 'edit', 'delete', 'export', 'approve'] as const;
export type Action = (typeof actions)[number];

export const permissionFlagsSchema = z.object({
  view: z.boolean(),
  add: z.boolean(),
  edit: z.boolean(),
  delete: z.boolean(),
  export: z.boolean(),
  approve: z.boolean(),
}) satisfies z.ZodType<Record<Action, boolean>>;
export type PermissionFlags = z.infer<typeof permissionFlagsSchema>;

/** The permissions token's payload: flags keyed by resource (docs/BEHAVIOUR.md §3). */
export type Permissions = Partial<Record<Resource, Partial<PermissionFlags>>>;

/** Key of the built-in role that holds everything. */
export const SUPER_ADMIN_ROLE = 'super-admin';

/** Every action on every resource: what the super-admin role holds. */
export function allPermissions(): Record<Resource, PermissionFlags> {
  const all = { view: true, add: true, edit: true, delete: true, export: true, approve: true };
  return Object.fromEntries(resources.map((resource) => [resource, { ...all }])) as Record<
    Resource,
    PermissionFlags
  >;
}

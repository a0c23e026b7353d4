import { z } from 'zod';

/** Resources a role grants actions on (docs/BEHAVIOUR.md §6). */
export const resources = [
  'users',
  'packages',
  'zones',
  'teams',
  'roles',
  'settings',
  'warehouses',
  'locations',
  'shipments',
  'receiving',
  'orders',
  'reports',
  'transactions',
  'dashboard',
  // Money acts on invoices, each a row of its own so that no grant held before them widens
  // (docs/decisions/0041): settlements.add marks a pending invoice paid or failed,
  // settlements.approve refunds a paid one, credit-notes.add issues a credit note.
  'settlements',
  'credit-notes',
  // Suppliers of the client businesses, each of one client.
  'vendors',
  // The client businesses' goods: products, their SKUs, bundles and kits.
  'products',
  // What is in the warehouses: stock on hand, its movements and a location's contents; edit
  // moves received units into bins (put-away).
  'inventory',
  // Corrections of stock; approve posts one above the threshold, raised by someone else.
  'adjustments',
  // Units moved bin to bin, or sent to another warehouse (add) and received there (edit).
  'transfers',
  // Cycle counts: begun (add), counted bin by bin (edit), their variances posted by a second
  // person (approve).
  'counts',
] as const;
export type Resource = (typeof resources)[number];

/**
 * What a role may do with a resource. Import brings many records in from a file at once, which is
 * a grant of its own: a role that adds one record by hand need not be trusted with ten thousand.
 */
export const actions = ['view', 'add', 'edit', 'delete', 'export', 'approve', 'import'] as const;
export type Action = (typeof actions)[number];

export const permissionFlagsSchema = z.object({
  view: z.boolean(),
  add: z.boolean(),
  edit: z.boolean(),
  delete: z.boolean(),
  export: z.boolean(),
  approve: z.boolean(),
  import: z.boolean(),
}) satisfies z.ZodType<Record<Action, boolean>>;
export type PermissionFlags = z.infer<typeof permissionFlagsSchema>;

/** The permissions token's payload: flags keyed by resource (docs/BEHAVIOUR.md §3). */
export type Permissions = Partial<Record<Resource, Partial<PermissionFlags>>>;

/**
 * The action each action needs on the same resource. Exporting or approving records one may not
 * view would hand them over anyway (docs/SECURITY.md), and an import adds records, so it needs
 * the right to add them: the role matrix ticks the needed action along, a role granting one
 * without it is refused, and a stored grant without it counts for nothing.
 */
export const actionNeeds: Readonly<Partial<Record<Action, Action>>> = {
  export: 'view',
  approve: 'view',
  import: 'add',
};

/** One permission as the role matrix names it: "receiving.add". */
export type GrantName = `${Resource}.${Action}`;

/**
 * Grants that are of no use without another, which the role matrix warns of beside the grant
 * (a role may still hold one alone). Export and approve need view by the rule above, which the
 * matrix keeps by itself, so they are not repeated here.
 */
export const grantNeeds: readonly (readonly [grant: GrantName, needs: GrantName])[] = [
  // An edit or a deletion starts from the record or its list.
  ['users.edit', 'users.view'],
  ['users.delete', 'users.view'],
  ['packages.edit', 'packages.view'],
  ['packages.delete', 'packages.view'],
  ['zones.edit', 'zones.view'],
  ['zones.delete', 'zones.view'],
  ['teams.edit', 'teams.view'],
  ['teams.delete', 'teams.view'],
  ['roles.edit', 'roles.view'],
  ['roles.delete', 'roles.view'],
  ['settings.edit', 'settings.view'],
  ['warehouses.edit', 'warehouses.view'],
  ['warehouses.delete', 'warehouses.view'],
  ['locations.edit', 'locations.view'],
  ['locations.delete', 'locations.view'],
  ['shipments.edit', 'shipments.view'],
  ['shipments.delete', 'shipments.view'],
  ['receiving.edit', 'receiving.view'],
  ['receiving.delete', 'receiving.view'],
  ['orders.edit', 'orders.view'],
  ['orders.delete', 'orders.view'],
  ['transactions.edit', 'transactions.view'],
  ['vendors.edit', 'vendors.view'],
  ['vendors.delete', 'vendors.view'],
  ['products.edit', 'products.view'],
  ['products.delete', 'products.view'],
  // An import is started from its list, and its rows are checked against what the list holds.
  ['users.import', 'users.view'],
  ['locations.import', 'locations.view'],
  ['products.import', 'products.view'],
  // The B2B order report is asked for from the orders list.
  ['reports.view', 'orders.view'],
  ['reports.export', 'orders.view'],
];

/** A grant held without one it needs to be of use. */
export type GrantWarning = { grant: GrantName; needs: GrantName };

/** Whether `permissions` hold the named grant, together with the action it needs. */
export function holdsGrant(permissions: Permissions, grant: GrantName): boolean {
  const [resource, action] = grant.split('.') as [Resource, Action];
  return grants(permissions, resource, action);
}

/** The grants of `permissions` of no use without one they lack, in the order of `grantNeeds`. */
export function grantWarnings(permissions: Permissions): GrantWarning[] {
  return grantNeeds
    .filter(([grant, needs]) => holdsGrant(permissions, grant) && !holdsGrant(permissions, needs))
    .map(([grant, needs]) => ({ grant, needs }));
}

/**
 * Resources whose every action reads the records of another, and so needs its view as well:
 * settling or crediting an invoice answers the invoice (docs/decisions/0041). The services that
 * serve them check it.
 */
export const resourceNeeds: Readonly<Partial<Record<Resource, Resource>>> = {
  settlements: 'transactions',
  'credit-notes': 'transactions',
};

/** Whether `permissions` grant `action` on `resource`, together with the action it needs. */
export function grants(permissions: Permissions, resource: Resource, action: Action): boolean {
  if (permissions[resource]?.[action] !== true) return false;
  const needed = actionNeeds[action];
  return needed === undefined || grants(permissions, resource, needed);
}

/** A flag set without the action it needs: a grant no role may hold. */
export type UnmetNeed = { resource: Resource; action: Action; needs: Action };

/** The flags of `permissions` set without the action they need, in matrix order. */
export function unmetNeeds(permissions: Permissions): UnmetNeed[] {
  const unmet: UnmetNeed[] = [];
  for (const resource of resources) {
    for (const action of actions) {
      const needs = actionNeeds[action];
      if (
        needs &&
        permissions[resource]?.[action] === true &&
        !grants(permissions, resource, action)
      ) {
        unmet.push({ resource, action, needs });
      }
    }
  }
  return unmet;
}

/**
 * What `permissions` effectively grant: the flags lacking what they need left out. The same
 * object when nothing is left out, as it is for every role saved since the rule.
 */
export function effectivePermissions(permissions: Permissions): Permissions {
  const unmet = unmetNeeds(permissions);
  if (unmet.length === 0) return permissions;
  const effective: Permissions = { ...permissions };
  for (const { resource, action } of unmet) {
    effective[resource] = { ...effective[resource], [action]: false };
  }
  return effective;
}

/**
 * One resource's flags with `action` granted or withdrawn, keeping the rule: granting an action
 * grants what it needs, withdrawing one withdraws what needs it.
 */
export function withAction(
  flags: PermissionFlags,
  action: Action,
  granted: boolean,
): PermissionFlags {
  const next = { ...flags, [action]: granted };
  if (granted) {
    const needed = actionNeeds[action];
    return needed ? withAction(next, needed, true) : next;
  }
  return actions
    .filter((other) => actionNeeds[other] === action && next[other])
    .reduce((result, other) => withAction(result, other, false), next);
}

/** Key of the built-in role that holds everything. */
export const SUPER_ADMIN_ROLE = 'super-admin';

/** Every action on every resource: what the super-admin role holds. */
export function allPermissions(): Record<Resource, PermissionFlags> {
  const all = Object.fromEntries(actions.map((action) => [action, true])) as PermissionFlags;
  return Object.fromEntries(resources.map((resource) => [resource, { ...all }])) as Record<
    Resource,
    PermissionFlags
  >;
}

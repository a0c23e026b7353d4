import {
  type Action,
  actionNeeds,
  actions,
  type PermissionFlags,
  type Resource,
  resources,
  withAction,
} from '@depot/contracts/permissions';

/** A full resources × actions grid, as a role holds it. */
export type Matrix = Record<Resource, PermissionFlags>;

/** How much of a row or column is granted, for a tri-state "select all" box. */
export type Coverage = 'all' | 'some' | 'none';

export const resourceLabels: Record<Resource, string> = {
  users: 'Users',
  packages: 'Packages',
  zones: 'Zones',
  teams: 'Team',
  roles: 'Roles',
  settings: 'Settings',
  warehouses: 'Warehouses',
  locations: 'Locations',
  shipments: 'Shipments',
  receiving: 'Receiving',
  orders: 'Orders',
  reports: 'Reports',
  transactions: 'Transactions',
  dashboard: 'Dashboard',
  settlements: 'Invoice settlements',
  'credit-notes': 'Credit notes',
  vendors: 'Vendors',
  products: 'Products and SKUs',
  inventory: 'Inventory',
  adjustments: 'Stock adjustments',
  transfers: 'Stock transfers',
  counts: 'Cycle counts',
};

export const actionLabels: Record<Action, string> = {
  view: 'View',
  add: 'Add',
  edit: 'Edit',
  delete: 'Delete',
  export: 'Export',
  approve: 'Approve',
  import: 'Import',
};

function coverageOf(flags: boolean[]): Coverage {
  const granted = flags.filter(Boolean).length;
  if (granted === 0) return 'none';
  return granted === flags.length ? 'all' : 'some';
}

export function rowCoverage(matrix: Matrix, resource: Resource): Coverage {
  return coverageOf(actions.map((action) => matrix[resource][action]));
}

export function columnCoverage(matrix: Matrix, action: Action): Coverage {
  return coverageOf(resources.map((resource) => matrix[resource][action]));
}

/**
 * One box ticked or cleared, keeping the contracts' rule: ticking Export or Approve ticks View,
 * clearing View clears them, so the grid never holds a grant the server refuses.
 */
export function setCell(
  matrix: Matrix,
  resource: Resource,
  action: Action,
  granted: boolean,
): Matrix {
  return { ...matrix, [resource]: withAction(matrix[resource], action, granted) };
}

/** Actions that need another, by the one they need: { view: ['export', 'approve'] }. */
const needers = new Map<Action, Action[]>();
for (const action of actions) {
  const needed = actionNeeds[action];
  if (needed) needers.set(needed, [...(needers.get(needed) ?? []), action]);
}

/** Whether ticking or clearing `action` may tick or clear another box of its row. */
export function changesAnother(action: Action): boolean {
  return actionNeeds[action] !== undefined || needers.has(action);
}

/**
 * The rule in words, beside the grid: "Export and Approve need View on the same resource:
 * ticking one ticks View too, and clearing View clears them."
 */
export function actionNeedsNote(): string {
  return [...needers]
    .map(([needed, needing]) => {
      const names = needing.map((action) => actionLabels[action]);
      const list =
        names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
      const many = needing.length > 1;
      const need = actionLabels[needed];
      return `${list} ${many ? 'need' : 'needs'} ${need} on the same resource: ticking ${many ? 'one' : 'it'} ticks ${need} too, and clearing ${need} clears ${many ? 'them' : 'it'}.`;
    })
    .join(' ');
}

/** Every action on one resource granted or withdrawn. */
export function setRow(matrix: Matrix, resource: Resource, granted: boolean): Matrix {
  return actions.reduce((next, action) => setCell(next, resource, action, granted), matrix);
}

/** One action granted or withdrawn on every resource. */
export function setColumn(matrix: Matrix, action: Action, granted: boolean): Matrix {
  return resources.reduce((next, resource) => setCell(next, resource, action, granted), matrix);
}

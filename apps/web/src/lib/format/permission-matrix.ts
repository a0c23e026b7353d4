import {
  type Action,
  actions,
  type PermissionFlags,
  type Resource,
  resources,
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
  shipments: 'Shipments',
  receiving: 'Receiving',
  orders: 'Orders',
  reports: 'Reports',
  transactions: 'Transactions',
  dashboard: 'Dashboard',
};

export const actionLabels: Record<Action, string> = {
  view: 'View',
  add: 'Add',
  edit: 'Edit',
  delete: 'Delete',
  export: 'Export',
  approve: 'Approve',
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

export function setCell(
  matrix: Matrix,
  resource: Resource,
  action: Action,
  granted: boolean,
): Matrix {
  return { ...matrix, [resource]: { ...matrix[resource], [action]: granted } };
}

/** Every action on one resource granted or withdrawn. */
export function setRow(matrix: Matrix, resource: Resource, granted: boolean): Matrix {
  return actions.reduce((next, action) => setCell(next, resource, action, granted), matrix);
}

/** One action granted or withdrawn on every resource. */
export function setColumn(matrix: Matrix, action: Action, granted: boolean): Matrix {
  return resources.reduce((next, resource) => setCell(next, resource, action, granted), matrix);
}

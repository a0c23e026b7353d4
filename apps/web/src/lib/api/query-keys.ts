import type { AuditQuery } from '@depot/contracts/audit';
import type { PackageListQuery } from '@depot/contracts/packages';
import type { TeamListQuery } from '@depot/contracts/team';
import type { UserListQuery } from '@depot/contracts/users';
import type { ZoneListQuery } from '@depot/contracts/zones';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The keys of a list area, made from its root alone: its lists by query, its records by id and
 * a record's History. A new area's screens call this with their resource; it joins `queryKeys`
 * below only once another area must refresh it. An area with more (options, parts) spreads it
 * and adds them.
 */
export function areaKeys<const Root extends string>(root: Root) {
  return {
    all: [root] as const,
    list: (query?: object) => [root, 'list', query ?? {}] as const,
    record: (id: string) => [root, 'record', id] as const,
    history: (id: string) => [root, 'record', id, 'history'] as const,
  };
}

/**
 * The cache keys of every area, one factory each. Features never import each other, so when a
 * change in one area shows in another (a role renamed shows in the team list), the mutation
 * invalidates that area's keys through its factory here — never by a shared key prefix.
 */
export const queryKeys = {
  auth: {
    all: ['auth'] as const,
    resetTokenCheck: (token: string) => ['auth', 'reset-token-check', token] as const,
  },
  team: {
    all: ['team'] as const,
    list: (query?: Partial<TeamListQuery>) => ['team', 'list', query ?? {}] as const,
    member: (employeeId: string) => ['team', 'member', employeeId] as const,
    memberPart: (employeeId: string, part: 'activity' | 'history' | 'permissions') =>
      ['team', 'member', employeeId, part] as const,
    roleOptions: ['team', 'role-options'] as const,
    rolePermissions: (roleKey: string) => ['team', 'role-options', roleKey] as const,
  },
  roles: {
    all: ['roles'] as const,
    list: ['roles', 'list'] as const,
    role: (key: string) => ['roles', 'role', key] as const,
    history: (key: string) => ['roles', 'role', key, 'history'] as const,
  },
  users: {
    ...areaKeys('users'),
    list: (query?: Partial<UserListQuery>) => ['users', 'list', query ?? {}] as const,
    plan: (code: string) => ['users', 'record', code, 'plan'] as const,
    packageOptions: ['users', 'package-options'] as const,
    options: (q: string | undefined) => ['users', 'options', q ?? ''] as const,
  },
  packages: {
    ...areaKeys('packages'),
    list: (query?: Partial<PackageListQuery>) => ['packages', 'list', query ?? {}] as const,
    zoneOptions: ['packages', 'zone-options'] as const,
  },
  zones: {
    ...areaKeys('zones'),
    list: (query?: Partial<ZoneListQuery>) => ['zones', 'list', query ?? {}] as const,
  },
  transactions: areaKeys('transactions'),
  shipments: {
    ...areaKeys('shipments'),
    details: (id: string) => ['shipments', 'record', id, 'details'] as const,
  },
  orders: areaKeys('orders'),
  vendors: areaKeys('vendors'),
  // Stock moves with other areas' work (a receipt approved): they refresh it.
  inventory: areaKeys('inventory'),
  receiving: {
    ...areaKeys('receiving'),
    pendingCount: ['receiving', 'pending-count'] as const,
  },
  audit: {
    all: ['audit'] as const,
    list: (query?: Partial<AuditQuery>) => ['audit', 'list', query ?? {}] as const,
  },
  settings: {
    all: ['settings'] as const,
    preferenceDetails: ['settings', 'preference-details'] as const,
    accessibility: ['settings', 'accessibility'] as const,
    accountDetails: ['settings', 'account-details'] as const,
    tableSequence: (table: string) => ['settings', 'table-sequence', table] as const,
  },
  notifications: {
    all: ['notifications'] as const,
  },
  // The palette's answers are short-lived and asked again on the next keystroke: no other
  // area's change refreshes them.
  search: {
    all: ['command-palette'] as const,
    results: (q: string) => ['command-palette', 'search', q] as const,
  },
  reference: {
    all: ['reference'] as const,
    countries: ['reference', 'countries'] as const,
    countryCodes: ['reference', 'country-codes'] as const,
    states: (countryCode: string) => ['reference', 'states', countryCode] as const,
    currencies: ['reference', 'currencies'] as const,
  },
};

export type QueryArea = keyof typeof queryKeys;

/** Marks every cached answer of the given areas stale, so the screens showing them refetch. */
export async function invalidateAreas(
  queryClient: QueryClient,
  ...areas: QueryArea[]
): Promise<void> {
  await Promise.all(
    areas.map((area) => queryClient.invalidateQueries({ queryKey: queryKeys[area].all })),
  );
}

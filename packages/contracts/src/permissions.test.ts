import { describe, expect, test } from 'vitest';
import {
  actions,
  allPermissions,
  effectivePermissions,
  grantNeeds,
  grants,
  grantWarnings,
  type PermissionFlags,
  type Permissions,
  resources,
  unmetNeeds,
  withAction,
} from './permissions.ts';
import { emptyPermissionMatrix, roleInputSchema } from './roles.ts';

const none = emptyPermissionMatrix().users;

describe('export and approve need view of the same resource', () => {
  test('a flag without view grants nothing; with view, or for any other action, it does', () => {
    expect(grants({ users: { export: true } }, 'users', 'export')).toBe(false);
    expect(grants({ receiving: { approve: true } }, 'receiving', 'approve')).toBe(false);
    // View of another resource is not view of this one.
    expect(grants({ orders: { view: true }, reports: { export: true } }, 'reports', 'export')).toBe(
      false,
    );
    expect(grants({ users: { view: true, export: true } }, 'users', 'export')).toBe(true);
    expect(grants({ users: { add: true } }, 'users', 'add')).toBe(true);
    for (const resource of resources) {
      for (const action of actions) expect(grants(allPermissions(), resource, action)).toBe(true);
    }
  });

  test('the flags set without what they need are named, in matrix order', () => {
    expect(
      unmetNeeds({
        transactions: { export: true },
        users: { export: true, approve: true },
        orders: { view: true, export: true },
      }),
    ).toEqual([
      { resource: 'users', action: 'export', needs: 'view' },
      { resource: 'users', action: 'approve', needs: 'view' },
      { resource: 'transactions', action: 'export', needs: 'view' },
    ]);
    expect(unmetNeeds(allPermissions())).toEqual([]);
  });

  test('effective permissions leave those flags out, and are the same object when none lack', () => {
    const stored: Permissions = {
      users: { export: true, edit: true },
      orders: { view: true, export: true },
    };
    expect(effectivePermissions(stored)).toEqual({
      users: { export: false, edit: true },
      orders: { view: true, export: true },
    });
    expect(stored.users?.export).toBe(true);
    const clean: Permissions = { orders: { view: true, export: true } };
    expect(effectivePermissions(clean)).toBe(clean);
  });

  test('granting export or approve grants view; withdrawing view withdraws them', () => {
    const exporting = withAction(none, 'export', true);
    expect(exporting).toEqual({ ...none, view: true, export: true });
    const both = withAction(exporting, 'approve', true);
    expect(withAction(both, 'view', false)).toEqual(none);
    expect(withAction(both, 'export', false)).toEqual({ ...none, view: true, approve: true });
    const editing: PermissionFlags = { ...none, view: true, edit: true };
    expect(withAction(editing, 'view', false)).toEqual({ ...none, edit: true });
  });

  test('a role body granting one without view is refused on that flag', () => {
    const permissions = {
      ...emptyPermissionMatrix(),
      users: { ...none, export: true },
      receiving: { ...none, approve: true },
      transactions: { ...none, view: true, export: true },
    };
    const result = roleInputSchema.safeParse({ name: 'Exporters', permissions });
    expect(
      result.error?.issues.map((issue) => ({ path: issue.path, message: issue.message })),
    ).toEqual([
      { path: ['permissions', 'users', 'export'], message: 'needs users.view as well' },
      { path: ['permissions', 'receiving', 'approve'], message: 'needs receiving.view as well' },
    ]);
    const fixed = { ...permissions, users: { ...none, view: true, export: true } };
    expect(
      roleInputSchema.safeParse({
        name: 'Exporters',
        permissions: { ...fixed, receiving: withAction(none, 'approve', true) },
      }).success,
    ).toBe(true);
  });
});

describe('grants of no use without another', () => {
  test('are named with what they need, across resources too, and not once it is granted', () => {
    expect(
      grantWarnings({
        users: { edit: true },
        receiving: { view: true, edit: true },
        reports: { view: true, export: true },
      }),
    ).toEqual([
      { grant: 'users.edit', needs: 'users.view' },
      { grant: 'reports.view', needs: 'orders.view' },
      { grant: 'reports.export', needs: 'orders.view' },
    ]);
    expect(grantWarnings(allPermissions())).toEqual([]);
    // A flag the rule above voids is not warned of twice: it grants nothing already.
    expect(grantWarnings({ reports: { export: true } })).toEqual([]);
  });

  test('each pair names two different grants, and none repeats the export and approve rule', () => {
    for (const [grant, needs] of grantNeeds) {
      expect(grant).not.toBe(needs);
      const [resource, action] = grant.split('.');
      expect(needs === `${resource}.view` && (action === 'export' || action === 'approve')).toBe(
        false,
      );
    }
    expect(new Set(grantNeeds.map((pair) => pair.join(' needs '))).size).toBe(grantNeeds.length);
  });
});

import { describe, expect, test } from 'vitest';
import { auditChanges } from './audit-changes.ts';

describe('audit changes', () => {
  test('an update lists only the fields that differ, references by name', () => {
    const before = { fullName: 'Ravi', role: { key: 'packer', name: 'Packer' }, updatedAt: 'a' };
    const after = { fullName: 'Ravi', role: { key: 'lead', name: 'Lead' }, updatedAt: 'b' };
    expect(auditChanges({ action: 'update', before, after })).toEqual([
      { path: 'role', label: 'Role', before: 'Packer', after: 'Lead' },
    ]);
  });

  test('a creation lists what was set, leaving out blanks and flags left off', () => {
    const after = {
      designation: null,
      permissions: { users: { view: true, add: false } },
      lastSignInAt: null,
    };
    expect(auditChanges({ action: 'create', before: null, after })).toEqual([
      {
        path: 'permissions.users.view',
        label: 'Permissions › Users › View',
        before: '—',
        after: 'Yes',
      },
    ]);
  });
});

import { fieldLabels } from './fields.ts';
import type { Role } from './roles.ts';

/** A role's fields in words: the roles table, the role form and view, and History. */
export const roleFieldLabels = fieldLabels<Role>()({
  key: 'Key',
  name: 'Name',
  description: 'Description',
  memberCount: 'Members',
  isBuiltIn: 'Built in',
  permissions: 'Permissions',
  updatedAt: 'Updated at',
  canChange: 'Within your role',
});

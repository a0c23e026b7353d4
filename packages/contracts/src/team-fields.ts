import { activeStatusLabels } from './active-status.ts';
import { fieldFormats, fieldLabels } from './fields.ts';
import type { TeamMember } from './team.ts';

/** A team member's fields in words: the Team table, the member form and view, and History. */
export const teamMemberFieldLabels = fieldLabels<TeamMember>()({
  employeeId: 'Employee id',
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  role: 'Role',
  'role.key': 'Role',
  'role.name': 'Role',
  designation: 'Designation',
  department: 'Department',
  status: 'Status',
  invitationPending: 'Invitation pending',
  joinedAt: 'Joined',
  lastSignInAt: 'Last sign-in',
  canChange: 'Within your role',
});

/** How History shows a team member's values, as its screens do. */
export const teamMemberFieldFormats = fieldFormats<TeamMember>()({
  phone: 'phone',
  status: activeStatusLabels,
  joinedAt: 'moment',
  lastSignInAt: 'moment',
});

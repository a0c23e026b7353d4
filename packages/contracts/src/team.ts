import { z } from 'zod';
import { activeStatuses, activeStatusLabels } from './active-status.ts';
import { defineArea } from './area.ts';
import { auditEntrySchema } from './audit.ts';
import { employeeIdSchema, listQuerySchema, listResult, sortSchema, text } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { permissionMatrixSchema, roleKeySchema } from './roles.ts';

export const teamMemberStatuses = activeStatuses;

export const teamSortFields = [
  'fullName',
  'email',
  'employeeId',
  'role',
  'status',
  'joinedAt',
  'lastSignInAt',
] as const;

export const teamListQuerySchema = listQuerySchema.extend({
  sort: sortSchema(teamSortFields),
  role: roleKeySchema.optional(),
  status: z.enum(teamMemberStatuses).optional(),
});
export type TeamListQuery = z.infer<typeof teamListQuerySchema>;

export const teamMemberSchema = z.object({
  employeeId: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.object({ key: z.string(), name: z.string() }),
  designation: z.string().nullable(),
  department: z.string().nullable(),
  status: z.enum(teamMemberStatuses),
  /** True until the member has set a password from the invitation. */
  invitationPending: z.boolean(),
  joinedAt: z.iso.datetime(),
  lastSignInAt: z.iso.datetime().nullable(),
  /**
   * Whether the caller's role reaches this member: false when the member's role grants anything
   * the caller's does not, and then editing, (de)activating and re-inviting them is refused.
   */
  canChange: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

const optionalText = (max: number) =>
  text(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const teamMemberInputSchema = z.object({
  fullName: text(120).min(2, 'Enter the full name'),
  email: z
    .email('Enter a valid email address, like name@company.com')
    .max(254, 'Use at most 254 characters')
    .transform((value) => value.toLowerCase()),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a phone number like +91 98200 41127')
    .or(z.literal(''))
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  roleKey: roleKeySchema,
  designation: optionalText(120),
  department: optionalText(120),
});
export const createTeamMemberBodySchema = teamMemberInputSchema;
export type CreateTeamMemberBody = z.input<typeof createTeamMemberBodySchema>;
export const updateTeamMemberBodySchema = teamMemberInputSchema.partial();
export type UpdateTeamMemberBody = z.input<typeof updateTeamMemberBodySchema>;

/**
 * A role's permission matrix as the team screens read it (teams.view for a member's own role,
 * teams.edit for a role picked in the form): the full role under Privileges needs roles.view.
 */
export const teamRolePermissionsSchema = z.object({
  role: z.object({ key: z.string(), name: z.string(), description: z.string() }),
  permissions: permissionMatrixSchema,
});
export type TeamRolePermissions = z.infer<typeof teamRolePermissionsSchema>;

/**
 * A role the team screens can pick (teams.view): `assignable` says whether the caller may give
 * it, which they may only when they hold every permission it grants.
 */
export const roleOptionSchema = z.object({
  key: z.string(),
  name: z.string(),
  assignable: z.boolean(),
});
export type RoleOption = z.infer<typeof roleOptionSchema>;

const memberParams = z.object({ employeeId: employeeIdSchema });
const view = { resource: 'teams', action: 'view' } as const;
const edit = { resource: 'teams', action: 'edit' } as const;

/** Team members, their roles as the team screens read them, and their history. */
export const teamEndpoints = defineEndpoints('team', {
  list: {
    method: 'GET',
    path: '/admin/team',
    summary: 'Team members: search (q), filter by role and status, sort, paginate',
    access: view,
    query: teamListQuerySchema,
    response: listResult(teamMemberSchema),
    errors: [],
  },
  get: {
    method: 'GET',
    path: '/admin/team/:employeeId',
    summary: 'One team member',
    access: view,
    params: memberParams,
    response: teamMemberSchema,
    errors: ['TEAM_MEMBER_NOT_FOUND'],
  },
  permissions: {
    method: 'GET',
    path: '/admin/team/:employeeId/permissions',
    summary: 'What this member’s role lets them do: the role and its permission matrix',
    access: view,
    params: memberParams,
    response: teamRolePermissionsSchema,
    errors: ['TEAM_MEMBER_NOT_FOUND'],
  },
  history: {
    method: 'GET',
    path: '/admin/team/:employeeId/history',
    summary: 'Changes to this member, newest first',
    access: view,
    params: memberParams,
    response: z.array(auditEntrySchema),
    errors: ['TEAM_MEMBER_NOT_FOUND'],
  },
  activity: {
    method: 'GET',
    path: '/admin/team/:employeeId/activity',
    summary: 'What this member changed, newest first, a page at a time',
    access: view,
    params: memberParams,
    query: listQuerySchema.pick({ page: true, pageSize: true }),
    response: listResult(auditEntrySchema),
    errors: [],
  },
  roleOptions: {
    method: 'GET',
    path: '/admin/team-roles',
    summary: 'Roles for the team screens, each saying whether the caller may give it',
    // The invitation form picks a role: inviting someone needs no team list.
    access: { anyOf: ['teams.view', 'teams.add', 'teams.edit'] },
    response: z.array(roleOptionSchema),
    errors: [],
  },
  rolePermissions: {
    method: 'GET',
    path: '/admin/team-roles/:role',
    summary: 'A role’s permission matrix, for the role picked in the team member form',
    // Whoever may change a member's role sees what the role picked would grant.
    access: edit,
    // Any text: an unknown key is a 404, not a validation error.
    params: z.object({ role: text(200).min(1) }),
    response: teamRolePermissionsSchema,
    errors: ['ROLE_NOT_FOUND'],
  },
  create: {
    method: 'POST',
    path: '/admin/team',
    summary: 'Add a team member; they get an invitation mail with a set-password link',
    access: { resource: 'teams', action: 'add' },
    body: createTeamMemberBodySchema,
    response: teamMemberSchema,
    status: 201,
    errors: ['TEAM_EMAIL_TAKEN', 'ROLE_BEYOND_YOURS'],
  },
  update: {
    method: 'PATCH',
    path: '/admin/team/:employeeId',
    summary: 'Change a member’s details or role (status: change-active-status)',
    access: edit,
    params: memberParams,
    body: updateTeamMemberBodySchema,
    response: teamMemberSchema,
    errors: [
      'TEAM_MEMBER_NOT_FOUND',
      'TEAM_EMAIL_TAKEN',
      'MEMBER_ABOVE_YOU',
      'ROLE_BEYOND_YOURS',
      'LAST_SUPER_ADMIN',
    ],
  },
  resendInvitation: {
    method: 'POST',
    path: '/admin/team/:employeeId/resend-invitation',
    summary: 'Mail the invitation again',
    access: edit,
    params: memberParams,
    response: z.object({ message: z.string() }),
    errors: [
      'TEAM_MEMBER_NOT_FOUND',
      'MEMBER_ABOVE_YOU',
      'INVITATION_ACCEPTED',
      'TEAM_MEMBER_INACTIVE',
      'RATE_LIMITED',
    ],
  },
});

export const teamArea = defineArea({
  resource: 'teams',
  noun: { one: 'team member', many: 'team members' },
  entity: 'team-member',
  idField: 'employeeId',
  statuses: { values: teamMemberStatuses, labels: activeStatusLabels },
  sortFields: teamSortFields,
  listQuery: teamListQuerySchema,
  groups: [teamEndpoints],
  endpoints: { list: teamEndpoints.list, get: teamEndpoints.get, history: teamEndpoints.history },
});

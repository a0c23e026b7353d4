import { z } from 'zod';
import { dateTimeSchema, listQuerySchema, text } from './common.ts';
import { permissionMatrixSchema, roleKeySchema } from './roles.ts';

export const teamMemberStatuses = ['active', 'inactive'] as const;
/** EMP-0001 up to EMP-999999999: as many digits as the numbering will ever need, and no more. */
export const EMPLOYEE_ID_PATTERN = /^EMP-\d{4,9}$/;
export const employeeIdSchema = z
  .string()
  .regex(EMPLOYEE_ID_PATTERN, 'an employee id like EMP-0001');

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
  sort: z
    .string()
    .regex(
      new RegExp(`^-?(${teamSortFields.join('|')})$`),
      `sort by ${teamSortFields.join(', ')}, - for descending`,
    )
    .optional(),
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
    .max(254)
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

/** One audit entry as History shows it. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  action: z.enum(['create', 'update', 'delete', 'status']),
  entity: z.string(),
  entityId: z.string(),
  actor: z.object({ employeeId: z.string(), fullName: z.string() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  /** Set when before/after were left out: the reader may not view that kind of record. */
  changesHidden: z.boolean().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = listQuerySchema.omit({ sort: true, q: true }).extend({
  actor: employeeIdSchema.optional(),
  entity: z
    .string()
    .regex(/^[a-z][a-z-]{1,40}$/, 'an entity name like team-member')
    .optional(),
  entityId: text(80).optional(),
  from: dateTimeSchema.optional(),
  to: dateTimeSchema.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

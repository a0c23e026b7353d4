import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { roles } from './roles.ts';
import { timestamps } from './timestamps.ts';

export const teamMemberStatuses = ['active', 'inactive'] as const;
export type TeamMemberStatus = (typeof teamMemberStatuses)[number];

/** Staff of the operator who sign in to the console. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Public identifier, EMP-0001 …, used in /team/view/{employeeId}. */
    employeeId: text('employee_id').notNull(),
    fullName: text('full_name').notNull(),
    /** Stored lower-cased so look-ups and uniqueness ignore case. */
    email: text('email').notNull(),
    phone: text('phone'),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    designation: text('designation'),
    department: text('department'),
    status: text('status', { enum: teamMemberStatuses }).notNull().default('active'),
    /** argon2id hash; null until the member sets a password from the invitation. */
    passwordHash: text('password_hash'),
    /** null follows the organisation's setting. */
    requireSecondFactor: boolean('require_second_factor'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('team_members_employee_id_unique').on(table.employeeId),
    uniqueIndex('team_members_email_unique').on(sql`lower(${table.email})`),
    index('team_members_role_id_index').on(table.roleId),
    index('team_members_status_index').on(table.status),
    check('team_members_status_check', sql`${table.status} in ('active', 'inactive')`),
    // The contract's bounds, kept by the table too (docs/SECURITY.md).
    check('team_members_full_name_length', sql`char_length(${table.fullName}) <= 120`),
    check('team_members_email_length', sql`char_length(${table.email}) <= 254`),
    check('team_members_phone_length', sql`char_length(${table.phone}) <= 32`),
    check('team_members_designation_length', sql`char_length(${table.designation}) <= 120`),
    check('team_members_department_length', sql`char_length(${table.department}) <= 120`),
  ],
);

/** Numbers behind EMP-0001 …: a sequence, so concurrent invitations never collide. */
export const employeeNumberSequence = pgSequence('employee_number_seq', { startWith: 1 });

/** The next employee id, drawn from the sequence as the row is inserted. */
export const nextEmployeeId = sql<string>`'EMP-' || lpad(nextval('employee_number_seq')::text, 4, '0')`;

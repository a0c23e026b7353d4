import { allPermissions, SUPER_ADMIN_ROLE } from '@depot/contracts/permissions';
import { sql } from 'drizzle-orm';
import { generatePassword, hashPassword } from '../../lib/passwords.ts';
import type { Database, Executor } from '../client.ts';
import { organization } from '../schema/organization.ts';
import { roles } from '../schema/roles.ts';
import { notifications } from '../schema/settings.ts';
import { nextEmployeeId, teamMembers } from '../schema/team-members.ts';
import { demoNotifications } from './demo-notifications.ts';
import { demoRoles } from './demo-roles.ts';
import { demoOrganization, demoTeam } from './demo-team.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@depot.local';

export type FirstRun = {
  adminEmail: string;
  /** Set only when the password was generated: it is shown once and never stored in clear. */
  generatedPassword: string | null;
  demo: boolean;
};

/** A step of loading the sample data, reported as it starts: the first start takes seconds. */
export type SeedStep = { index: number; count: number; name: string };

/**
 * One area's part of the sample operator (a server module's `sample`): what it loads, in words
 * for the start-up log ("goods receipts"), and the loading, inside the first start's transaction.
 */
export type SampleData = { name: string; load: (tx: Executor) => Promise<void> };

type Options = {
  seedDemo: boolean;
  /** Each area's sample data, in the order they are loaded, after the team and its roles. */
  samples: readonly SampleData[];
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  onStep?: (step: SeedStep) => void;
};

const TEAM_STEP = 'the team, its roles and notifications';
const STATISTICS_STEP = "the planner's statistics";

/**
 * Runs once, into an empty database: the organisation, the built-in super-admin role and the
 * first administrator; with `seedDemo`, a realistic sample operator too. Later starts find the
 * organisation row and do nothing. Each area brings its own sample data (`samples`).
 */
export async function initializeDatabase(db: Database, options: Options): Promise<FirstRun | null> {
  const existing = await db.select({ id: organization.id }).from(organization).limit(1);
  if (existing.length > 0) return null;

  const adminEmail = options.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const generatedPassword = options.adminPassword ? null : generatePassword();
  const passwordHash = await hashPassword(options.adminPassword ?? generatedPassword ?? '');
  const { samples } = options;
  const steps = [TEAM_STEP, ...samples.map((sample) => sample.name), STATISTICS_STEP];
  const step = (index: number) =>
    options.onStep?.({ index: index + 1, count: steps.length, name: steps[index] ?? '' });

  await db.transaction(async (tx) => {
    await tx
      .insert(organization)
      .values(options.seedDemo ? { id: 1, ...demoOrganization } : { id: 1, name: 'Depot' });
    const [superAdmin] = await tx
      .insert(roles)
      .values({
        key: SUPER_ADMIN_ROLE,
        name: 'Super Admin',
        description: 'Every action on every area. Built in: cannot be edited or deleted.',
        permissions: allPermissions(),
        isBuiltIn: true,
      })
      .returning({ id: roles.id });
    if (!superAdmin) throw new Error('the super-admin role was not created');
    const [admin] = await tx
      .insert(teamMembers)
      .values({
        employeeId: nextEmployeeId,
        fullName: 'Administrator',
        email: adminEmail,
        roleId: superAdmin.id,
        designation: 'Administrator',
        department: 'Management',
        passwordHash,
      })
      .returning({ id: teamMembers.id });
    if (!admin) throw new Error('the first administrator was not created');
    if (!options.seedDemo) return;

    step(0);
    const now = Date.now();
    await tx.insert(notifications).values(
      demoNotifications.map((notification) => {
        const createdAt = new Date(now - notification.hoursAgo * 3600_000);
        return {
          memberId: admin.id,
          event: notification.event,
          title: notification.title,
          body: notification.body,
          link: notification.link,
          createdAt,
          readAt: notification.read ? createdAt : null,
        };
      }),
    );

    const inserted = await tx
      .insert(roles)
      .values(demoRoles)
      .returning({ id: roles.id, key: roles.key });
    const roleIdByKey = new Map(inserted.map((role) => [role.key, role.id]));
    await tx.insert(teamMembers).values(
      demoTeam.map((member) => {
        const roleId = roleIdByKey.get(member.roleKey);
        if (roleId === undefined) throw new Error(`sample role ${member.roleKey} is missing`);
        return {
          employeeId: nextEmployeeId,
          fullName: member.fullName,
          email: member.email,
          phone: member.phone,
          roleId,
          designation: member.designation,
          department: member.department,
          status: member.status,
          joinedAt: new Date(`${member.joinedAt}T09:30:00+05:30`),
        };
      }),
    );
    for (const [index, sample] of samples.entries()) {
      step(index + 1);
      await sample.load(tx);
    }
  });
  if (options.seedDemo) {
    step(steps.length - 1);
    // Fresh statistics for the tables just filled: the planner's plans and the lists' estimated
    // totals (past ten thousand rows) would otherwise still see them empty.
    await db.execute(sql`analyze`);
  }
  return { adminEmail, generatedPassword, demo: options.seedDemo };
}

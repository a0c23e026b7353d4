import type {
  AccountDetails,
  ChangeActiveStatusBody,
  ChangeActiveStatusResult,
  UpdateAccountDetailsBody,
} from '@depot/contracts/settings';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { organization } from '../../db/schema/organization.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { type Actor, can } from '../../plugins/access.ts';
import { changeTeamMemberStatus } from '../team/member-status.ts';
import { createTeamRepository } from '../team/team.repository.ts';

type OrganizationRow = typeof organization.$inferSelect;

function mapOrganization(row: OrganizationRow): AccountDetails['organization'] {
  return {
    name: row.name,
    legalName: row.legalName,
    email: row.email,
    phone: row.phone,
    taxId: row.taxId,
    country: row.country,
    timezone: row.timezone,
    currency: row.currency,
    requireSecondFactor: row.requireSecondFactor,
  };
}

async function loadOrganization(db: Executor): Promise<OrganizationRow> {
  const [row] = await db.select().from(organization).where(eq(organization.id, 1));
  if (!row) throw new Error('the organisation row is missing');
  return row;
}

/** The signed-in person's profile and the organisation (get/update-accounts-details), and active status. */
export function createAccountService(deps: { db: Database }) {
  async function getAccountDetails(actor: Actor, db: Executor = deps.db): Promise<AccountDetails> {
    const found = await createTeamRepository(db).findById(actor.memberId);
    if (!found) throw new AppError('NOT_FOUND', 404, 'Your account was not found.');
    const { member, roleName } = found;
    return {
      profile: {
        employeeId: member.employeeId,
        fullName: member.fullName,
        email: member.email,
        phone: member.phone,
        designation: member.designation,
        department: member.department,
        roleName,
      },
      organization: mapOrganization(await loadOrganization(db)),
      canEditOrganization: can(actor, 'settings', 'edit'),
    };
  }

  return {
    getAccountDetails,

    async updateAccountDetails(actor: Actor, body: UpdateAccountDetailsBody, ip: string) {
      if (body.organization && !can(actor, 'settings', 'edit')) {
        throw new AppError(
          'FORBIDDEN',
          403,
          'Your role does not allow you to edit the organisation details. Ask an administrator for access.',
        );
      }
      return deps.db.transaction(async (tx) => {
        const before = await getAccountDetails(actor, tx);
        if (body.profile) {
          const profile = {
            fullName: body.profile.fullName,
            phone: body.profile.phone ?? null,
            designation: body.profile.designation ?? null,
            department: body.profile.department ?? null,
          };
          await createTeamRepository(tx).updateProfile(actor.memberId, profile);
          await recordAudit(tx, {
            actorMemberId: actor.memberId,
            action: 'update',
            entity: 'team-member',
            entityId: actor.employeeId,
            before: before.profile,
            after: { ...before.profile, ...profile },
            ip,
          });
        }
        if (body.organization) {
          await tx
            .update(organization)
            .set({ ...body.organization, updatedAt: sql`now()` })
            .where(eq(organization.id, 1));
          await recordAudit(tx, {
            actorMemberId: actor.memberId,
            action: 'update',
            entity: 'organization',
            entityId: 1,
            before: before.organization,
            after: body.organization,
            ip,
          });
        }
        return getAccountDetails(actor, tx);
      });
    },

    /** DESIGN.md: every status toggle and bulk (de)activation goes through here, answered per id. */
    async changeActiveStatus(
      actor: Actor,
      body: ChangeActiveStatusBody,
      ip: string,
    ): Promise<ChangeActiveStatusResult> {
      const resource = body.type === 'team' ? 'teams' : 'users';
      if (!can(actor, resource, 'edit')) {
        throw new AppError(
          'FORBIDDEN',
          403,
          `Your role does not allow you to edit ${resource}. Ask an administrator for access.`,
        );
      }
      if (body.type === 'user') {
        // Client businesses have no records yet in this release: every code is unknown.
        return {
          results: [...new Set(body.ids)].map((id) => ({
            id,
            outcome: 'not_found' as const,
            message: 'No user has this code.',
          })),
        };
      }
      const results = await deps.db.transaction((tx) =>
        changeTeamMemberStatus(tx, actor, body.ids, body.isActive, ip),
      );
      return { results };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;

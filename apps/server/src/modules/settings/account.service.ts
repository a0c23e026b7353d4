import type { AccountDetails, UpdateAccountDetailsBody } from '@depot/contracts/account';
import type {
  ChangeActiveStatusBody,
  ChangeActiveStatusResult,
} from '@depot/contracts/active-status';
import type { Database, Executor } from '../../db/client.ts';
import { type Actor, can } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditTrail } from '../../lib/audit.ts';
import type { TeamService } from '../team/team.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { createSettingsRepository, type OrganizationRow } from './settings.repository.ts';

function mapOrganization(row: OrganizationRow): AccountDetails['organization'] {
  return {
    name: row.name,
    legalName: row.legalName,
    email: row.email,
    phone: row.phone,
    taxId: row.taxId,
    country: row.country,
    state: row.state,
    timezone: row.timezone,
    currency: row.currency,
    requireSecondFactor: row.requireSecondFactor,
  };
}

/** The signed-in person's profile and the organisation (get/update-accounts-details), and active status. */
export function createAccountService(deps: {
  db: Database;
  team: TeamService;
  users: Pick<UsersService, 'changeStatus'>;
}) {
  async function getAccountDetails(actor: Actor, db: Executor = deps.db): Promise<AccountDetails> {
    const member = await deps.team.ownRecord(actor.memberId, db);
    return {
      profile: {
        employeeId: member.employeeId,
        fullName: member.fullName,
        email: member.email,
        phone: member.phone,
        designation: member.designation,
        department: member.department,
        roleName: member.roleName,
      },
      organization: mapOrganization(await createSettingsRepository(db).organization()),
      canEditOrganization: can(actor, 'settings', 'edit'),
    };
  }

  return {
    getAccountDetails,

    async updateAccountDetails(actor: Actor, body: UpdateAccountDetailsBody, ip: string) {
      if (body.organization && !can(actor, 'settings', 'edit')) {
        throw new AppError(
          'FORBIDDEN',
          'Your role does not allow you to edit the organisation details. Ask an administrator for access.',
        );
      }
      return deps.db.transaction(async (tx) => {
        const before = await getAccountDetails(actor, tx);
        const audit = auditTrail(tx, { actor, ip });
        if (body.profile) {
          const profile = {
            fullName: body.profile.fullName,
            phone: body.profile.phone ?? null,
            designation: body.profile.designation ?? null,
            department: body.profile.department ?? null,
          };
          await deps.team.updateOwnProfile(tx, actor.memberId, profile);
          await audit.updated('team-member', actor.employeeId, before.profile, {
            ...before.profile,
            ...profile,
          });
        }
        if (body.organization) {
          await createSettingsRepository(tx).updateOrganization(body.organization);
          await audit.updated('organization', 1, before.organization, body.organization);
        }
        return getAccountDetails(actor, tx);
      });
    },

    /** Every status toggle and bulk (de)activation goes through here, answered per id. */
    async changeActiveStatus(
      actor: Actor,
      body: ChangeActiveStatusBody,
      ip: string,
    ): Promise<ChangeActiveStatusResult> {
      const resource = body.type === 'team' ? 'teams' : 'users';
      if (!can(actor, resource, 'edit')) {
        throw new AppError(
          'FORBIDDEN',
          `Your role does not allow you to edit ${resource}. Ask an administrator for access.`,
        );
      }
      if (body.type === 'user') {
        return { results: await deps.users.changeStatus(actor, body.ids, body.isActive, ip) };
      }
      return { results: await deps.team.changeStatus(actor, body.ids, body.isActive, ip) };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;

import { RESET_LINK_TTL_SECONDS } from '@depot/contracts/auth';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditTrail } from '../../lib/audit.ts';
import {
  emailChangedMail,
  passwordChangedMail,
  passwordLinkMail,
} from '../../lib/mail-templates.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { assertAcceptablePassword } from '../../lib/password-policy.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { createRateLimiter } from '../../lib/rate-limiter.ts';
import { digest, randomToken } from '../../lib/secrets.ts';
import { createAuthRepository } from './auth.repository.ts';
import { authLimits } from './limits.ts';

/** Invitations wait longer than a reset: people do not always read mail the same day. */
const INVITATION_TTL_SECONDS = 72 * 3600;
/** The forgot-password answer never comes sooner than this, whether or not the email exists. */
export const FORGOT_PASSWORD_FLOOR_MS = 400;

const linkGone = () =>
  new AppError(
    'RESET_LINK_INVALID',
    'This link has expired or was already used. Ask for a new one from the sign-in page.',
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createPasswordService(deps: {
  db: Database;
  mailer: Mailer;
  publicUrl: () => string;
}) {
  const repository = createAuthRepository(deps.db);
  const limiter = createRateLimiter(deps.db);

  async function usableToken(token: string) {
    const row = await repository.findPasswordToken(digest(token));
    if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) throw linkGone();
    return row;
  }

  /** Mails a single-use link to /reset-password; used for resets and for invitations. */
  async function sendPasswordLink(
    member: { id: number; email: string; fullName: string },
    purpose: 'reset' | 'invitation',
  ) {
    const token = randomToken();
    const ttl = purpose === 'invitation' ? INVITATION_TTL_SECONDS : RESET_LINK_TTL_SECONDS;
    await repository.createPasswordToken({
      memberId: member.id,
      purpose,
      tokenHash: digest(token),
      expiresAt: new Date(Date.now() + ttl * 1000),
    });
    const link = `${deps.publicUrl()}/reset-password?token=${encodeURIComponent(token)}`;
    const validFor =
      purpose === 'invitation' ? '72 hours' : `${RESET_LINK_TTL_SECONDS / 60} minutes`;
    await deps.mailer.send(
      passwordLinkMail(member.email, member.fullName, link, purpose, validFor),
    );
  }

  return {
    sendPasswordLink,

    /**
     * After a member's email changed (inside that change's transaction): every reset and
     * invitation link mailed to the old address stops working.
     */
    async endLinks(executor: Executor, memberId: number): Promise<void> {
      await createAuthRepository(executor).expirePasswordTokens(memberId);
    },

    /** Tells the old address where the account went, once the change is committed. */
    async notifyEmailChanged(
      previousEmail: string,
      member: { fullName: string; email: string },
    ): Promise<void> {
      await deps.mailer.send(
        emailChangedMail(previousEmail, member.fullName, member.email, new Date()),
      );
    },

    /** Same answer and same time whether or not the email belongs to an account. */
    async forgotPassword(email: string, ip: string): Promise<void> {
      const started = performance.now();
      try {
        await limiter.hit(authLimits.resetPerIp(ip));
        await limiter.hit(authLimits.resetPerAccount(email));
        const account = await repository.findAccountByEmail(email);
        if (account && account.status === 'active') {
          await sendPasswordLink(account, 'reset');
        }
      } finally {
        await sleep(Math.max(0, FORGOT_PASSWORD_FLOOR_MS - (performance.now() - started)));
      }
    },

    async checkResetToken(token: string) {
      const row = await usableToken(token);
      return { email: row.email, purpose: row.purpose, expiresAt: row.expiresAt.toISOString() };
    },

    /** Sets the new password, ends every session of the person and tells them by mail. */
    async resetPassword(token: string, password: string, ip: string | null = null): Promise<void> {
      const row = await usableToken(token);
      assertAcceptablePassword(password, row.email);
      const passwordHash = await hashPassword(password);
      await deps.db.transaction(async (tx) => {
        const inTransaction = createAuthRepository(tx);
        if (!(await inTransaction.claimPasswordToken(row.id))) throw linkGone();
        await inTransaction.updatePasswordHash(row.memberId, passwordHash);
        await inTransaction.expirePasswordTokens(row.memberId);
        await inTransaction.revokeMemberSessions(row.memberId, 'password-reset');
        // The change is recorded, never the password or its hash.
        await auditTrail(tx, { actor: { memberId: row.memberId }, ip }).updated(
          'team-member',
          row.employeeId,
          null,
          { password: row.purpose === 'invitation' ? 'set from the invitation' : 'reset by link' },
        );
      });
      await deps.mailer.send(
        passwordChangedMail(
          row.email,
          row.fullName,
          new Date(),
          row.purpose === 'invitation' ? 'set-from-invitation' : 'changed',
        ),
      );
    },

    /** From the Setting area: needs the current password; ends the person's other sessions. */
    async changePassword(
      actor: { memberId: number; sessionId: string },
      currentPassword: string,
      newPassword: string,
      ip: string | null = null,
    ): Promise<void> {
      // Counted before the current password is checked, atomically; a success clears it.
      const limit = authLimits.passwordChangeFailures(actor.memberId);
      await limiter.hit(limit);
      const account = await repository.findAccountById(actor.memberId);
      if (!account?.passwordHash) throw new AppError('NOT_FOUND', 'Your account was not found.');
      if (!(await verifyPassword(account.passwordHash, currentPassword))) {
        const message = 'Your current password is not right.';
        throw new AppError('CURRENT_PASSWORD_WRONG', message, [
          { path: 'currentPassword', message },
        ]);
      }
      await limiter.reset(limit.key);
      assertAcceptablePassword(newPassword, account.email, 'newPassword');
      if (await verifyPassword(account.passwordHash, newPassword)) {
        const message = 'Choose a password different from your current one.';
        throw new AppError('PASSWORD_REJECTED', message, [{ path: 'newPassword', message }]);
      }
      const passwordHash = await hashPassword(newPassword);
      await deps.db.transaction(async (tx) => {
        const inTransaction = createAuthRepository(tx);
        await inTransaction.updatePasswordHash(actor.memberId, passwordHash);
        await inTransaction.expirePasswordTokens(actor.memberId);
        await inTransaction.revokeMemberSessions(
          actor.memberId,
          'password-change',
          actor.sessionId,
        );
        await auditTrail(tx, { actor, ip }).updated('team-member', account.employeeId, null, {
          password: 'changed by its owner',
        });
      });
      await deps.mailer.send(passwordChangedMail(account.email, account.fullName, new Date()));
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;

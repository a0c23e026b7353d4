import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  authSessions,
  otpChallenges,
  passwordTokens,
  refreshTokens,
} from '../../db/schema/auth.ts';
import { organization } from '../../db/schema/organization.ts';
import { roles } from '../../db/schema/roles.ts';
import { teamMembers } from '../../db/schema/team-members.ts';

const accountColumns = {
  id: teamMembers.id,
  employeeId: teamMembers.employeeId,
  fullName: teamMembers.fullName,
  email: teamMembers.email,
  status: teamMembers.status,
  passwordHash: teamMembers.passwordHash,
  memberSecondFactor: teamMembers.requireSecondFactor,
  organizationSecondFactor: organization.requireSecondFactor,
  roleKey: roles.key,
  roleName: roles.name,
  permissions: roles.permissions,
  organizationName: organization.name,
};

function prepareLiveSession(db: Executor) {
  return db
    .select({ ...accountColumns, sessionId: authSessions.id })
    .from(authSessions)
    .innerJoin(teamMembers, eq(teamMembers.id, authSessions.memberId))
    .innerJoin(roles, eq(roles.id, teamMembers.roleId))
    .innerJoin(organization, sql`true`)
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.memberId, sql.placeholder('memberId')),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql`now()`),
        eq(teamMembers.status, 'active'),
      ),
    )
    .prepare('find_live_session');
}

/**
 * The session lookup every authenticated request makes, built once per database handle and
 * prepared by name: PostgreSQL parses it once per connection, not once per request.
 */
const liveSessionQueries = new WeakMap<Executor, ReturnType<typeof prepareLiveSession>>();

function liveSessionQuery(db: Executor) {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = prepareLiveSession(db);
    liveSessionQueries.set(db, query);
  }
  return query;
}

export function createAuthRepository(db: Executor) {
  const accounts = () =>
    db
      .select(accountColumns)
      .from(teamMembers)
      .innerJoin(roles, eq(roles.id, teamMembers.roleId))
      .innerJoin(organization, sql`true`);

  return {
    async findAccountByEmail(email: string) {
      const [row] = await accounts().where(
        sql`lower(${teamMembers.email}) = ${email.toLowerCase()}`,
      );
      return row ?? null;
    },

    async findAccountById(memberId: number) {
      const [row] = await accounts().where(eq(teamMembers.id, memberId));
      return row ?? null;
    },

    /** The signed-in person behind a verified access token, if the session still stands. */
    async findLiveSession(sessionId: string, memberId: number) {
      const [row] = await liveSessionQuery(db).execute({ sessionId, memberId });
      return row ?? null;
    },

    /** What became of a session that no longer stands: its member's status and its end. */
    async findEndedSession(sessionId: string) {
      const [row] = await db
        .select({
          memberStatus: teamMembers.status,
          revokedReason: authSessions.revokedReason,
        })
        .from(authSessions)
        .innerJoin(teamMembers, eq(teamMembers.id, authSessions.memberId))
        .where(eq(authSessions.id, sessionId));
      return row ?? null;
    },

    async createSession(values: {
      memberId: number;
      expiresAt: Date;
      ip: string;
      userAgent: string | null;
    }) {
      const [row] = await db.insert(authSessions).values(values).returning({ id: authSessions.id });
      if (!row) throw new Error('session not created');
      return row.id;
    },

    async insertRefreshToken(values: { sessionId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(refreshTokens).values(values);
    },

    async findRefreshToken(tokenHash: string) {
      const [row] = await db
        .select({
          id: refreshTokens.id,
          usedAt: refreshTokens.usedAt,
          expiresAt: refreshTokens.expiresAt,
          sessionId: authSessions.id,
          memberId: authSessions.memberId,
          sessionExpiresAt: authSessions.expiresAt,
          revokedAt: authSessions.revokedAt,
        })
        .from(refreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row ?? null;
    },

    /** Marks a refresh token used; false when another request used it first. */
    async claimRefreshToken(id: number) {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async touchSession(sessionId: string) {
      await db
        .update(authSessions)
        .set({ lastUsedAt: sql`now()` })
        .where(eq(authSessions.id, sessionId));
    },

    async revokeSession(sessionId: string, reason: string) {
      await db
        .update(authSessions)
        .set({ revokedAt: sql`now()`, revokedReason: reason })
        .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
    },

    /** Ends every session of a member, or every other one when `keepSessionId` is given. */
    async revokeMemberSessions(memberId: number, reason: string, keepSessionId?: string) {
      await db
        .update(authSessions)
        .set({ revokedAt: sql`now()`, revokedReason: reason })
        .where(
          and(
            eq(authSessions.memberId, memberId),
            isNull(authSessions.revokedAt),
            keepSessionId ? ne(authSessions.id, keepSessionId) : undefined,
          ),
        );
    },

    async recordSignIn(memberId: number) {
      await db
        .update(teamMembers)
        .set({ lastSignInAt: sql`now()` })
        .where(eq(teamMembers.id, memberId));
    },

    async createOtpChallenge(values: {
      id: string;
      memberId: number;
      codeHash: string;
      expiresAt: Date;
    }) {
      const [row] = await db.insert(otpChallenges).values(values).returning();
      if (!row) throw new Error('challenge not created');
      return row;
    },

    /** Ends a person's open code challenges: a new sign-in leaves only its own code usable. */
    async closeOpenOtpChallenges(memberId: number) {
      await db
        .update(otpChallenges)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(otpChallenges.memberId, memberId), isNull(otpChallenges.consumedAt)));
    },

    async findOtpChallenge(id: string) {
      const [row] = await db.select().from(otpChallenges).where(eq(otpChallenges.id, id));
      return row ?? null;
    },

    /** Counts one code entry atomically and answers the new count. */
    async countOtpAttempt(id: string) {
      const [row] = await db
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1` })
        .where(eq(otpChallenges.id, id))
        .returning({ attempts: otpChallenges.attempts });
      return row?.attempts ?? Number.POSITIVE_INFINITY;
    },

    async consumeOtpChallenge(id: string) {
      const rows = await db
        .update(otpChallenges)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
        .returning({ id: otpChallenges.id });
      return rows.length === 1;
    },

    async replaceOtpCode(id: string, codeHash: string, expiresAt: Date) {
      const [row] = await db
        .update(otpChallenges)
        .set({ codeHash, expiresAt, attempts: 0, lastSentAt: sql`now()` })
        .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
        .returning();
      return row ?? null;
    },

    async createPasswordToken(values: {
      memberId: number;
      purpose: 'reset' | 'invitation';
      tokenHash: string;
      expiresAt: Date;
    }) {
      await db.insert(passwordTokens).values(values);
    },

    async findPasswordToken(tokenHash: string) {
      const [row] = await db
        .select({
          id: passwordTokens.id,
          memberId: passwordTokens.memberId,
          purpose: passwordTokens.purpose,
          expiresAt: passwordTokens.expiresAt,
          usedAt: passwordTokens.usedAt,
          email: teamMembers.email,
          fullName: teamMembers.fullName,
          employeeId: teamMembers.employeeId,
          status: teamMembers.status,
        })
        .from(passwordTokens)
        .innerJoin(teamMembers, eq(teamMembers.id, passwordTokens.memberId))
        .where(eq(passwordTokens.tokenHash, tokenHash));
      return row ?? null;
    },

    /** Uses a link once: false when it was used or expired in the meantime. */
    async claimPasswordToken(id: number) {
      const rows = await db
        .update(passwordTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordTokens.id, id),
            isNull(passwordTokens.usedAt),
            gt(passwordTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: passwordTokens.id });
      return rows.length === 1;
    },

    /** A new password makes every other outstanding link of the member useless. */
    async expirePasswordTokens(memberId: number) {
      await db
        .update(passwordTokens)
        .set({ expiresAt: sql`now()` })
        .where(and(eq(passwordTokens.memberId, memberId), isNull(passwordTokens.usedAt)));
    },

    async updatePasswordHash(memberId: number, passwordHash: string) {
      await db
        .update(teamMembers)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(teamMembers.id, memberId));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
export type Account = NonNullable<Awaited<ReturnType<AuthRepository['findAccountById']>>>;

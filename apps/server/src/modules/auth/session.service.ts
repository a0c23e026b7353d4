import {
  ACCESS_TOKEN_TTL_SECONDS,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
  type OtpChallenge,
  type SessionTokens,
} from '@depot/contracts/auth';
import type { Permissions } from '@depot/contracts/permissions';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor, Authentication } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { signInCodeMail } from '../../lib/mail-templates.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { createRateLimiter } from '../../lib/rate-limiter.ts';
import { digest, hmac, randomDigits, randomToken, safeEqual } from '../../lib/secrets.ts';
import { type Account, createAuthRepository } from './auth.repository.ts';
import { authLimits } from './limits.ts';
import type { TokenService, TokenSubject } from './tokens.ts';

/** A session ends 30 days after sign-in however often it is refreshed; idle for 7 days it ends sooner. */
const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
const REFRESH_IDLE_MS = 7 * 24 * 3600 * 1000;

export type Client = { ip: string; userAgent: string | null };

/** What the routes turn into cookies and a JSON body. */
export type IssuedSession = {
  /** The session (family) the cookies belong to: the CSRF token is bound to it. */
  sessionId: string;
  tokens: SessionTokens;
  refreshToken: string;
  csrfSecret: string;
  refreshExpiresAt: Date;
};

export type LoginOutcome =
  | { otpRequired: true; challenge: OtpChallenge }
  | { otpRequired: false; session: IssuedSession };

const invalidCredentials = () =>
  new AppError('INVALID_CREDENTIALS', 'The email or password is not right.');
const sessionEnded = () => new AppError('SESSION_ENDED', 'Your session has ended. Sign in again.');
const challengeGone = () =>
  new AppError(
    'OTP_EXPIRED',
    'This sign-in code has expired or was already used. Sign in again to get a new one.',
  );

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

export function createSessionService(deps: {
  db: Database;
  tokens: TokenService;
  mailer: Mailer;
  signingKey: Uint8Array;
  /** SIGN_IN_LIMIT_PER_IP: sign-in and code attempts per address in 15 minutes. */
  signInLimitPerIp: number;
}) {
  const repository = createAuthRepository(deps.db);
  const limiter = createRateLimiter(deps.db);
  // Verifying against a real hash when the account is unknown keeps both answers equally slow.
  const decoyHash = hashPassword(randomToken());

  /** The person a token's subject names, while its session is live and they are active. */
  async function liveActor(subject: TokenSubject): Promise<Actor | null> {
    const account = await repository.findLiveSession(subject.sessionId, subject.memberId);
    if (!account) return null;
    return {
      memberId: account.id,
      sessionId: account.sessionId,
      employeeId: account.employeeId,
      email: account.email,
      fullName: account.fullName,
      roleKey: account.roleKey,
      roleName: account.roleName,
      organizationName: account.organizationName,
      permissions: account.permissions,
    };
  }

  const codeHash = (challengeId: string, code: string) =>
    hmac(deps.signingKey, `${challengeId}:${code}`);

  async function tokensFor(account: Account, sessionId: string): Promise<SessionTokens> {
    const subject = { memberId: account.id, sessionId };
    const [accessToken, permissionsToken] = await Promise.all([
      deps.tokens.signAccessToken(subject, {
        username: account.email,
        fullName: account.fullName,
        organizationName: account.organizationName,
        email: account.email,
        role: account.roleName,
        roleKey: account.roleKey,
        employeeId: account.employeeId,
      }),
      deps.tokens.signPermissionsToken(subject, account.permissions),
    ]);
    return { accessToken, permissionsToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
  }

  async function newRefreshToken(sessionId: string, sessionExpiresAt: Date) {
    const refreshToken = randomToken();
    const refreshExpiresAt = new Date(
      Math.min(Date.now() + REFRESH_IDLE_MS, sessionExpiresAt.getTime()),
    );
    await repository.insertRefreshToken({
      sessionId,
      tokenHash: digest(refreshToken),
      expiresAt: refreshExpiresAt,
    });
    return { refreshToken, refreshExpiresAt };
  }

  async function startSession(account: Account, client: Client): Promise<IssuedSession> {
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    const sessionId = await repository.createSession({
      memberId: account.id,
      expiresAt,
      ...client,
    });
    const refresh = await newRefreshToken(sessionId, expiresAt);
    await repository.recordSignIn(account.id);
    return {
      sessionId,
      tokens: await tokensFor(account, sessionId),
      csrfSecret: randomToken(),
      ...refresh,
    };
  }

  async function sendCode(account: Account, code: string) {
    await deps.mailer.send(
      signInCodeMail(account.email, account.fullName, code, OTP_TTL_SECONDS / 60),
    );
  }

  function describeChallenge(
    account: Account,
    row: { id: string; expiresAt: Date; lastSentAt: Date },
  ): OtpChallenge {
    return {
      otpRequired: true,
      challengeId: row.id,
      maskedEmail: maskEmail(account.email),
      expiresAt: row.expiresAt.toISOString(),
      resendAvailableAt: new Date(
        row.lastSentAt.getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000,
      ).toISOString(),
    };
  }

  function assertActive(account: Account) {
    if (account.status !== 'active') {
      throw new AppError(
        'ACCOUNT_INACTIVE',
        'This account has been deactivated. Ask an administrator to reactivate it.',
      );
    }
  }

  return {
    /**
     * The person behind an access token, read afresh from the database: their session must
     * stand and their account be active, and their role's permissions are today's.
     */
    async authenticate(accessToken: string): Promise<Authentication> {
      const subject = await deps.tokens.verifyAccessToken(accessToken);
      if (!subject) return 'expired';
      return (await liveActor(subject)) ?? 'ended';
    },

    /**
     * `authenticate` again for a session it accepted, without the access token, which a long
     * download may outlast: the same indexed query, so the person as they stand now, or why
     * their session no longer does (in words for the audit log).
     */
    async recheck(actor: TokenSubject): Promise<Actor | { ended: string }> {
      const live = await liveActor(actor);
      if (live) return live;
      const session = await repository.findEndedSession(actor.sessionId);
      if (!session) return { ended: 'the session no longer exists' };
      if (session.memberStatus !== 'active') return { ended: 'the member was deactivated' };
      if (session.revokedReason === 'logout') return { ended: 'the member signed out' };
      if (session.revokedReason) {
        return { ended: `the session was ended (${session.revokedReason})` };
      }
      return { ended: 'the session expired' };
    },

    /**
     * The person whose console a page request is for: a genuine access token, expired or not
     * (tokens.verifyAccessTokenForPage), whose session is still live. Null otherwise. Draws a
     * page; never authorises a call.
     */
    async recognise(accessToken: string): Promise<Actor | null> {
      const subject = await deps.tokens.verifyAccessTokenForPage(accessToken);
      return subject ? liveActor(subject) : null;
    },

    /** Ends every session of a member, inside the caller's transaction (deactivation). */
    async endMemberSessions(executor: Executor, memberId: number, reason: string): Promise<void> {
      await createAuthRepository(executor).revokeMemberSessions(memberId, reason);
    },

    /** A fresh permissions token, e.g. after an administrator changed the person's role. */
    permissionsTokenFor(actor: { memberId: number; sessionId: string; permissions: Permissions }) {
      return deps.tokens.signPermissionsToken(actor, actor.permissions);
    },

    async login(email: string, password: string, client: Client): Promise<LoginOutcome> {
      await limiter.hit(authLimits.loginPerIp(client.ip, deps.signInLimitPerIp));
      // Counted before the password is checked, in one atomic step: parallel guesses cannot
      // slip past the limit between a check and a record. A success clears the count.
      const pairLimit = authLimits.loginAttemptsPerAccountAndIp(email, client.ip);
      await limiter.hit(pairLimit);

      const account = await repository.findAccountByEmail(email);
      const passwordMatches = account?.passwordHash
        ? await verifyPassword(account.passwordHash, password)
        : await verifyPassword(await decoyHash, password).then(() => false);
      if (!account || !passwordMatches) throw invalidCredentials();
      assertActive(account);
      await limiter.reset(pairLimit.key);

      const needsCode = account.memberSecondFactor ?? account.organizationSecondFactor;
      if (!needsCode) return { otpRequired: false, session: await startSession(account, client) };

      const code = randomDigits(OTP_LENGTH);
      await repository.closeOpenOtpChallenges(account.id);
      const pendingId = crypto.randomUUID();
      const challenge = await repository.createOtpChallenge({
        id: pendingId,
        memberId: account.id,
        codeHash: codeHash(pendingId, code),
        expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
      });
      await sendCode(account, code);
      return { otpRequired: true, challenge: describeChallenge(account, challenge) };
    },

    async verifyOtp(challengeId: string, code: string, client: Client): Promise<IssuedSession> {
      await limiter.hit(authLimits.otpPerIp(client.ip, deps.signInLimitPerIp));
      const challenge = await repository.findOtpChallenge(challengeId);
      if (!challenge || challenge.consumedAt || challenge.expiresAt.getTime() <= Date.now()) {
        throw challengeGone();
      }
      // Counted before the code is compared (atomically), cleared by the right code.
      const memberFailures = authLimits.otpFailuresPerMember(challenge.memberId);
      await limiter.hit(memberFailures);
      const attempts = await repository.countOtpAttempt(challenge.id);
      if (attempts > OTP_MAX_ATTEMPTS) {
        throw new AppError('OTP_LOCKED', 'Too many wrong codes. Sign in again to get a new one.');
      }
      if (!safeEqual(codeHash(challenge.id, code), challenge.codeHash)) {
        const left = OTP_MAX_ATTEMPTS - attempts;
        const message =
          left > 0
            ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
            : 'That code is not right, and no tries are left. Sign in again to get a new one.';
        throw new AppError('OTP_INVALID', message, [{ path: 'code', message }]);
      }
      if (!(await repository.consumeOtpChallenge(challenge.id))) throw challengeGone();
      await limiter.reset(memberFailures.key);
      const account = await repository.findAccountById(challenge.memberId);
      if (!account) throw challengeGone();
      assertActive(account);
      return startSession(account, client);
    },

    async resendOtp(challengeId: string): Promise<OtpChallenge> {
      const challenge = await repository.findOtpChallenge(challengeId);
      if (!challenge || challenge.consumedAt || challenge.expiresAt.getTime() <= Date.now()) {
        throw challengeGone();
      }
      const waitMs =
        challenge.lastSentAt.getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000 - Date.now();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new AppError(
          'RATE_LIMITED',
          `Wait ${seconds} seconds before asking for another code.`,
          undefined,
          {
            'retry-after': String(seconds),
          },
        );
      }
      await limiter.hit(authLimits.otpResendsPerMember(challenge.memberId));
      const account = await repository.findAccountById(challenge.memberId);
      if (!account) throw challengeGone();
      const code = randomDigits(OTP_LENGTH);
      const updated = await repository.replaceOtpCode(
        challenge.id,
        codeHash(challenge.id, code),
        new Date(Date.now() + OTP_TTL_SECONDS * 1000),
      );
      if (!updated) throw challengeGone();
      await sendCode(account, code);
      return describeChallenge(account, updated);
    },

    /**
     * Rotates the refresh token; a token presented twice ends its whole session family.
     * `checkCsrf` is given the token's session before anything is claimed or revoked, so a
     * request it refuses changes nothing.
     */
    async refresh(
      refreshToken: string,
      checkCsrf: (sessionId: string) => void,
    ): Promise<IssuedSession> {
      const token = await repository.findRefreshToken(digest(refreshToken));
      if (!token) throw sessionEnded();
      checkCsrf(token.sessionId);
      if (token.revokedAt) throw sessionEnded();
      if (token.usedAt || !(await repository.claimRefreshToken(token.id))) {
        await repository.revokeSession(token.sessionId, 'refresh-token-reuse');
        throw new AppError(
          'SESSION_REVOKED',
          'This session was ended because its sign-in was used twice. Sign in again.',
        );
      }
      if (
        token.expiresAt.getTime() <= Date.now() ||
        token.sessionExpiresAt.getTime() <= Date.now()
      ) {
        throw sessionEnded();
      }
      const account = await repository.findLiveSession(token.sessionId, token.memberId);
      if (!account) throw sessionEnded();
      await repository.touchSession(token.sessionId);
      const refresh = await newRefreshToken(token.sessionId, token.sessionExpiresAt);
      return {
        sessionId: token.sessionId,
        tokens: await tokensFor(account, token.sessionId),
        csrfSecret: randomToken(),
        ...refresh,
      };
    },

    /**
     * Ends the session a valid access token names and the one the refresh cookie belongs to.
     * `checkCsrf` is given the cookie's session first: a refusal ends neither.
     */
    async logout(
      refreshToken: string | undefined,
      sessionId: string | undefined,
      checkCsrf: (sessionId: string) => void,
    ): Promise<void> {
      const token = refreshToken ? await repository.findRefreshToken(digest(refreshToken)) : null;
      if (token) checkCsrf(token.sessionId);
      if (sessionId) await repository.revokeSession(sessionId, 'logout');
      if (token) await repository.revokeSession(token.sessionId, 'logout');
    },

    /**
     * Ends the session of the refresh cookie a sign-in replaces: the browser drops it for the
     * new one, so nothing could use or end it any more (a sign-out the server never heard of,
     * followed by a sign-in, leaves exactly that).
     */
    async endReplaced(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const token = await repository.findRefreshToken(digest(refreshToken));
      if (token) await repository.revokeSession(token.sessionId, 'replaced');
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;

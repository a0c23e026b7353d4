import { authEndpoints } from '@depot/contracts/auth';
import { COOKIE_REFRESH_TOKEN } from '@depot/contracts/constants';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { actorOf, bearerTokenOf } from '../../lib/actor.ts';
import { defineModule } from '../../lib/modules.ts';
import { route } from '../../lib/route.ts';
import {
  assertCsrfFor,
  assertSameOrigin,
  clearSessionCookies,
  isCsrfFailure,
  setSessionCookies,
} from './cookies.ts';
import type { PasswordService } from './password.service.ts';
import { createPasswordService } from './password.service.ts';
import type { Client, SessionService } from './session.service.ts';
import { createSessionService } from './session.service.ts';
import type { TokenService } from './tokens.ts';
import { createTokenService } from './tokens.ts';

type Deps = {
  sessions: SessionService;
  passwords: PasswordService;
  tokens: TokenService;
  signingKey: Uint8Array;
};

const clientOf = (request: Pick<FastifyRequest, 'ip' | 'headers'>): Client => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
});

export function authRoutes({ sessions, passwords, tokens, signingKey }: Deps): FastifyPluginAsync {
  return async (app) => {
    route(app, authEndpoints.login, async (request, reply) => {
      const outcome = await sessions.login(
        request.body.email,
        request.body.password,
        clientOf(request),
      );
      if (outcome.otpRequired) return outcome.challenge;
      await sessions.endReplaced(request.cookies[COOKIE_REFRESH_TOKEN]);
      setSessionCookies(request, reply, outcome.session, signingKey);
      return { otpRequired: false as const, ...outcome.session.tokens };
    });

    route(app, authEndpoints.verifyOtp, async (request, reply) => {
      const issued = await sessions.verifyOtp(
        request.body.challengeId,
        request.body.code,
        clientOf(request),
      );
      await sessions.endReplaced(request.cookies[COOKIE_REFRESH_TOKEN]);
      setSessionCookies(request, reply, issued, signingKey);
      return issued.tokens;
    });

    route(app, authEndpoints.resendOtp, (request) => sessions.resendOtp(request.body.challengeId));

    route(app, authEndpoints.refresh, async (request, reply) => {
      assertSameOrigin(request);
      const refreshToken = request.cookies[COOKIE_REFRESH_TOKEN];
      try {
        const issued = await sessions.refresh(refreshToken ?? '', (sessionId) =>
          assertCsrfFor(request, signingKey, sessionId),
        );
        setSessionCookies(request, reply, issued, signingKey);
        return issued.tokens;
      } catch (error) {
        // A request not shown to come from this session's console leaves its cookies alone.
        if (!isCsrfFailure(error)) clearSessionCookies(reply);
        throw error;
      }
    });

    route(app, authEndpoints.logout, async (request, reply) => {
      const refreshToken = request.cookies[COOKIE_REFRESH_TOKEN];
      if (refreshToken) assertSameOrigin(request);
      // A valid access token names its session too, so signing out ends it even when the
      // refresh cookie is gone (a header a page on another site cannot send).
      const bearer = bearerTokenOf(request);
      const subject = bearer ? await tokens.verifyAccessToken(bearer) : null;
      await sessions.logout(refreshToken, subject?.sessionId, (sessionId) =>
        assertCsrfFor(request, signingKey, sessionId),
      );
      clearSessionCookies(reply);
      return { message: 'You are signed out.' };
    });

    route(app, authEndpoints.sessionCookie, async (request) => ({
      refreshToken: Boolean(request.cookies[COOKIE_REFRESH_TOKEN]),
    }));

    route(app, authEndpoints.forgotPassword, async (request) => {
      await passwords.forgotPassword(request.body.email, request.ip);
      return {
        message:
          'If an account uses this email, a link to reset its password is on its way. It works for 30 minutes.',
      };
    });

    route(app, authEndpoints.checkResetToken, (request) =>
      passwords.checkResetToken(request.body.token),
    );

    route(app, authEndpoints.resetPassword, async (request) => {
      await passwords.resetPassword(request.body.token, request.body.password, request.ip);
      return { message: 'Your password is set. Sign in with it now.' };
    });

    route(app, authEndpoints.changePassword, async (request) => {
      await passwords.changePassword(
        actorOf(request),
        request.body.currentPassword,
        request.body.newPassword,
        request.ip,
      );
      return { message: 'Your password is changed. Other sessions were signed out.' };
    });

    route(app, authEndpoints.me, async (request) => {
      const actor = actorOf(request);
      const permissionsToken = await sessions.permissionsTokenFor(actor);
      return {
        username: actor.email,
        fullName: actor.fullName,
        organizationName: actor.organizationName,
        email: actor.email,
        role: actor.roleName,
        roleKey: actor.roleKey,
        employeeId: actor.employeeId,
        permissionsToken,
      };
    });
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    tokens: TokenService;
    passwords: PasswordService;
    sessions: SessionService;
  }
}

export const tokensModule = defineModule({
  name: 'tokens',
  create: ({ signingKey }) => createTokenService(signingKey),
});

export const passwordsModule = defineModule({
  name: 'passwords',
  create: ({ db, mailer, publicUrl }) => createPasswordService({ db, mailer, publicUrl }),
});

/** Sessions: signing in and out, and the access check every other route relies on. */
export const sessionsModule = defineModule({
  name: 'sessions',
  create: ({ app, config, db, mailer, signingKey, use }) => {
    const sessions = createSessionService({
      db,
      tokens: use('tokens'),
      mailer,
      signingKey,
      signInLimitPerIp: config.SIGN_IN_LIMIT_PER_IP,
    });
    app.decorate('recheckSession', sessions.recheck);
    return sessions;
  },
  routes: (sessions, { signingKey, use }) =>
    authRoutes({ sessions, passwords: use('passwords'), tokens: use('tokens'), signingKey }),
});

import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResultSchema,
  meSchema,
  messageSchema,
  otpChallengeSchema,
  resendOtpBodySchema,
  resetPasswordBodySchema,
  resetTokenCheckBodySchema,
  resetTokenCheckSchema,
  sessionCookieSchema,
  sessionTokensSchema,
  verifyOtpBodySchema,
} from '@depot/contracts/auth';
import { envelope } from '@depot/contracts/common';
import { COOKIE_REFRESH_TOKEN } from '@depot/contracts/constants';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, bearerTokenOf } from '../../plugins/access.ts';
import { assertSameOriginAndCsrf, clearSessionCookies, setSessionCookies } from './cookies.ts';
import type { PasswordService } from './password.service.ts';
import type { Client, SessionService } from './session.service.ts';
import type { TokenService } from './tokens.ts';

type Deps = {
  sessions: SessionService;
  passwords: PasswordService;
  tokens: TokenService;
  signingKey: Uint8Array;
};

const clientOf = (request: FastifyRequest): Client => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
});

const tags = ['auth'];

export function authRoutes({
  sessions,
  passwords,
  tokens,
  signingKey,
}: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/login',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            'Sign in with email and password; answers a code challenge when the second factor is on',
          body: loginBodySchema,
          response: { 200: envelope(loginResultSchema) },
        },
      },
      async (request, reply) => {
        const outcome = await sessions.login(
          request.body.email,
          request.body.password,
          clientOf(request),
        );
        if (outcome.otpRequired) return { data: outcome.challenge };
        setSessionCookies(request, reply, outcome.session, signingKey);
        return { data: { otpRequired: false as const, ...outcome.session.tokens } };
      },
    );

    app.post(
      '/verify-otp',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Enter the mailed 6-digit code; answers the session tokens',
          body: verifyOtpBodySchema,
          response: { 200: envelope(sessionTokensSchema) },
        },
      },
      async (request, reply) => {
        const issued = await sessions.verifyOtp(
          request.body.challengeId,
          request.body.code,
          clientOf(request),
        );
        setSessionCookies(request, reply, issued, signingKey);
        return { data: issued.tokens };
      },
    );

    app.post(
      '/resend-otp',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Mail a new code (30 s cool-down)',
          body: resendOtpBodySchema,
          response: { 200: envelope(otpChallengeSchema) },
        },
      },
      async (request) => ({ data: await sessions.resendOtp(request.body.challengeId) }),
    );

    app.post(
      '/refresh',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            'Rotate the refresh token (cookie) for new tokens; needs the X-CSRF-Token header',
          response: { 200: envelope(sessionTokensSchema) },
        },
      },
      async (request, reply) => {
        assertSameOriginAndCsrf(request, signingKey);
        const refreshToken = request.cookies[COOKIE_REFRESH_TOKEN];
        try {
          const issued = await sessions.refresh(refreshToken ?? '');
          setSessionCookies(request, reply, issued, signingKey);
          return { data: issued.tokens };
        } catch (error) {
          clearSessionCookies(reply);
          throw error;
        }
      },
    );

    app.post(
      '/logout',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            'End this session; needs the X-CSRF-Token header when session cookies are present',
          response: { 200: envelope(messageSchema) },
        },
      },
      async (request, reply) => {
        const refreshToken = request.cookies[COOKIE_REFRESH_TOKEN];
        if (refreshToken) assertSameOriginAndCsrf(request, signingKey);
        // A valid access token names its session too, so signing out ends it even when the
        // refresh cookie is gone (a header a page on another site cannot send).
        const bearer = bearerTokenOf(request);
        const subject = bearer ? await tokens.verifyAccessToken(bearer) : null;
        await sessions.logout(refreshToken, subject?.sessionId);
        clearSessionCookies(reply);
        return { data: { message: 'You are signed out.' } };
      },
    );

    app.get(
      '/session-cookie',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Whether this browser holds a refresh cookie (never its value)',
          response: { 200: envelope(sessionCookieSchema) },
        },
      },
      async (request) => ({
        data: { refreshToken: Boolean(request.cookies[COOKIE_REFRESH_TOKEN]) },
      }),
    );

    app.post(
      '/forgot-password',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Mail a reset link; the same answer whether or not the email has an account',
          body: forgotPasswordBodySchema,
          response: { 200: envelope(messageSchema) },
        },
      },
      async (request) => {
        await passwords.forgotPassword(request.body.email, request.ip);
        return {
          data: {
            message:
              'If an account uses this email, a link to reset its password is on its way. It works for 30 minutes.',
          },
        };
      },
    );

    app.post(
      '/reset-password/check',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Tell whether a reset or invitation link can still be used',
          body: resetTokenCheckBodySchema,
          response: { 200: envelope(resetTokenCheckSchema) },
        },
      },
      async (request) => ({ data: await passwords.checkResetToken(request.body.token) }),
    );

    app.post(
      '/reset-password',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Set a new password from a link; ends every session of the account',
          body: resetPasswordBodySchema,
          response: { 200: envelope(messageSchema) },
        },
      },
      async (request) => {
        await passwords.resetPassword(request.body.token, request.body.password, request.ip);
        return { data: { message: 'Your password is set. Sign in with it now.' } };
      },
    );

    app.post(
      '/change-password',
      {
        config: { access: 'authenticated' },
        schema: {
          tags,
          summary: 'Change your own password; ends your other sessions',
          security: [{ bearer: [] }],
          body: changePasswordBodySchema,
          response: { 200: envelope(messageSchema) },
        },
      },
      async (request) => {
        await passwords.changePassword(
          actorOf(request),
          request.body.currentPassword,
          request.body.newPassword,
          request.ip,
        );
        return { data: { message: 'Your password is changed. Other sessions were signed out.' } };
      },
    );

    app.get(
      '/me',
      {
        config: { access: 'authenticated' },
        schema: {
          tags,
          summary: 'The signed-in person, with a fresh permissions token',
          security: [{ bearer: [] }],
          response: { 200: envelope(meSchema) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const permissionsToken = await sessions.permissionsTokenFor(actor);
        return {
          data: {
            username: actor.email,
            fullName: actor.fullName,
            organizationName: actor.organizationName,
            email: actor.email,
            role: actor.roleKey,
            roleName: actor.roleName,
            employeeId: actor.employeeId,
            permissionsToken,
          },
        };
      },
    );
  };
}

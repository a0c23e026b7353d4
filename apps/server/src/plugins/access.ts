import type { Action, Permissions, Resource } from '@depot/contracts/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { permissionsVersion } from '../lib/permissions-version.ts';
import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import type { TokenService } from '../modules/auth/tokens.ts';

/** What a route needs: nobody, any signed-in person, or one action on one resource. */
export type Access = 'public' | 'authenticated' | { resource: Resource; action: Action };

export type Actor = {
  memberId: number;
  sessionId: string;
  employeeId: string;
  email: string;
  fullName: string;
  roleKey: string;
  roleName: string;
  organizationName: string;
  permissions: Permissions;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

const unauthenticated = (message: string) => new AppError('UNAUTHENTICATED', 401, message);

export function can(actor: Actor, resource: Resource, action: Action): boolean {
  return actor.permissions[resource]?.[action] === true;
}

/** The signed-in person of a route declared 'authenticated' or with a permission. */
/** The access token of the Authorization header, or '' when there is none. */
export function bearerTokenOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
}

export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated('Sign in to continue.');
  return request.actor;
}

/**
 * Every API route declares `config.access`; a route without one stops start-up. Requests are
 * authenticated from the Bearer access token, and the session, the member's status and the
 * role's permissions are read from the database on every call, so a revoked session or a
 * changed role takes effect at once, whatever the client holds.
 */
export type RouteAccess = { method: string; url: string; access: Access };

export function registerAccessControl(
  api: FastifyInstance,
  deps: { db: Database; tokens: TokenService; routeTable: RouteAccess[] },
) {
  const repository = createAuthRepository(deps.db);
  api.decorateRequest('actor', null);

  api.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) {
      throw new Error(
        `${String(route.method)} ${route.url} declares no access rule (config.access)`,
      );
    }
    for (const method of [route.method].flat()) {
      deps.routeTable.push({ method, url: route.url, access });
    }
  });

  api.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = bearerTokenOf(request);
    if (!token) throw unauthenticated('Sign in to continue.');
    const subject = await deps.tokens.verifyAccessToken(token);
    if (!subject) throw unauthenticated('Your session has expired. Sign in again.');
    const account = await repository.findLiveSession(subject.sessionId, subject.memberId);
    if (!account) throw unauthenticated('Your session has ended. Sign in again.');
    request.actor = {
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
    // Lets the console notice a role change and fetch a fresh permissions token.
    reply.header('x-permissions-version', permissionsVersion(account.permissions));
    if (access !== 'authenticated' && !can(request.actor, access.resource, access.action)) {
      throw new AppError(
        'FORBIDDEN',
        403,
        `Your role does not allow you to ${access.action} ${access.resource}. Ask an administrator for access.`,
      );
    }
  });
}

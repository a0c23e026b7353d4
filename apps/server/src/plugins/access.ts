import { type Access, accessGrants, permitsAccess } from '@depot/contracts/endpoint';
import type { FastifyInstance } from 'fastify';
import { type Authentication, bearerTokenOf } from '../lib/actor.ts';
import { AppError } from '../lib/app-error.ts';
import { permissionsVersion } from '../lib/permissions-version.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** Every API route with the access it declares (tests check each is enforced). */
export type RouteAccess = { method: string; url: string; access: Access; id: string };

const unauthenticated = (message: string) => new AppError('UNAUTHENTICATED', message);

/**
 * Every API route comes from an endpoint declaration (lib/route.ts); one registered otherwise
 * stops start-up. Requests are authenticated from the Bearer access token by `authenticate`,
 * which reads the session, the member's status and the role's permissions from the database on
 * every call, so a revoked session or a changed role takes effect at once, whatever the client
 * holds.
 */
export function registerAccessControl(
  api: FastifyInstance,
  deps: { authenticate: (token: string) => Promise<Authentication>; routeTable: RouteAccess[] },
) {
  api.decorateRequest('actor', null);

  api.addHook('onRoute', (route) => {
    const endpoint = route.config?.endpoint;
    if (!endpoint) {
      throw new Error(
        `${String(route.method)} ${route.url} was not registered from an endpoint declaration: use route() from lib/route.ts`,
      );
    }
    // HEAD routes are Fastify's own twins of GET routes, with the same config.
    for (const method of [route.method].flat()) {
      deps.routeTable.push({ method, url: route.url, access: endpoint.access, id: endpoint.id });
    }
  });

  api.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = bearerTokenOf(request);
    if (!token) throw unauthenticated('Sign in to continue.');
    const actor = await deps.authenticate(token);
    if (actor === 'expired') throw unauthenticated('Your session has expired. Sign in again.');
    if (actor === 'ended') throw unauthenticated('Your session has ended. Sign in again.');
    request.actor = actor;
    // Lets the console notice a role change and fetch a fresh permissions token.
    reply.header('x-permissions-version', permissionsVersion(actor.permissions));
    if (access !== 'authenticated' && !permitsAccess(actor.permissions, access)) {
      throw new AppError(
        'FORBIDDEN',
        'resource' in access
          ? `Your role does not allow you to ${access.action} ${access.resource}. Ask an administrator for access.`
          : `Your role does not allow this: it takes one of ${accessGrants(access).join(', ')}. Ask an administrator for access.`,
      );
    }
  });
}

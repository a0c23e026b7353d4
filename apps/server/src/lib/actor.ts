import { type Action, grants, type Permissions, type Resource } from '@depot/contracts/permissions';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** The signed-in person a request acts for, as the access plugin read it from the database. */
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
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** Who an access token names, or why it names nobody (the answer says what to do). */
export type Authentication = Actor | 'expired' | 'ended';

/**
 * Whether the actor may do `action` on `resource`. Export and approve count only beside view
 * (`actionNeeds`), so a stored grant that slipped past the rule opens nothing.
 */
export function can(actor: Actor, resource: Resource, action: Action): boolean {
  return grants(actor.permissions, resource, action);
}

/** The access token of the Authorization header, or '' when there is none. */
export function bearerTokenOf(request: Pick<FastifyRequest, 'headers'>): string {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
}

/** The signed-in person of a route declared 'authenticated' or with a permission. */
export function actorOf(request: Pick<FastifyRequest, 'actor'>): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  return request.actor;
}

import type { z } from 'zod';
import { type ErrorCode, errorStatuses, generalErrorCodes } from './errors.ts';
import {
  type Action,
  type GrantName,
  holdsGrant,
  type Permissions,
  type Resource,
} from './permissions.ts';

/**
 * Who may call an endpoint: anyone, any signed-in person, holders of one permission, or holders
 * of any of several (a picker, open to whoever fills in a form that names such a record).
 */
export type Access =
  | 'public'
  | 'authenticated'
  | { resource: Resource; action: Action }
  | { anyOf: readonly GrantName[] };

/** An access that takes a permission: one, or any of several. */
export type GuardedAccess = Exclude<Access, 'public' | 'authenticated'>;

/** The grants any one of which opens a guarded endpoint. */
export function accessGrants(access: GuardedAccess): readonly GrantName[] {
  return 'anyOf' in access ? access.anyOf : [`${access.resource}.${access.action}`];
}

/** Whether `permissions` open an endpoint guarded by `access`. */
export function permitsAccess(permissions: Permissions, access: GuardedAccess): boolean {
  return accessGrants(access).some((grant) => holdsGrant(permissions, grant));
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One endpoint as its group declares it; `defineEndpoints` adds its id and tag. */
export type EndpointDeclaration = {
  method: HttpMethod;
  /** Under /api/v1, with `:name` for each path parameter (exactly as the wire spells it). */
  path: string;
  /** One line for the API document. */
  summary: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The `data` of a successful answer (`{ data, message? }` on the wire). */
  response: z.ZodType;
  /**
   * Set when the answer is a file rather than `{ data }`: 'csv' streams text/csv; 'csv-or-xlsx'
   * streams CSV, or an Excel workbook when the request asks `format=xlsx` (a GET in its query,
   * a POST in its body). Either comes with a
   * Content-Disposition file name (`response` is then the file itself). 'pdf' answers one
   * document (an invoice), made whole for the request rather than streamed from a list.
   */
  download?: 'csv' | 'csv-or-xlsx' | 'pdf';
  /** Largest request body, in bytes, where the server's default is too small (an import). */
  bodyLimit?: number;
  /** 201 for a creation; 200 otherwise. */
  status?: 200 | 201;
  /** Other statuses that carry the same `{ data }` answer (the health check's 503). */
  alsoAnswers?: readonly 503[];
  /**
   * For answers that are the same for everyone and change only with a release: how long any
   * cache may keep them. They carry an ETag, and a repeat request with it is answered 304.
   */
  cacheSeconds?: number;
  /** Codes this endpoint answers beyond those every endpoint of its access may. */
  errors: readonly ErrorCode[];
};

export type Endpoint = EndpointDeclaration & {
  /** `group.name`, unique: the OpenAPI operationId is made from it. */
  id: string;
  /** The API document's section. */
  tag: string;
};

/**
 * Declares a group of endpoints once, for the server (routes, validation, serialisation, API
 * document, access check) and the console (the typed call) alike.
 */
export function defineEndpoints<const Group extends Record<string, EndpointDeclaration>>(
  tag: string,
  group: Group,
): { [Name in keyof Group]: Group[Name] & { id: string; tag: string } } {
  return Object.fromEntries(
    Object.entries(group).map(([name, declaration]) => [
      name,
      { ...declaration, id: `${tag}.${name}`, tag },
    ]),
  ) as { [Name in keyof Group]: Group[Name] & { id: string; tag: string } };
}

const sessionErrors = ['UNAUTHENTICATED'] as const satisfies readonly ErrorCode[];
const permissionErrors = ['UNAUTHENTICATED', 'FORBIDDEN'] as const satisfies readonly ErrorCode[];

/**
 * Every code an endpoint may answer: its own, those of its access, and the general ones, but
 * none of a status it answers with its own body (the health check's 503 is its degraded answer).
 */
export function endpointErrors(
  endpoint: Pick<Endpoint, 'access' | 'errors' | 'alsoAnswers'>,
): ErrorCode[] {
  const byAccess =
    endpoint.access === 'public'
      ? []
      : endpoint.access === 'authenticated'
        ? sessionErrors
        : permissionErrors;
  const ownStatuses: readonly number[] = endpoint.alsoAnswers ?? [];
  return [...new Set<ErrorCode>([...generalErrorCodes, ...byAccess, ...endpoint.errors])].filter(
    (code) => !ownStatuses.includes(errorStatuses[code]),
  );
}

/** The path with its `:name` parameters filled in, each encoded. */
export function endpointPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null)
      throw new Error(`${path} needs the ${name} parameter`);
    return encodeURIComponent(String(value));
  });
}

/** The `name` of each `:name` in a path. */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
}

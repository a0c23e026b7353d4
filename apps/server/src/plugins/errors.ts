import type { ErrorBody, ErrorDetail } from '@depot/contracts/common';
import { endpointErrors } from '@depot/contracts/endpoint';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { stdSerializers } from 'pino';
import { AppError } from '../lib/app-error.ts';
import {
  DATABASE_BUSY,
  DATABASE_RETRY_AFTER_SECONDS,
  databaseProblem,
  databaseUnavailable,
} from '../lib/database-errors.ts';
import { overloaded } from '../lib/overload.ts';
import { setAnswerHeaders, setSecurityHeaders } from './security.ts';

type Problem = {
  status: number;
  code: string;
  message: string;
  details?: ErrorDetail[];
  headers?: Record<string, string>;
};

const codeByStatus: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

function statusOf(error: unknown): number {
  if (error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number') {
    return error.statusCode;
  }
  return 500;
}

function locationLabel(location: string | undefined): string {
  if (location === 'querystring') return 'query';
  return location ?? 'body';
}

/** The database is down or restarting: the request may be sent again shortly. */
const databaseDown: Problem = {
  status: 503,
  code: 'SERVICE_UNAVAILABLE',
  message: `The database cannot be reached at the moment. Try again in ${DATABASE_RETRY_AFTER_SECONDS} seconds.`,
  headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
};

/** Maps anything thrown during a request to a problem a person can act on; unknown errors become a bare 500. */
export function toProblem(error: unknown, bodyLimit: number): Problem {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      code: error.code,
      message: error.message,
      headers: error.headers,
      ...(error.details ? { details: error.details } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      path:
        issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
        locationLabel(error.validationContext),
      message: issue.message ?? 'is not valid',
    }));
    const where = locationLabel(error.validationContext);
    return {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: `Some ${where} fields are not valid: ${details.map((d) => `${d.path} ${d.message}`).join('; ')}`,
      details,
    };
  }
  const fromDatabase = databaseProblem(error);
  if (fromDatabase) return fromDatabase;
  const unavailable = databaseUnavailable(error);
  // Waiting for a free connection too long is overload, not an outage.
  if (unavailable === DATABASE_BUSY) return toProblem(overloaded(), bodyLimit);
  if (unavailable) return databaseDown;
  if (isFastifyError(error)) {
    switch (error.code) {
      case 'FST_ERR_BAD_URL':
        return {
          status: 400,
          code: 'BAD_REQUEST',
          message: 'The address is not valid: a part of it is not correctly encoded.',
        };
      case 'FST_ERR_MAX_PARAM_LENGTH':
        return {
          status: 414,
          code: 'URI_TOO_LONG',
          // Fastify's router refuses path parameters past its maxParamLength, 100 by default.
          message: 'A part of the address is longer than the 100 characters allowed.',
        };
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return {
          status: 400,
          code: 'MALFORMED_JSON',
          message: 'The request body is not valid JSON.',
        };
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return {
          status: 413,
          code: 'PAYLOAD_TOO_LARGE',
          message: `The request body is larger than the ${bodyLimit} bytes allowed.`,
        };
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return {
          status: 415,
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Send the request body as application/json.',
        };
    }
  }
  // Body-parser failures arrive as a SyntaxError carrying a 400 status.
  if (error instanceof SyntaxError && 'statusCode' in error && error.statusCode === 400) {
    return { status: 400, code: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' };
  }
  const status = statusOf(error);
  if (status >= 400 && status < 500 && error instanceof Error) {
    return { status, code: codeByStatus[status] ?? 'BAD_REQUEST', message: error.message };
  }
  return {
    status: status >= 500 && status < 600 ? status : 500,
    code: status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR',
    message:
      'Something went wrong on our side. Please try again; if it keeps happening, contact your administrator.',
  };
}

function send(reply: FastifyReply, problem: Problem) {
  const body: ErrorBody = {
    error: {
      code: problem.code,
      message: problem.message,
      ...(problem.details ? { details: problem.details } : {}),
    },
  };
  if (problem.headers) reply.headers(problem.headers);
  return reply.code(problem.status).type('application/json; charset=utf-8').send(body);
}

/**
 * The body limit that applied to the request: its route's own where it sets one (an import takes
 * more than the server's default), so a 413 names the number the client actually ran into.
 */
function bodyLimitOf(request: FastifyRequest, serverLimit: number): number {
  const limit = request.routeOptions?.bodyLimit;
  return typeof limit === 'number' && limit > 0 ? limit : serverLimit;
}

/**
 * A code a service threw that its endpoint does not declare: the API document would not list
 * it, and the console would not expect it. Checked where the app is built to check it (tests).
 */
function undeclaredCode(error: unknown, request: FastifyRequest): string | null {
  if (!(error instanceof AppError)) return null;
  const endpoint = request.routeOptions?.config?.endpoint;
  if (!endpoint || endpointErrors(endpoint).includes(error.code)) return null;
  return `${endpoint.id} answered ${error.code}, which its declaration does not list`;
}

function handle(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  options: ErrorHandlingOptions,
) {
  const undeclared = options.checkDeclaredCodes ? undeclaredCode(error, request) : null;
  if (undeclared) {
    // A loud 500 fails whichever test reached the path.
    request.log.error(undeclared);
    return send(reply, { status: 500, code: 'INTERNAL_ERROR', message: undeclared });
  }
  const problem = toProblem(error, bodyLimitOf(request, options.bodyLimit));
  // An outage or an overload is one fact, not a failure per request: a warning without the
  // stack each time.
  if (problem === databaseDown) {
    request.log.warn({ reason: databaseUnavailable(error) }, problem.message);
  } else if (problem.status === 503) request.log.warn(problem.message);
  else if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: problem.code, status: problem.status }, problem.message);
  return send(reply, problem);
}

export type ErrorHandlingOptions = {
  bodyLimit: number;
  /** Answer 500 when a service throws a code its endpoint does not declare (for tests). */
  checkDeclaredCodes?: boolean;
};

/** One error handler for the whole app: the wire's error shape, 5xx details only in the log. */
export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions) {
  app.setErrorHandler((error, request, reply) => handle(error, request, reply, options));
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route runs (a badly encoded
 * path, an over-long path parameter) answers in the same error shape as everything else, and
 * with the same headers, which no hook sets here.
 */
export function frameworkErrors(bodyLimit: number) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // Helmet reports no error it could have; the refusal goes out whatever it says.
    setSecurityHeaders(request, reply, () => {
      setAnswerHeaders(request, reply);
      handle(error, request, reply, { bodyLimit });
    });
  };
}

/** What a failed query's message carries after the SQL: the values, which may be personal. */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

function scrubbed(value: unknown, depth: number): unknown {
  if (typeof value !== 'object' || value === null || depth > 5) return value;
  if (Array.isArray(value)) return value.map((item) => scrubbed(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // `params` are a query's values; `detail` repeats a conflicting row's values.
    if (key === 'params' || key === 'detail') copy[key] = '[redacted]';
    else if ((key === 'message' || key === 'stack') && typeof item === 'string') {
      copy[key] = item.replace(QUERY_PARAMS, '\nparams: [redacted]');
    } else copy[key] = scrubbed(item, depth + 1);
  }
  return copy;
}

type SerializedError = ReturnType<typeof stdSerializers.err>;

/** Logs errors as pino does, without the values a failed query was given. */
export function serializeError(error: Error): SerializedError {
  const serialized = stdSerializers.err(error);
  const copy = scrubbed(serialized, 0) as Record<string, unknown>;
  return {
    ...copy,
    type: serialized.type,
    message: typeof copy.message === 'string' ? copy.message : '',
    stack: typeof copy.stack === 'string' ? copy.stack : '',
  } as SerializedError;
}

/** A 404 in the error shape, naming what was asked for. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  return send(reply, {
    status: 404,
    code: 'NOT_FOUND',
    message: `There is no API route ${request.method} ${path}.`,
  });
}

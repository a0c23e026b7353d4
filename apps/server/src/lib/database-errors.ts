/** The SQLSTATE of a PostgreSQL error, as both drivers report it (drizzle wraps it as the cause). */
function sqlState(error: unknown): string | undefined {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  return error instanceof Error && error.cause ? sqlState(error.cause) : undefined;
}

/** The constraint a PostgreSQL error names, as both drivers report it. */
function constraintOf(error: unknown): string | undefined {
  const name =
    typeof error === 'object' && error !== null && 'constraint' in error
      ? error.constraint
      : undefined;
  if (typeof name === 'string') return name;
  return error instanceof Error && error.cause ? constraintOf(error.cause) : undefined;
}

/**
 * PostgreSQL's unique_violation; of `constraint` only when named, so that a table with two
 * unique keys does not report one as the other.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return (
    sqlState(error) === '23505' && (constraint === undefined || constraintOf(error) === constraint)
  );
}

/**
 * PostgreSQL's foreign_key_violation: a row still referenced (a role with members) or a
 * reference to a row that is gone (a role deleted meanwhile).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === '23503';
}

/**
 * A row still referenced, whichever way the foreign key says it: restrict_violation (ON DELETE
 * RESTRICT, checked at once) or foreign_key_violation (NO ACTION).
 */
export function isStillReferenced(error: unknown): boolean {
  const state = sqlState(error);
  return state === '23001' || state === '23503';
}

/**
 * A transaction that lost a race and may simply be run again: a serialization failure, a
 * deadlock the server broke by ending this side, or a lock not granted in time.
 */
export function isRetryableConflict(error: unknown): boolean {
  const state = sqlState(error);
  return state === '40001' || state === '40P01' || state === '55P03';
}

export type DatabaseProblem = { status: 400 | 409; code: string; message: string };

/**
 * The answer for a database error that a request's values caused, when no service turned it
 * into something more precise first: the data exceptions of SQLSTATE class 22 (a value out of
 * range, bad encoding, an impossible date) and the integrity violations of class 23. Anything
 * else is the server's fault and stays a 500.
 */
export function databaseProblem(error: unknown): DatabaseProblem | null {
  const state = sqlState(error);
  if (!state) return null;
  if (state.startsWith('22')) {
    return {
      status: 400,
      code: 'INVALID_VALUE',
      message:
        'A value in the request cannot be stored: it is out of range, too long or not valid text. Check the values and try again.',
    };
  }
  switch (state) {
    case '23502':
    case '23514':
      return {
        status: 400,
        code: 'INVALID_VALUE',
        message:
          'A value in the request is missing, too long or outside what is allowed. Check the values and try again.',
      };
    case '23505':
    case '23P01':
      return {
        status: 409,
        code: 'CONFLICT',
        message: 'A record with these values already exists.',
      };
    case '23001':
    case '23503':
      return {
        status: 409,
        code: 'CONFLICT',
        message:
          'This change refers to a record that no longer exists, or removes one still in use. Reload and try again.',
      };
    default:
      return null;
  }
}

/**
 * Seconds a client should wait before trying again while the database cannot be reached: about
 * what a restart of PostgreSQL takes.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The pool's wait for a connection ran out: the server has more work than connections. */
export const DATABASE_BUSY = 'no database connection came free in time';

/** Node's socket errors: the database's address refused, dropped or never answered. */
const UNREACHABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);

/**
 * What node-postgres says, without a code, when a connection ends under a query or none can be
 * had in time (the pool's wait for a free or new connection).
 */
const UNREACHABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let at = error; at && chain.length < 5; ) {
    chain.push(at);
    at = at instanceof Error ? at.cause : undefined;
  }
  return chain;
}

/**
 * Why the database cannot serve a request right now, in words for a person, or null when the
 * error is not about reaching it: a refused or dropped connection, the server shutting down or
 * starting (SQLSTATE 57P01–57P03), a connection exception (class 08), or no connection free in
 * time (too many clients, the pool's wait). Such a failure passes once the database is back.
 */
export function databaseUnavailable(error: unknown): string | null {
  for (const link of causes(error)) {
    const code =
      typeof link === 'object' && link !== null && 'code' in link ? String(link.code) : '';
    if (UNREACHABLE_SOCKET.has(code))
      return `the database refused or dropped the connection (${code})`;
    if (code === '57P01' || code === '57P02') return `the database is shutting down (${code})`;
    if (code === '57P03') return `the database is starting or stopping (${code})`;
    if (code === '53300') return `the database has no connection free (${code})`;
    if (/^08[0-9A-Z]{3}$/.test(code)) return `the connection to the database failed (${code})`;
    if (link instanceof Error && UNREACHABLE_MESSAGE.test(link.message)) {
      return link.message.startsWith('timeout')
        ? DATABASE_BUSY
        : 'the connection to the database ended';
    }
  }
  return null;
}

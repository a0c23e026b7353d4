/** The SQLSTATE of a PostgreSQL error, as both drivers report it (drizzle wraps it as the cause). */
function sqlState(error: unknown): string | undefined {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  return error instanceof Error && error.cause ? sqlState(error.cause) : undefined;
}

/** PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/**
 * PostgreSQL's foreign_key_violation: a row still referenced (a role with members) or a
 * reference to a row that is gone (a role deleted meanwhile).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === '23503';
}

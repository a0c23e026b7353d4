/** PostgreSQL's unique_violation, as both drivers report it. */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  const cause = error instanceof Error && error.cause ? isUniqueViolation(error.cause) : false;
  return code === '23505' || cause;
}

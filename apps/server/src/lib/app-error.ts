import type { ErrorDetail } from '@depot/contracts/common';
import { type ErrorCode, errorStatuses } from '@depot/contracts/errors';

/**
 * The one error type services throw; the error handler turns it into the wire's error shape.
 * Its status follows from the code (packages/contracts/src/errors.ts), so a code always answers
 * the same way.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: ErrorDetail[] | undefined;
  /** Extra response headers, e.g. Retry-After on a 429. */
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    details?: ErrorDetail[],
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.code = code;
    this.statusCode = errorStatuses[code];
    this.details = details;
    this.headers = headers;
  }
}

/** A 400 for fields that passed the contract but not the server's checks, one detail each. */
export function invalidFields(details: ErrorDetail[]): AppError {
  return new AppError(
    'VALIDATION_FAILED',
    `Some body fields are not valid: ${details.map((detail) => `${detail.path}: ${detail.message}`).join('; ')}`,
    details,
  );
}

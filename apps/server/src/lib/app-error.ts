import type { ErrorDetail } from '@depot/contracts/common';

/** The one error type services throw; the error handler turns it into the wire's error shape. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: string;
  readonly statusCode: number;
  readonly details: ErrorDetail[] | undefined;

  constructor(code: string, statusCode: number, message: string, details?: ErrorDetail[]) {
    super(message);
    this.code = code;
    this.statusCode = statusCode;
    this.details = details;
  }
}

import { AppError } from './app-error.ts';

/** Seconds an overloaded server asks clients to wait before trying again. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 2;

/** The answer to a request the server is too busy to take: 503, try again shortly. */
export function overloaded(): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    `The server is busier than it can answer right now. Try again in ${OVERLOAD_RETRY_AFTER_SECONDS} seconds.`,
    undefined,
    { 'retry-after': String(OVERLOAD_RETRY_AFTER_SECONDS) },
  );
}

import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@depot/contracts/common';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

const parts = [
  ['params', 'path'],
  ['query', 'query'],
  ['body', 'body'],
] as const;

/**
 * Every string of every request — path parameters, query, body, object keys — keeps the text
 * rule before any schema or query sees it, so no endpoint can forget it and no such value
 * reaches the database (docs/SECURITY.md).
 */
export function registerTextRule(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [part, label] of parts) {
      const path = findUnsafeText(request[part]);
      if (path === null) continue;
      const where = path === '' ? label : path;
      throw new AppError(
        'VALIDATION_FAILED',
        `Some ${label} fields are not valid: ${where} ${UNSAFE_TEXT_MESSAGE}.`,
        [{ path: where, message: UNSAFE_TEXT_MESSAGE }],
      );
    }
  });
}

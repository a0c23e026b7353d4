import { MAX_BODY_DEPTH, nestsDeeperThan } from '@depot/contracts/json-depth';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** Fatal: bytes that are not UTF-8 are refused rather than stored as U+FFFD. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

const notUtf8 = () =>
  new AppError(
    'MALFORMED_JSON',
    'The request body is not valid UTF-8: send JSON encoded as UTF-8.',
  );

const tooDeep = () =>
  new AppError(
    'VALIDATION_FAILED',
    `The request body is nested too deeply: at most ${MAX_BODY_DEPTH} levels of arrays and objects are allowed.`,
    [
      {
        path: 'body',
        message: `must not nest arrays and objects more than ${MAX_BODY_DEPTH} levels deep`,
      },
    ],
  );

/**
 * The API's one body parser. A POST that sends no body (mark-all-read, logout) is fine even when
 * a client labels it JSON; anything else must be UTF-8 (as JSON is on the wire), goes through
 * Fastify's own parser with its prototype-poisoning guards, and may nest no deeper than any
 * contract does, checked before the text rule or anything else walks it (docs/SECURITY.md).
 */
export function registerJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser<Buffer>(
    'application/json',
    { parseAs: 'buffer' },
    (request, body, done) => {
      if (body.length === 0) return done(null, undefined);
      let text: string;
      try {
        text = utf8.decode(body);
      } catch {
        return done(notUtf8());
      }
      return parseJson(request, text, (error, parsed) => {
        if (error) return done(error);
        if (nestsDeeperThan(parsed, MAX_BODY_DEPTH)) return done(tooDeep());
        return done(null, parsed);
      });
    },
  );
}

import { constants as zlibConstants } from 'node:zlib';
import { API_BASE_PATH } from '@depot/contracts/constants';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

/**
 * Strict CSP: scripts only from our own origin, no inline script, no third-party host.
 * style-src allows inline styles because antd's CSS-in-JS injects <style> elements at run
 * time (docs/decisions/0004-content-security-policy.md).
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** A year, the usual HSTS lifetime; sent only over https, where a browser heeds it. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * zstd (the first of a browser's encodings the server takes) at level 1 rather than its default
 * 3: over a million-row report it wrote a file 1% larger for about a third less of the
 * compressor's time, which the server and the database share the cores with. The compressor
 * hands back 64 KB at a time rather than 16 KB, gzip's too: a quarter of the writes to the
 * socket and of the callbacks from the compressor's thread
 * (docs/decisions/0027-answers-compressed-fast.md).
 */
const compression = {
  chunkSize: 64 * 1024,
  params: { [zlibConstants.ZSTD_c_compressionLevel]: 1 },
};

/** Built once: Fastify's helmet plugin builds helmet anew for every request. */
const secureHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  // HSTS over plain http is meaningless at best and pins a wrong scheme at worst: added by
  // setAnswerHeaders only for https requests (directly or through a trusted proxy).
  // Cross-origin isolation headers would block nothing we load; helmet's other defaults stay.
  strictTransportSecurity: false,
});

/**
 * The headers every answer carries (CSP, nosniff, framing, referrer and opener policies), set
 * before anything works on the request: by the hook below for every route, and by the router's
 * own refusals (`frameworkErrors` in errors.ts), which run no hook.
 */
export function setSecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  done: (error?: Error) => void,
) {
  secureHeaders(request.raw, reply.raw, (error) =>
    done(error instanceof Error ? error : undefined),
  );
}

/**
 * What an answer adds as it is sent, once its route has had its say: HSTS over https, and
 * `no-store` on the API, whose answers carry tokens and personal records, unless a route sets
 * its own caching.
 */
export function setAnswerHeaders(request: FastifyRequest, reply: FastifyReply) {
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  if (request.url.startsWith(API_BASE_PATH) && !reply.hasHeader('cache-control')) {
    reply.header('cache-control', 'no-store');
  }
}

export async function registerSecurity(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => setSecurityHeaders(request, reply, done));
  app.addHook('onSend', async (request, reply) => setAnswerHeaders(request, reply));
  await app.register(compress, { global: true, threshold: 1024, zlibOptions: compression });
}

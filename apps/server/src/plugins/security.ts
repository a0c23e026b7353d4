import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    // Cross-origin isolation headers would block nothing we load and break nothing either;
    // keep helmet's defaults for the rest (HSTS, nosniff, frameguard, referrer policy).
  });
  await app.register(compress, { global: true, threshold: 1024 });
}

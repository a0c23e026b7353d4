import type { FastifyInstance, FastifyRequest } from 'fastify';
import { overloaded } from '../lib/overload.ts';

const isHealthCheck = (request: FastifyRequest) =>
  request.routeOptions.config?.endpoint?.id === 'system.health';

/** How often the event loop's lag is measured, in ms. */
const LAG_SAMPLE_MS = 250;
/** Samples in a row over the bound that make a lag sustained rather than a pause. */
const LAGGING_SAMPLES = 3;

/**
 * Whether the event loop has lagged more than `maxMs` at each of the last three samples of a
 * timer set to fire every 250 ms: overload that lasts, not one slow piece of work or a garbage
 * collection. Measured from when the server is ready, so that the work of starting
 * (migrations, the first seed) does not count.
 */
function watchLag(app: FastifyInstance, maxMs: number): () => boolean {
  let lagging = 0;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    let last = performance.now();
    timer = setInterval(() => {
      const now = performance.now();
      lagging = now - last - LAG_SAMPLE_MS > maxMs ? lagging + 1 : 0;
      last = now;
    }, LAG_SAMPLE_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  return () => lagging >= LAGGING_SAMPLES;
}

/**
 * Sheds load instead of falling over: a request is answered 503 with Retry-After at once,
 * before any work, when `maxInFlight` requests are already being answered (each waits for one
 * of a few database connections, so a longer queue only makes every answer later) or, when
 * `maxEventLoopDelayMs` is given, while the event loop keeps lagging more than that behind. The
 * health check is always answered: it is how an operator or a load balancer sees the state.
 */
export function registerLoadShedding(
  app: FastifyInstance,
  /** Without `maxEventLoopDelayMs`, only the cap on requests in flight sheds. */
  options: { maxInFlight: number; maxEventLoopDelayMs?: number | undefined },
) {
  const isLagging =
    options.maxEventLoopDelayMs === undefined
      ? () => false
      : watchLag(app, options.maxEventLoopDelayMs);
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (!isHealthCheck(request)) {
      if (inFlight >= options.maxInFlight || isLagging()) {
        throw overloaded();
      }
    }
    inFlight++;
    // 'close' comes once per response, sent or abandoned by the client alike.
    reply.raw.once('close', () => {
      inFlight--;
    });
  });
}

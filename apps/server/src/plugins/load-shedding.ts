import type { FastifyInstance, FastifyRequest } from 'fastify';
import { overloaded } from '../lib/overload.ts';

const isHealthCheck = (request: FastifyRequest) =>
  request.routeOptions.config?.endpoint?.id === 'system.health';

/** How often the event loop's lag is measured, in ms. */
const LAG_SAMPLE_MS = 250;

/**
 * The event loop's lag: how late a timer set to fire every 250 ms fired last. Measured from
 * when the server is ready, so that the work of starting (migrations, the first seed) does not
 * count as overload.
 */
function watchLag(app: FastifyInstance): () => number {
  let lag = 0;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    let last = performance.now();
    timer = setInterval(() => {
      const now = performance.now();
      lag = Math.max(0, now - last - LAG_SAMPLE_MS);
      last = now;
    }, LAG_SAMPLE_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  return () => lag;
}

/**
 * Sheds load instead of falling over: a request is answered 503 with Retry-After at once,
 * before any work, when `maxInFlight` requests are already being answered (each waits for one
 * of a few database connections, so a longer queue only makes every answer later) or when the
 * event loop lags more than `maxEventLoopDelayMs` behind. The health check is always answered:
 * it is how an operator or a load balancer sees the state.
 */
export function registerLoadShedding(
  app: FastifyInstance,
  options: { maxInFlight: number; maxEventLoopDelayMs: number },
) {
  const lag = watchLag(app);
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (!isHealthCheck(request)) {
      if (inFlight >= options.maxInFlight || lag() > options.maxEventLoopDelayMs) {
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

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COOKIE_ACCESS_TOKEN } from '@depot/contracts/constants';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../lib/actor.ts';
import { drawConsolePage, readConsoleFrame } from './console-frame.ts';
import { sendNotFound } from './errors.ts';

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // A missing asset (/assets/x.js, /favicon.png) is a real 404, not the app.
  if (path.extname(request.url.split('?')[0] ?? '') !== '') return false;
  return true;
}

/** The build's page for each path (entry-pages.json): index.html plus preloads of that screen. */
function readEntryPages(distDir: string): (urlPath: string) => string {
  const file = path.join(distDir, 'entry-pages.json');
  const byPath: Record<string, string> = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {};
  return (urlPath) => {
    // The router matches a trailing slash too.
    const pagePath = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
    return byPath[pagePath] ?? byPath['*'] ?? 'index.html';
  };
}

type WebDeps = {
  /** The person a page request's access token names while their session is live, or null. */
  recognise: (accessToken: string) => Promise<Actor | null>;
};

/**
 * How long a page waits for the session's lookup before it goes as built: the frame is there to
 * make the page sooner, never later (a busy or unreachable database).
 */
const FRAME_LOOKUP_MS = 250;

function withinFrameLookup<T>(lookup: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), FRAME_LOOKUP_MS);
  });
  return Promise.race([lookup, late]).finally(() => clearTimeout(timer));
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached (both
 * precompressed at build), and every other non-API path answered with its entry page so the
 * client router can take over. The console's page comes with its frame drawn for the person
 * signed in (console-frame.ts), so a phone paints it before the code has arrived.
 */
export async function registerWeb(app: FastifyInstance, distDir: string, deps: WebDeps) {
  const indexFile = path.join(distDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  const pageFor = readEntryPages(distDir);
  const consoleFrame = hasWebApp ? readConsoleFrame(distDir, app.log) : undefined;

  /** The console's page drawn for the person whose session the request carries, if it does. */
  async function drawnConsolePage(request: FastifyRequest, pathname: string) {
    const token = request.cookies[COOKIE_ACCESS_TOKEN];
    // A HEAD has no body to draw into.
    if (!consoleFrame || !token || request.method !== 'GET') return undefined;
    try {
      const person = await withinFrameLookup(deps.recognise(token));
      if (!person) return undefined;
      return drawConsolePage(consoleFrame, { person, pathname, cookies: request.cookies });
    } catch (error) {
      // The page as built still works: the console draws the frame itself once its code runs.
      request.log.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'the console frame could not be drawn; the page goes as built',
      );
      return undefined;
    }
  }

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: ['index.html'],
      // The build wrote .br and .gz beside each file at the highest levels: served as they are,
      // with Content-Encoding and Vary: Accept-Encoding, instead of compressing every request.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: serving the API only (run npm run build)');
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url === '/api' || request.url.startsWith('/api/') || !hasWebApp) {
      return sendNotFound(request, reply);
    }
    if (!wantsPage(request)) return reply.code(404).type('text/plain').send('Not found');
    const urlPath = request.url.split('?')[0] ?? '/';
    const page = pageFor(urlPath);
    const drawn = page === consoleFrame?.pageFile && (await drawnConsolePage(request, urlPath));
    if (drawn) {
      // One person's page: never stored, by the browser's cache or any other.
      return reply
        .header('cache-control', 'no-store')
        .header('vary', 'cookie')
        .type('text/html; charset=utf-8')
        .send(drawn);
    }
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
}

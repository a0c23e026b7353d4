import { createHash } from 'node:crypto';
import { envelope, errorBodySchema } from '@depot/contracts/common';
import {
  accessGrants,
  type Endpoint,
  endpointErrors,
  permitsAccess,
} from '@depot/contracts/endpoint';
import { errorStatuses } from '@depot/contracts/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Actor, actorOf } from './actor.ts';
import { auditTrail } from './audit.ts';
import { DEFAULT_FILE_LOOK } from './cells.ts';
import { type CsvFile, type CsvRow, countedBatches, csvStream, EXPORT_BATCH_SIZE } from './csv.ts';
import { checkExportSize } from './export-bound.ts';
import { XLSX_MEDIA_TYPE, xlsxStream } from './xlsx.ts';

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** A request whose params, query and body have passed the endpoint's schemas. */
export type EndpointRequest<E extends Endpoint> = Omit<
  FastifyRequest,
  'params' | 'query' | 'body'
> & {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
};

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<z.input<E['response']>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was registered from (see `route`). */
    endpoint?: Endpoint;
  }
}

/**
 * The access check of a request run again for a session it accepted (without the access token,
 * which a long download may outlast): the person as they stand now, or why their session no
 * longer does, in words for the audit log.
 */
export type SessionRecheck = (actor: Actor) => Promise<Actor | { ended: string }>;

/** "team.resendInvitation" → "teamResendInvitation": the OpenAPI operationId. */
function operationId(id: string): string {
  return id.replace(/\.(\w)/g, (_match, letter: string) => letter.toUpperCase());
}

/** The error answers an endpoint declares, grouped by status for the API document. */
function errorResponses(endpoint: Endpoint) {
  const byStatus = new Map<number, string[]>();
  for (const code of endpointErrors(endpoint)) {
    const status = errorStatuses[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  // The body is the same for every error: the document refers to it (lib/document-schemas.ts),
  // and the codes an answer may carry are its description.
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      status,
      {
        description: `Error codes: ${codes.join(', ')}`,
        content: { 'application/json': { schema: errorBodySchema } },
      },
    ]),
  );
}

/** Strong ETags of cacheable answers, computed once per answer object. */
const etags = new WeakMap<object, string>();

function etagOf(data: unknown): string {
  const key = typeof data === 'object' && data !== null ? data : null;
  const known = key ? etags.get(key) : undefined;
  if (known) return known;
  const etag = `"${createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 27)}"`;
  if (key) etags.set(key, etag);
  return etag;
}

/** Whether If-None-Match names the answer's current ETag (or any, with `*`). */
function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** What every route takes from its declaration, whatever its answer: the schema but `response`. */
function declaredSchema(endpoint: Endpoint) {
  return {
    operationId: operationId(endpoint.id),
    tags: [endpoint.tag],
    summary: endpoint.summary,
    security: endpoint.access === 'public' ? [] : [{ bearer: [] }],
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
  };
}

/** Fastify's route options a declaration sets beyond its schema: a body limit of its own. */
function declaredOptions(endpoint: Endpoint) {
  return endpoint.bodyLimit === undefined ? {} : { bodyLimit: endpoint.bodyLimit };
}

/**
 * Registers an endpoint from its declaration: method, path, validation, serialisation, the API
 * document's entry and the access rule all come from it. The handler returns the answer's
 * `data`; the status is the declaration's (201 for a creation).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  if (endpoint.download) {
    throw new Error(`${endpoint.id} answers a file: register it with download()`);
  }
  const status = endpoint.status ?? 200;
  const answer = envelope(endpoint.response);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, endpoint },
    ...declaredOptions(endpoint),
    schema: {
      ...declaredSchema(endpoint),
      response: {
        [status]: answer,
        ...Object.fromEntries((endpoint.alsoAnswers ?? []).map((other) => [other, answer])),
        ...errorResponses(endpoint),
      },
    },
    handler: async (request, reply) => {
      reply.code(status);
      // The validator has parsed params, query and body with the endpoint's own schemas.
      const data = await handler(request as EndpointRequest<E>, reply);
      if (endpoint.cacheSeconds !== undefined) {
        const etag = etagOf(data);
        reply.header('etag', etag);
        reply.header('cache-control', `public, max-age=${endpoint.cacheSeconds}`);
        if (isFresh(request, etag)) return reply.code(304).send();
      }
      return { data };
    },
  });
}

export type DownloadHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<CsvFile>;

/** Text as RFC 5987 writes a header parameter's value: UTF-8, percent-encoded. */
function rfc5987(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A file of bytes, as the API document describes a workbook. */
const binaryFile = z.string().meta({ format: 'binary' });

/** A file name a Content-Disposition header carries as it is, without quoting or encoding. */
const PLAIN_FILE_NAME = /^[\w.-]+$/;

/**
 * Registers a download (`download: 'csv'`) from its declaration, as `route` does an answer in
 * `{ data }`: the same access rule, validation, operation id and error answers, with a 200 of
 * `text/csv` in the API document. The handler names the file and gives its rows, which are
 * streamed as the client reads them, never held whole in memory. An export of a filtered set
 * also counts its rows, and one over the export bound is refused before it starts.
 */
export function download<E extends Endpoint & { download: 'csv' | 'csv-or-xlsx' }>(
  app: FastifyInstance,
  endpoint: E,
  handler: DownloadHandler<E>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, endpoint },
    ...declaredOptions(endpoint),
    schema: {
      ...declaredSchema(endpoint),
      response: {
        200: {
          description:
            endpoint.download === 'csv'
              ? 'The file, as CSV with a header row'
              : 'The file, as CSV with a header row, or an Excel workbook with format=xlsx (in the query of a GET, the body otherwise)',
          content: {
            'text/csv': { schema: endpoint.response },
            ...(endpoint.download === 'csv-or-xlsx'
              ? { [XLSX_MEDIA_TYPE]: { schema: binaryFile } }
              : {}),
          },
        },
        ...errorResponses(endpoint),
      },
    },
    handler: async (request, reply) => {
      const handed = await handler(request as EndpointRequest<E>, reply);
      if (!PLAIN_FILE_NAME.test(handed.fileName)) {
        throw new Error(`bad file name ${handed.fileName}`);
      }
      // Before the file starts and before anything is announced: a refusal is a plain 4xx.
      await checkExportSize(endpoint, handed);
      const guarded = whileAllowed(app, endpoint, request, handed);
      const file = guarded.whenSent ? guarded : withReadyNotice(app, endpoint, request, guarded);
      if (file.whenSent) {
        const whenSent = file.whenSent;
        // 'finish' fires only once the last byte is written; a client that leaves early
        // closes the response without it.
        reply.raw.once('finish', () => {
          whenSent().catch((error: unknown) => {
            request.log.error({ err: error, file: file.fileName }, 'after-download step failed');
          });
        });
      }
      const look = request.actor ? await app.fileLook(request.actor) : DEFAULT_FILE_LOOK;
      const workbook = isWorkbook(endpoint, request);
      const named = (fileName: string) =>
        workbook ? fileName.replace(/\.csv$/, '.xlsx') : fileName;
      const disposition = `attachment; filename="${named(file.fileName)}"${
        file.displayName ? `; filename*=UTF-8''${rfc5987(named(file.displayName))}` : ''
      }`;
      if (workbook) {
        const sheetName = file.sheetName ?? file.fileName.replace(/-\d{4}-\d{2}-\d{2}\.csv$/, '');
        return reply
          .code(200)
          .header('content-type', XLSX_MEDIA_TYPE)
          .header('content-disposition', disposition)
          .send(await xlsxStream(file, sheetName, look));
      }
      const body = await csvStream(file, look);
      return reply
        .code(200)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', disposition)
        .send(body);
    },
  });
}

/**
 * The file's batches for as long as its requester may still have it. The access check ran once,
 * before the file started; a download can last minutes, so between batches it runs again, read
 * from the database as for a request: a member deactivated, signed out or whose role lost the
 * permission gets nothing more. It costs one indexed query (the access check's own) at most once
 * per EXPORT_BATCH_SIZE rows handed on: before each batch of an export or a report, less often
 * for a file of smaller batches. A stopped file fails the stream, so the response is cut off
 * before its end (no last chunk, or a zip with no directory): the client sees an incomplete
 * transfer, never a shorter file that looks whole. It is written to the audit log with the rows
 * handed on by then, and nothing says it is ready.
 */
function whileAllowed(
  app: FastifyInstance,
  endpoint: Endpoint,
  request: FastifyRequest,
  file: CsvFile,
): CsvFile {
  const requester = request.actor;
  if (!requester) return file;
  const source = file.batches;
  async function* batches(actor: Actor): AsyncGenerator<readonly CsvRow[]> {
    let rows = 0;
    let unchecked = 0;
    const iterator = source[Symbol.asyncIterator]();
    try {
      for (;;) {
        if (unchecked >= EXPORT_BATCH_SIZE) {
          const stopped = await whyNotAllowed(app, endpoint, actor);
          if (stopped) {
            await recordCutShort(app, endpoint, request, actor, file, rows, stopped);
            throw new Error(`download stopped after ${rows} rows: ${stopped}`);
          }
          unchecked = 0;
        }
        const next = await iterator.next();
        if (next.done) return;
        rows += next.value.length;
        unchecked += next.value.length;
        yield next.value;
      }
    } finally {
      // Stopped, or the client left: the source stops reading too (its cursor is closed).
      await iterator.return?.();
    }
  }
  return { ...file, batches: batches(requester) };
}

/** Why the requester may no longer have the file, or null while they may. */
async function whyNotAllowed(
  app: FastifyInstance,
  endpoint: Endpoint,
  requester: Actor,
): Promise<string | null> {
  const now = await app.recheckSession(requester);
  if ('ended' in now) return now.ended;
  const access = endpoint.access;
  if (typeof access === 'object' && !permitsAccess(now.permissions, access)) {
    return 'resource' in access
      ? `the member’s role no longer allows ${access.action} on ${access.resource}`
      : `the member’s role no longer allows any of ${accessGrants(access).join(', ')}`;
  }
  return null;
}

/**
 * The audit entry of a download cut short: who asked for what, how many rows had been handed on
 * to the connection (the client received at most those) and why it stopped. A lost entry is
 * logged; the download is stopped all the same.
 */
async function recordCutShort(
  app: FastifyInstance,
  endpoint: Endpoint,
  request: FastifyRequest,
  requester: Actor,
  file: CsvFile,
  rowsSent: number,
  reason: string,
): Promise<void> {
  const workbook = isWorkbook(endpoint, request);
  const fileName = workbook ? file.fileName.replace(/\.csv$/, '.xlsx') : file.fileName;
  try {
    await auditTrail(app.database.db, { actor: requester, ip: request.ip }).created(
      'download',
      fileName,
      {
        download: endpoint.id,
        fileName,
        format: workbook ? 'xlsx' : 'csv',
        request: endpoint.method === 'GET' ? request.query : request.body,
        rowsSent,
        cutShort: reason,
      },
    );
  } catch (error) {
    request.log.error({ err: error, file: fileName }, 'cut-short download audit entry failed');
  }
}

/**
 * An export that says nothing itself once delivered tells its requester it is ready, with how
 * many rows it holds, as their "report ready" choice says (in the drawer, by mail, or not).
 */
function withReadyNotice(
  app: FastifyInstance,
  endpoint: Endpoint,
  request: FastifyRequest,
  file: CsvFile,
): CsvFile {
  const actor = actorOf(request);
  const counted = countedBatches(file.batches);
  return {
    ...file,
    batches: counted.batches,
    whenSent: async () => {
      const name = isWorkbook(endpoint, request)
        ? file.fileName.replace(/\.csv$/, '.xlsx')
        : file.fileName;
      await app.events.emit('file.delivered', {
        file: { kind: 'export', area: endpoint.tag },
        fileName: name,
        rows: counted.rows(),
        requestedBy: actor.memberId,
      });
    },
  };
}

/** Whether the download is to be a workbook: one that may be, asked for as one. */
function isWorkbook(endpoint: Endpoint, request: FastifyRequest): boolean {
  return endpoint.download === 'csv-or-xlsx' && requestedFormat(endpoint, request) === 'xlsx';
}

/**
 * The format a 'csv-or-xlsx' download asks for: a GET names it in its query, any other method
 * (a report's POST) in its body, each as its validated schema left it.
 */
function requestedFormat(endpoint: Endpoint, request: FastifyRequest): unknown {
  const source = endpoint.method === 'GET' ? request.query : request.body;
  return typeof source === 'object' && source !== null && 'format' in source
    ? source.format
    : undefined;
}

/** One document for one record: its file name and its bytes, or a stream of them. */
export type DocumentFile = { fileName: string; body: Buffer | NodeJS.ReadableStream };

/**
 * Registers a document download (`download: 'pdf'`) from its declaration, as `route` does an
 * answer in `{ data }`: the same access rule, validation, operation id and error answers, with
 * a 200 of `application/pdf` in the API document. The handler reads the record (a missing one
 * is a plain 404 before any byte is sent) and hands over the document.
 */
export function pdfDownload<E extends Endpoint & { download: 'pdf' }>(
  app: FastifyInstance,
  endpoint: E,
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<DocumentFile>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, endpoint },
    ...declaredOptions(endpoint),
    schema: {
      ...declaredSchema(endpoint),
      response: {
        200: {
          description: 'The document, as a PDF',
          content: { 'application/pdf': { schema: binaryFile } },
        },
        ...errorResponses(endpoint),
      },
    },
    handler: async (request, reply) => {
      const file = await handler(request as EndpointRequest<E>, reply);
      if (!PLAIN_FILE_NAME.test(file.fileName)) throw new Error(`bad file name ${file.fileName}`);
      return reply
        .code(200)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });
}

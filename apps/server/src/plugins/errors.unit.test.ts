import type { ErrorCode } from '@depot/contracts/errors';
import { teamEndpoints } from '@depot/contracts/team';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { registerErrorHandling, sendNotFound, serializeError, toProblem } from './errors.ts';

const bodyLimit = 2048;
const app = Fastify({ logger: false, bodyLimit }).withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, { bodyLimit });
  app.setNotFoundHandler(sendNotFound);
  app.post(
    '/echo',
    { schema: { body: z.object({ email: z.email(), quantity: z.number().int().min(1) }) } },
    async (request) => ({ data: request.body }),
  );
  app.post(
    '/bulk',
    { bodyLimit: bodyLimit * 4, schema: { body: z.object({ padding: z.string() }) } },
    async (request) => ({ data: request.body }),
  );
  app.get('/bug', async () => {
    throw new Error('connection string postgres://root:hunter2@db failed at line 42');
  });
  app.get('/conflict', async () => {
    throw new AppError('TEAM_EMAIL_TAKEN', 'A team member with this email already exists', [
      { path: 'email', message: 'is already taken' },
    ]);
  });
  await app.ready();
});
afterAll(() => app.close());

describe('error handler', () => {
  test('answers a body that fails its schema with 400 and one detail per field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { email: 'nope', quantity: 0 },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details.map((detail: { path: string }) => detail.path).sort()).toEqual([
      'email',
      'quantity',
    ]);
    expect(error.message).toMatch(/email/);
  });

  test('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('MALFORMED_JSON');
  });

  test('answers an oversize body with 413 naming the limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', padding: 'x'.repeat(bodyLimit * 2) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: `The request body is larger than the ${bodyLimit} bytes allowed.`,
    });
  });

  test('names the limit of the route that refused the body, when it sets its own', async () => {
    const payload = (size: number) => JSON.stringify({ padding: 'x'.repeat(size) });
    const send = (size: number) =>
      app.inject({
        method: 'POST',
        url: '/bulk',
        headers: { 'content-type': 'application/json' },
        payload: payload(size),
      });
    // Over the server's limit but within the route's own: taken.
    expect((await send(bodyLimit * 2)).statusCode).toBe(200);
    const response = await send(bodyLimit * 5);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(
      `The request body is larger than the ${bodyLimit * 4} bytes allowed.`,
    );
  });

  test('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<email/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  test('turns a thrown bug into a 500 that leaks nothing', async () => {
    const response = await app.inject({ method: 'GET', url: '/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL_ERROR');
    expect(response.body).not.toMatch(/hunter2|line 42|at |stack/i);
  });

  test('passes an AppError through with its status, code, message and details', async () => {
    const response = await app.inject({ method: 'GET', url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'TEAM_EMAIL_TAKEN',
        message: 'A team member with this email already exists',
        details: [{ path: 'email', message: 'is already taken' }],
      },
    });
  });

  test('answers an unknown path with 404 in the same shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/nowhere?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      code: 'NOT_FOUND',
      message: 'There is no API route GET /nowhere.',
    });
  });
});

describe('database errors that bad values cause', () => {
  const failedQuery = (code: string) =>
    new Error('Failed query: select $1\nparams: 2147483648', {
      cause: Object.assign(new Error('value out of range'), { code }),
    });

  test('answer 400 in the error shape, without the query', () => {
    const problem = toProblem(failedQuery('22003'), 1024);
    expect(problem).toMatchObject({ status: 400, code: 'INVALID_VALUE' });
    expect(problem.message).not.toContain('select');
  });

  test('a unique violation nobody turned into something better answers 409', () => {
    expect(toProblem(failedQuery('23505'), 1024)).toMatchObject({ status: 409 });
  });
});

describe('a database out of reach', () => {
  test('answers 503 with Retry-After, not a 500', () => {
    const restarting = new Error('Failed query: select 1', {
      cause: Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
    });
    const problem = toProblem(restarting, 1024);
    expect(problem).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      headers: { 'retry-after': '5' },
    });
    expect(problem.message).toMatch(/cannot be reached at the moment\. Try again in 5 seconds/);
  });
});

describe('errors in the log', () => {
  test('keep the failed query but not the values it was given', () => {
    const cause = Object.assign(new Error('duplicate key'), {
      code: '23505',
      detail: 'Key (email)=(ananya@depot.test) already exists.',
    });
    const error = Object.assign(
      new Error(
        'Failed query: insert into "team_members" ("email") values ($1)\nparams: ananya@depot.test',
        { cause },
      ),
      { query: 'insert into "team_members" ("email") values ($1)', params: ['ananya@depot.test'] },
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('insert into');
    expect(logged).toContain('[redacted]');
    expect(logged).not.toContain('ananya@depot.test');
  });
});

describe('codes an endpoint does not declare', () => {
  const checked = Fastify({ logger: false });
  const declaring = (errors: ErrorCode[]) => ({ endpoint: { ...teamEndpoints.create, errors } });
  beforeAll(async () => {
    registerErrorHandling(checked, { bodyLimit, checkDeclaredCodes: true });
    const taken = async () => {
      throw new AppError('TEAM_EMAIL_TAKEN', 'A team member with this email already exists');
    };
    checked.get('/declared', { config: declaring(['TEAM_EMAIL_TAKEN']) }, taken);
    checked.get('/undeclared', { config: declaring([]) }, taken);
    await checked.ready();
  });
  afterAll(() => checked.close());

  test('answer a loud 500 naming the endpoint and the code, where the app checks them', async () => {
    const undeclared = await checked.inject({ method: 'GET', url: '/undeclared' });
    expect(undeclared.statusCode).toBe(500);
    expect(undeclared.json().error.message).toBe(
      'team.create answered TEAM_EMAIL_TAKEN, which its declaration does not list',
    );
    const declared = await checked.inject({ method: 'GET', url: '/declared' });
    expect(declared.statusCode).toBe(409);
    expect(declared.json().error.code).toBe('TEAM_EMAIL_TAKEN');
  });

  test('are answered as thrown where the app does not check them', async () => {
    const response = await app.inject({ method: 'GET', url: '/conflict' });
    expect(response.statusCode).toBe(409);
  });
});

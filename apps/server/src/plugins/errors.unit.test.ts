import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { registerErrorHandling, sendNotFound } from './errors.ts';

const bodyLimit = 2048;
const app = Fastify({ logger: false, bodyLimit }).withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, bodyLimit);
  app.setNotFoundHandler(sendNotFound);
  app.post(
    '/echo',
    { schema: { body: z.object({ email: z.email(), quantity: z.number().int().min(1) }) } },
    async (request) => ({ data: request.body }),
  );
  app.get('/bug', async () => {
    throw new Error('connection string postgres://root:hunter2@db failed at line 42');
  });
  app.get('/conflict', async () => {
    throw new AppError('USER_EMAIL_TAKEN', 409, 'A user with this email already exists', [
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
        code: 'USER_EMAIL_TAKEN',
        message: 'A user with this email already exists',
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

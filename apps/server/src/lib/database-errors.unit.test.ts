import { describe, expect, test } from 'vitest';
import {
  databaseProblem,
  databaseUnavailable,
  isForeignKeyViolation,
  isUniqueViolation,
} from './database-errors.ts';

const postgresError = (code: string) => Object.assign(new Error('violation'), { code });
const wrapped = (cause: unknown) => new Error('Failed query: delete from "roles"', { cause });

describe('PostgreSQL errors', () => {
  test('are recognised bare, as the drivers throw them, and as the cause of a failed query', () => {
    expect(isForeignKeyViolation(postgresError('23503'))).toBe(true);
    expect(isForeignKeyViolation(wrapped(postgresError('23503')))).toBe(true);
    expect(isUniqueViolation(wrapped(postgresError('23505')))).toBe(true);
  });

  test('other errors are neither', () => {
    for (const error of [
      postgresError('40001'),
      wrapped(postgresError('23505')),
      new Error('network'),
      Object.assign(new Error('node'), { code: 'ECONNRESET' }),
      null,
      '23503',
    ]) {
      expect(isForeignKeyViolation(error)).toBe(false);
    }
    expect(isUniqueViolation(wrapped(postgresError('23503')))).toBe(false);
  });

  test('a unique violation is of the constraint it names', () => {
    const email = wrapped(
      Object.assign(postgresError('23505'), { constraint: 'users_email_unique' }),
    );
    expect(isUniqueViolation(email, 'users_email_unique')).toBe(true);
    expect(isUniqueViolation(email, 'users_code_unique')).toBe(false);
    expect(isUniqueViolation(wrapped(postgresError('23505')), 'users_email_unique')).toBe(false);
  });
});

describe('database errors a request caused', () => {
  test('data exceptions and check or not-null violations answer 400, duplicates and lost references 409', () => {
    expect(databaseProblem(wrapped(postgresError('22021')))).toMatchObject({ status: 400 });
    expect(databaseProblem(postgresError('22P05'))).toMatchObject({ status: 400 });
    expect(databaseProblem(postgresError('22003'))).toMatchObject({ code: 'INVALID_VALUE' });
    expect(databaseProblem(postgresError('23514'))).toMatchObject({ status: 400 });
    expect(databaseProblem(postgresError('23502'))).toMatchObject({ status: 400 });
    expect(databaseProblem(postgresError('23505'))).toMatchObject({ status: 409 });
    expect(databaseProblem(postgresError('23503'))).toMatchObject({ status: 409 });
  });

  test('anything else stays the server’s own failure', () => {
    for (const error of [
      postgresError('40001'),
      postgresError('57014'),
      postgresError('XX000'),
      Object.assign(new Error('node'), { code: 'EPIPE' }),
      new Error('plain'),
    ]) {
      expect(databaseProblem(error)).toBeNull();
    }
  });
});

describe('an unreachable database', () => {
  test('is told apart from the errors a request causes, however the driver wraps it', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(databaseUnavailable(refused)).toMatch(
      /refused or dropped the connection \(ECONNREFUSED\)/,
    );
    expect(databaseUnavailable(wrapped(postgresError('57P01')))).toMatch(/shutting down/);
    expect(databaseUnavailable(postgresError('57P03'))).toMatch(/starting or stopping/);
    expect(databaseUnavailable(postgresError('08006'))).toMatch(
      /connection to the database failed/,
    );
    expect(databaseUnavailable(postgresError('53300'))).toMatch(/no connection free/);
    expect(databaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(
      'the connection to the database ended',
    );
    expect(databaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(
      'no database connection came free in time',
    );
  });

  test('is not claimed for what a request or a bug caused', () => {
    for (const error of [
      postgresError('23505'),
      wrapped(postgresError('22P02')),
      postgresError('42P01'),
      new TypeError('cannot read properties of undefined'),
      'Connection terminated',
      null,
    ]) {
      expect(databaseUnavailable(error)).toBeNull();
    }
  });
});

import { describe, expect, test } from 'vitest';
import { isForeignKeyViolation, isUniqueViolation } from './database-errors.ts';

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
});

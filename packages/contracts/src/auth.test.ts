import { describe, expect, test } from 'vitest';
import { loginBodySchema, newPasswordSchema, passwordLength } from './auth.ts';

describe('password length', () => {
  test('counts characters as a person types them, not UTF-16 units', () => {
    expect(passwordLength('passphrase')).toBe(10);
    expect(passwordLength('🙂🙂🙂')).toBe(3);
    expect('🙂🙂🙂'.length).toBe(6);
  });

  test('six emoji are six characters, too few for a new password', () => {
    expect(newPasswordSchema.safeParse('🙂'.repeat(6)).success).toBe(false);
    expect(newPasswordSchema.safeParse('🙂'.repeat(12)).success).toBe(true);
  });

  test('128 characters are allowed however they are encoded, 129 are not', () => {
    expect(newPasswordSchema.safeParse('🙂'.repeat(128)).success).toBe(true);
    expect(newPasswordSchema.safeParse('🙂'.repeat(129)).success).toBe(false);
    const login = (password: string) =>
      loginBodySchema.safeParse({ email: 'a@depot.test', password }).success;
    expect(login('🙂'.repeat(128))).toBe(true);
    expect(login('a'.repeat(129))).toBe(false);
  });
});

import { ACCESS_TOKEN_TTL_SECONDS, type AccessTokenClaims } from '@depot/contracts/auth';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createTokenService } from './tokens.ts';

const key = new TextEncoder().encode('a signing key of at least thirty-two characters');
const subject = { memberId: 7, sessionId: '5b8f1f0e-3a4c-4d2e-9f6a-1c2b3d4e5f60' };
const claims: AccessTokenClaims = {
  username: 'asha.rao@depot.test',
  fullName: 'Asha Rao',
  organizationName: 'Sahyadri Fulfilment',
  email: 'asha.rao@depot.test',
  role: 'Super Admin',
  roleKey: 'super-admin',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  test('a token checked once is known again, and still refused once it has expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T06:00:00Z'), toFake: ['Date'] });
    const tokens = createTokenService(key);
    const token = await tokens.signAccessToken(subject, claims);
    expect(await tokens.verifyAccessToken(token)).toEqual(subject);
    expect(await tokens.verifyAccessToken(token)).toEqual(subject);
    vi.setSystemTime(new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000 + 1_000));
    expect(await tokens.verifyAccessToken(token)).toBeNull();
  });

  test('another key’s token, or one changed by a character, is refused', async () => {
    const tokens = createTokenService(key);
    const token = await tokens.signAccessToken(subject, claims);
    expect(await tokens.verifyAccessToken(token)).toEqual(subject);
    const [header, payload, signature] = token.split('.');
    const changed = `${header}.${payload}.${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
    expect(await tokens.verifyAccessToken(changed)).toBeNull();
    const other = createTokenService(
      new TextEncoder().encode('another key, also thirty-two characters long'),
    );
    expect(await other.verifyAccessToken(token)).toBeNull();
  });
});

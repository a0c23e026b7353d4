import { describe, expect, test } from 'vitest';
import { safeRedirectPath, signInTarget } from './redirect-target.ts';

describe('redirectTo after sign-in', () => {
  test.each([
    ['/users', '/users'],
    ['/users/view/USR-000001/profile?tab=plan', '/users/view/USR-000001/profile?tab=plan'],
    ['/setting/privileges/super-admin/view#top', '/setting/privileges/super-admin/view#top'],
    ['/users/../team', '/team'],
  ])('honours the same-site path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  test.each([
    'https://evil.example/phish',
    'http:/evil.example',
    'javascript:alert(1)',
    '//evil.example',
    '//evil.example/users',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /users',
    'users',
    '',
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  test.each(['/login', '/login/', '/otp-verification?x=1', '/forgot-password', '/reset-password'])(
    'does not return to the sign-in screen %s',
    (value) => {
      expect(safeRedirectPath(value)).toBeNull();
    },
  );

  test('falls back to the dashboard when there is nothing usable', () => {
    expect(signInTarget(null)).toBe('/dashboard');
    expect(signInTarget('//evil.example')).toBe('/dashboard');
    expect(signInTarget('/team')).toBe('/team');
  });
});

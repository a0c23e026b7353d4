import { describe, expect, test } from 'vitest';
import { isSignInPath, paths } from './paths.ts';

describe('paths', () => {
  test('fills in ids and leaves an absent optional section out', () => {
    expect(paths.users.view('USR-000001')).toBe('/users/view/USR-000001');
    expect(paths.users.view('USR-000001', 'address')).toBe('/users/view/USR-000001/address');
    expect(paths.team.edit('EMP-0001', 'profile')).toBe('/team/edit/EMP-0001/profile');
    expect(paths.users.plan('USR-000001')).toBe('/users/view-plan/USR-000001');
    expect(paths.settings.privileges.view('super-admin')).toBe(
      '/setting/privileges/super-admin/view',
    );
  });

  test('escapes characters that would change the path', () => {
    expect(paths.packages.view('a/b c')).toBe('/packages/view/a%2Fb%20c');
  });

  test('carries the return path of sign-in in the search string', () => {
    expect(paths.login()).toBe('/login');
    expect(paths.login('/users?page=2')).toBe('/login?redirectTo=%2Fusers%3Fpage%3D2');
    expect(paths.otpVerification('/team')).toBe('/otp-verification?redirectTo=%2Fteam');
  });
});

test('the sign-in paths are known with or without a trailing slash, and only they', () => {
  for (const path of [
    '/login',
    '/login/',
    '/forgot-password',
    '/otp-verification',
    '/reset-password',
  ]) {
    expect(isSignInPath(path), path).toBe(true);
  }
  for (const path of ['/', '/team', '/dashboard', '/login-help']) {
    expect(isSignInPath(path), path).toBe(false);
  }
});

import { COOKIE_ACCESS_TOKEN } from '@depot/contracts/constants';
import { act, renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, test } from 'vitest';
import { sessionTokens } from '@/test/auth-fixtures.ts';
import { testClaims, unsignedJwt } from '@/test/jwt.ts';
import { clearSession, storeSessionTokens } from './session.ts';
import { getSessionSnapshot, useSession } from './session-store.ts';

describe('session store', () => {
  test('hands out the same snapshot until a token changes, as useSyncExternalStore needs', () => {
    Cookies.set(COOKIE_ACCESS_TOKEN, unsignedJwt(testClaims), { path: '/' });
    const first = getSessionSnapshot();
    expect(getSessionSnapshot()).toBe(first);
    Cookies.set(COOKIE_ACCESS_TOKEN, unsignedJwt({ ...testClaims, fullName: 'Ravi Iyer' }));
    expect(getSessionSnapshot()).not.toBe(first);
    expect(getSessionSnapshot().claims?.fullName).toBe('Ravi Iyer');
  });

  test('signing in and out re-renders its readers', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toMatchObject({ isSignedIn: false, claims: null, permissions: {} });

    act(() => storeSessionTokens(sessionTokens({ teams: { view: true } })));
    expect(result.current).toMatchObject({
      isSignedIn: true,
      claims: testClaims,
      permissions: { teams: { view: true } },
    });

    act(() => clearSession());
    expect(result.current).toMatchObject({ isSignedIn: false, claims: null, permissions: {} });
  });

  test('a change made by another tab shows when this one gets the focus back', () => {
    const { result } = renderHook(() => useSession());
    Cookies.set(COOKIE_ACCESS_TOKEN, unsignedJwt(testClaims), { path: '/' });
    expect(result.current.isSignedIn).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(result.current.claims?.fullName).toBe('Asha Rao');
  });
});

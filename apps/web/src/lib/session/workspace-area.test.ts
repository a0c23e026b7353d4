import { act, renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, test, vi } from 'vitest';
import { expectStorageAsAfterSignOut } from '@/test/storage.ts';
import { clearSession } from './session.ts';
import {
  LEGACY_WORKSPACE_AREA_STORAGE_KEY,
  setWorkspaceArea,
  useWorkspaceArea,
  WORKSPACE_AREA_COOKIE,
} from './workspace-area.ts';

function renderArea() {
  return renderHook(() => useWorkspaceArea());
}

describe('workspace area', () => {
  test('is Business until the person chooses', () => {
    expect(renderArea().result.current).toBe('business');
  });

  test('a choice is kept in the depot-area cookie for a year, on every path, SameSite=Lax', () => {
    const set = vi.spyOn(Cookies, 'set');
    const { result } = renderArea();
    act(() => setWorkspaceArea('analytical'));
    expect(result.current).toBe('analytical');
    expect(Cookies.get(WORKSPACE_AREA_COOKIE)).toBe('analytical');
    expect(set).toHaveBeenCalledWith(WORKSPACE_AREA_COOKIE, 'analytical', {
      path: '/',
      expires: 365,
      sameSite: 'Lax',
    });
  });

  test('the choice survives logout, which clears the session cookies and local storage', () => {
    setWorkspaceArea('analytical');
    clearSession();
    expectStorageAsAfterSignOut();
    expect(renderArea().result.current).toBe('analytical');
  });

  test('a value other than the two areas reads as Business', () => {
    Cookies.set(WORKSPACE_AREA_COOKIE, 'operational', { path: '/' });
    expect(renderArea().result.current).toBe('business');
  });

  test('a choice kept in local storage by an earlier version is moved to the cookie', () => {
    localStorage.setItem(LEGACY_WORKSPACE_AREA_STORAGE_KEY, '"analytical"');
    expect(renderArea().result.current).toBe('analytical');
    expect(Cookies.get(WORKSPACE_AREA_COOKIE)).toBe('analytical');
    expect(localStorage.getItem(LEGACY_WORKSPACE_AREA_STORAGE_KEY)).toBeNull();
    clearSession();
    expect(renderArea().result.current).toBe('analytical');
  });

  test('the cookie wins over an old local storage entry, which is then left alone', () => {
    Cookies.set(WORKSPACE_AREA_COOKIE, 'business', { path: '/' });
    localStorage.setItem(LEGACY_WORKSPACE_AREA_STORAGE_KEY, '"analytical"');
    expect(renderArea().result.current).toBe('business');
  });

  test('an unreadable old entry is dropped and the area is Business', () => {
    localStorage.setItem(LEGACY_WORKSPACE_AREA_STORAGE_KEY, 'not json');
    expect(renderArea().result.current).toBe('business');
    expect(localStorage.getItem(LEGACY_WORKSPACE_AREA_STORAGE_KEY)).toBeNull();
    expect(Cookies.get(WORKSPACE_AREA_COOKIE)).toBeUndefined();
  });
});

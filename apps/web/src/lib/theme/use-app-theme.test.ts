import { PAGE_LOOK_COOKIE, parsePageLook } from '@depot/contracts/page-look';
import { act, renderHook } from '@testing-library/react';
import { theme } from 'antd';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { updateAccessibility } from './accessibility-store.ts';
import { updateThemeSettings } from './theme-store.ts';
import { useAntdTheme } from './use-antd-theme.ts';
import { useDocumentTheme } from './use-app-theme.ts';

/** The root's document theme and the console's antd theme, mounted together as in the app. */
function useAppTheme() {
  useDocumentTheme();
  return useAntdTheme();
}

/** An operating system whose dark-mode preference the test can switch. */
function fakeOsColourScheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<EventListenerOrEventListenerObject>();
  const realMatchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((media) => {
    if (media !== '(prefers-color-scheme: dark)') return realMatchMedia(media);
    return {
      media,
      get matches() {
        return dark;
      },
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
        listeners.add(listener);
      },
      removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
        listeners.delete(listener);
      },
      dispatchEvent: () => false,
    };
  });
  return {
    switchTo(nextDark: boolean) {
      dark = nextDark;
      const event = new Event('change');
      for (const listener of listeners) {
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      }
    },
  };
}

afterEach(() => {
  Cookies.remove(PAGE_LOOK_COOKIE, { path: '/' });
  document.body.className = '';
  document.documentElement.removeAttribute('style');
});

function usesDarkAlgorithm(config: ReturnType<typeof useAppTheme>): boolean {
  const algorithms = [config.algorithm].flat();
  return algorithms.includes(theme.darkAlgorithm);
}

describe('the app theme', () => {
  test('is dark by default, with the primary colour and font of docs/BEHAVIOUR.md §3', () => {
    fakeOsColourScheme(false);
    const { result } = renderHook(() => useAppTheme());
    expect(usesDarkAlgorithm(result.current)).toBe(true);
    expect(result.current.token).toMatchObject({
      colorPrimary: '#2563eb',
      fontFamily: expect.stringContaining('system-ui'),
      motion: true,
    });
    expect(document.body.classList.contains('theme-dark')).toBe(true);
  });

  test('"system" follows the OS preference as it changes, without a reload', () => {
    const os = fakeOsColourScheme(false);
    updateThemeSettings({ theme: 'system' });
    const { result } = renderHook(() => useAppTheme());
    expect(usesDarkAlgorithm(result.current)).toBe(false);
    expect(document.body.classList.contains('theme-light')).toBe(true);

    act(() => os.switchTo(true));
    expect(usesDarkAlgorithm(result.current)).toBe(true);
    expect([...document.body.classList]).toEqual(['theme-dark']);

    act(() => os.switchTo(false));
    expect([...document.body.classList]).toEqual(['theme-light']);
  });

  test('a chosen look ignores the OS', () => {
    const os = fakeOsColourScheme(true);
    updateThemeSettings({ theme: 'light' });
    const { result } = renderHook(() => useAppTheme());
    act(() => os.switchTo(true));
    expect(usesDarkAlgorithm(result.current)).toBe(false);
  });

  test('a settings change re-themes at once: colour, variables, table size', () => {
    fakeOsColourScheme(false);
    const { result } = renderHook(() => useAppTheme());
    act(() => {
      updateThemeSettings({ primaryColorHex: '#16a34a', tableSize: 'small' });
    });
    expect(result.current.token?.colorPrimary).toBe('#16a34a');
    expect(result.current.components?.Table).toEqual({ cellPaddingBlock: 8, cellPaddingInline: 8 });
    const rootStyle = document.documentElement.style;
    expect(rootStyle.getPropertyValue('--primary-50')).toBe('rgba(22, 163, 74, 0.5)');
  });

  test('accessibility: reduced motion turns antd motion off; font scale grows antd text', () => {
    fakeOsColourScheme(false);
    const { result } = renderHook(() => useAppTheme());
    act(() => {
      updateAccessibility({ reducedMotion: true, fontScale: 150 });
    });
    expect(result.current.token).toMatchObject({ motion: false, fontSize: 21 });
    expect(document.body.classList.contains('reduce-motion')).toBe(true);
    expect(document.documentElement.style.fontSize).toBe('150%');
  });

  test('is kept in a cookie as applied, "system" as the look it resolved to, for the server to draw the next page in', () => {
    const os = fakeOsColourScheme(false);
    updateThemeSettings({ theme: 'system', primaryColorHex: '#16a34a' });
    renderHook(() => useAppTheme());
    expect(parsePageLook(Cookies.get(PAGE_LOOK_COOKIE))).toEqual({
      mode: 'light',
      primaryColorHex: '#16a34a',
      fontFamily: expect.stringContaining('system-ui'),
      fontScale: 100,
      reducedMotion: false,
      highContrast: false,
      underlineLinks: false,
    });

    act(() => {
      os.switchTo(true);
      updateAccessibility({ highContrast: true, fontScale: 125 });
    });
    expect(parsePageLook(Cookies.get(PAGE_LOOK_COOKIE))).toMatchObject({
      mode: 'dark',
      highContrast: true,
      fontScale: 125,
    });
  });
});

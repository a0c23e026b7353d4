import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function freshLoader() {
  vi.resetModules();
  return (await import('./antd-styles.ts')).loadAntdStyles;
}

function stylesheetLinks(): HTMLLinkElement[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
}

describe('loadAntdStyles', () => {
  beforeEach(() => {
    document.head.innerHTML = '<style>.app-own-rules{}</style>';
  });
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('does nothing without a built stylesheet (development and tests): antd writes its styles', async () => {
    const loadAntdStyles = await freshLoader();
    await expect(loadAntdStyles(null)).resolves.toBeUndefined();
    expect(stylesheetLinks()).toEqual([]);
  });

  it("puts the stylesheet first in the head, before the app's own rules, and waits for it", async () => {
    const loadAntdStyles = await freshLoader();
    let settled = false;
    const loading = loadAntdStyles('/assets/antd-abc.css').then(() => {
      settled = true;
    });
    const [link] = stylesheetLinks();
    expect(link?.getAttribute('href')).toBe('/assets/antd-abc.css');
    expect(document.head.firstElementChild).toBe(link);
    await Promise.resolve();
    expect(settled).toBe(false);
    link?.dispatchEvent(new Event('load'));
    await loading;
    expect(settled).toBe(true);
  });

  it('adds it once, however many times it is asked for', async () => {
    const loadAntdStyles = await freshLoader();
    const first = loadAntdStyles('/assets/antd-abc.css');
    const second = loadAntdStyles('/assets/antd-abc.css');
    expect(stylesheetLinks()).toHaveLength(1);
    stylesheetLinks()[0]?.dispatchEvent(new Event('load'));
    await Promise.all([first, second]);
  });

  it('lets the app go on when the stylesheet takes too long: antd then writes its styles', async () => {
    vi.useFakeTimers();
    try {
      const loadAntdStyles = await freshLoader();
      const { ANTD_STYLES_WAIT_MS } = await import('./antd-styles.ts');
      let settled = false;
      const loading = loadAntdStyles('/assets/antd-slow.css').then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(ANTD_STYLES_WAIT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await loading;
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets the app go on when the stylesheet fails to load: antd then writes its styles', async () => {
    const loadAntdStyles = await freshLoader();
    const loading = loadAntdStyles('/assets/antd-missing.css');
    stylesheetLinks()[0]?.dispatchEvent(new Event('error'));
    await expect(loading).resolves.toBeUndefined();
  });
});

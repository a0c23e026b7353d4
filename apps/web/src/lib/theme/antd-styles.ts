import antdStylesUrl from 'virtual:antd-styles';

let loaded: Promise<void> | undefined;

/**
 * How long the shell waits for the stylesheet at most: a request that hangs must not hold the
 * console back. Past it antd writes its styles itself, and the stylesheet, when it arrives, holds
 * the same rules.
 */
export const ANTD_STYLES_WAIT_MS = 4_000;

/**
 * Puts the build's stylesheet of antd's component styles (see antd-styles.ts beside vite.config)
 * into the page, once, and resolves when it has loaded, failed to, or taken too long.
 *
 * antd looks for that stylesheet once, at the first component it styles, and from then on writes
 * at run time only what the stylesheet lacks: so the shell waits on it before its first render.
 * On a phone, writing those styles was a large share of the console's first render. Without the
 * stylesheet (development, tests, a failed download) antd writes every style itself, as before.
 *
 * It goes first in the head, where antd puts the styles it writes, so the app's own rules still
 * come after antd's and win at the same specificity.
 */
export function loadAntdStyles(url: string | null = antdStylesUrl): Promise<void> {
  if (!url) return Promise.resolve();
  loaded ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    setTimeout(resolve, ANTD_STYLES_WAIT_MS);
    document.head.prepend(link);
  });
  return loaded;
}

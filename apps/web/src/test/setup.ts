import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Screens load lazily, as in the browser; on a busy machine (two test files per core's worth of
// work, or anything else running) the first import of a screen can take well over the default
// second. findBy* and waitFor wait for their condition, so a generous bound costs nothing when
// the machine is quick; it only decides how long a real failure takes to be reported.
configure({ asyncUtilTimeout: 30_000 });

// jsdom has no matchMedia; antd's responsive helpers call it on mount. Nothing matches, which is
// what a plain desktop window without media features looks like to them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

// Nor ResizeObserver, which antd's layout components observe with; nothing is ever resized here.
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom runs animation frames off one repeating Node timer, started when the first frame is asked
// for and kept while frames are pending. A test that fakes setInterval while a frame is pending
// puts that timer on the fake clock, and every later frame of this worker's window would wait for
// it forever (the window outlives the file: workers keep theirs). Frames here are plain 16 ms
// timeouts on the clock of the moment, as in a browser without a display.
window.requestAnimationFrame = (callback) =>
  window.setTimeout(() => callback(performance.now()), 1000 / 60);
window.cancelAnimationFrame = (handle) => window.clearTimeout(handle);

// jsdom's window is 1024 px wide: exactly the widest "below laptop width" screen, where the shell
// hides its sidebar (docs/BEHAVIOUR.md §9). Tests run in a laptop-sized window unless they resize it.
const LAPTOP_WIDTH = 1280;
window.innerWidth = LAPTOP_WIDTH;

// Each test starts signed out with empty storage, whatever the previous one left behind.
afterEach(() => {
  window.innerWidth = LAPTOP_WIDTH;
  // The theme engine writes its classes and variables onto the page itself.
  document.body.className = '';
  document.documentElement.removeAttribute('style');
  cleanup();
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    const rawName = pair.slice(0, pair.indexOf('='));
    // biome-ignore lint/suspicious/noDocumentCookie: expires cookies by their raw names; js-cookie would re-encode a name such as "react-resizable-panels:collapsed" and miss it.
    document.cookie = `${rawName}=; path=/; max-age=0`;
  }
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

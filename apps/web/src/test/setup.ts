import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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

// Each test starts signed out with empty storage, whatever the previous one left behind.
afterEach(() => {
  cleanup();
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    const rawName = pair.slice(0, pair.indexOf('='));
    // biome-ignore lint/suspicious/noDocumentCookie: expires cookies by their raw names; js-cookie would re-encode a name such as "react-resizable-panels:collapsed" and miss it.
    document.cookie = `${rawName}=; path=/; max-age=0`;
  }
  localStorage.clear();
  vi.restoreAllMocks();
});

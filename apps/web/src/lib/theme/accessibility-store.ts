import {
  type Accessibility,
  accessibilitySchema,
  DEFAULT_ACCESSIBILITY,
} from '@depot/contracts/preferences';
import { useSyncExternalStore } from 'react';
import { createLocalStore } from '../screen/local-store.ts';

/**
 * The server holds a person's accessibility settings (get/update-accessiblity); this copy lets a
 * reload start at the right font size and motion before the server has answered.
 */
export const ACCESSIBILITY_STORAGE_KEY = 'accessibility-settings';

function parseAccessibility(stored: unknown): Accessibility {
  const parsed = accessibilitySchema.partial().safeParse(stored);
  return { ...DEFAULT_ACCESSIBILITY, ...(parsed.success ? parsed.data : {}) };
}

const store = createLocalStore(ACCESSIBILITY_STORAGE_KEY, parseAccessibility);

export function getAccessibility(): Accessibility {
  return store.get();
}

/** Applies a change at once, before (or without) the server's answer. */
export function updateAccessibility(patch: Partial<Accessibility>): Accessibility {
  const next = { ...getAccessibility(), ...patch };
  store.set(next);
  return next;
}

export function useAccessibility(): Accessibility {
  return useSyncExternalStore(store.subscribe, store.get);
}

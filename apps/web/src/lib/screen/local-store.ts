import { subscribeToSessionChanges } from '../session/session-events.ts';

/** One value kept in localStorage as JSON, readable by useSyncExternalStore. */
export type LocalStore<Value> = {
  /** The stored value; the very same object until the stored text changes. */
  get: () => Value;
  set: (value: Value) => void;
  subscribe: (listener: () => void) => () => void;
  /** Writes the value as `get` reads it when storage holds nothing, or something incomplete. */
  storeWhole: () => void;
};

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage can be switched off (privacy settings); the defaults still work then.
    return null;
  }
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * A localStorage entry as a tiny store. `parse` turns whatever is stored (possibly nothing,
 * possibly an older shape) into a valid value. Readers hear of writes here, of writes by other
 * tabs (`storage` events) and of sign-out, which clears storage (docs/BEHAVIOUR.md §4) without a word.
 */
export function createLocalStore<Value>(
  key: string,
  parse: (stored: unknown) => Value,
): LocalStore<Value> {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; value: Value } | null = null;

  function get(): Value {
    const raw = readRaw(key);
    if (!cached || cached.raw !== raw) cached = { raw, value: parse(parseJson(raw)) };
    return cached.value;
  }

  function set(value: Value): void {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch (error) {
      console.warn(
        `Could not save ${key} in this browser; it lasts until the page reloads.`,
        error,
      );
      cached = { raw: readRaw(key), value };
    }
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      // A null key means another tab cleared the whole storage (its sign-out).
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    const unsubscribeSession = subscribeToSessionChanges(listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
      unsubscribeSession();
    };
  }

  function storeWhole(): void {
    const value = get();
    if (readRaw(key) !== JSON.stringify(value)) set(value);
  }

  return { get, set, subscribe, storeWhole };
}

const listeners = new Set<() => void>();

/** Calls `listener` whenever this tab signs in, refreshes or signs out. */
export function subscribeToSessionChanges(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells the screens that read the session (header, sidebar) to read it again. */
export function notifySessionChanged(): void {
  for (const listener of listeners) listener();
}

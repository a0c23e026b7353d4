import { useSyncExternalStore } from 'react';

// A quarter second keeps the count within that of the true second. The snapshot is the count
// itself, so the component renders only when the number on screen changes.
const TICK_MS = 250;

function subscribeToClock(onTick: () => void): () => void {
  const timer = setInterval(onTick, TICK_MS);
  return () => clearInterval(timer);
}

function secondsUntil(deadline: string): number {
  return Math.max(0, Math.ceil((Date.parse(deadline) - Date.now()) / 1000));
}

/** Whole seconds left until `deadline` (an ISO date-time), never below 0; live. */
export function useSecondsUntil(deadline: string): number {
  return useSyncExternalStore(subscribeToClock, () => secondsUntil(deadline));
}

import { useEffect, useRef } from 'react';

/**
 * `callback`, called only once `delayMs` have passed without another call. A pending call is
 * dropped when the component unmounts, so a search typed just before leaving a screen cannot
 * navigate back to it.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delayMs: number,
): { run: (...args: Args) => void; cancel: () => void } {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The callback of the latest render, so a pending call sees the state it was typed against.
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  const cancel = () => clearTimeout(timer.current);
  const run = (...args: Args) => {
    cancel();
    timer.current = setTimeout(() => latest.current(...args), delayMs);
  };
  return { run, cancel };
}

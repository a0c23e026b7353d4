/**
 * A check the server runs on a timer (and anyone may run now): one run at a time, so a slow
 * run is joined rather than overtaken by the next tick; a failed run is logged and the timer
 * goes on. The timers never keep the process alive, and `stop` waits for a run under way.
 */
export function scheduledJob<Result>(
  check: () => Promise<Result>,
  onFailure: (error: unknown) => void,
) {
  let first: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<Result> | undefined;

  const run = (): Promise<Result> => {
    running ??= check().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    /** Runs the check now, or joins the run under way; answers what it found. */
    run,

    /** Runs it `firstAfterMs` from now, then every `everyMs`. */
    start({ firstAfterMs, everyMs }: { firstAfterMs: number; everyMs: number }): void {
      const tick = () => {
        run().catch(onFailure);
      };
      first = setTimeout(() => {
        tick();
        timer = setInterval(tick, everyMs);
        timer.unref();
      }, firstAfterMs);
      first.unref();
    },

    async stop(): Promise<void> {
      clearTimeout(first);
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}

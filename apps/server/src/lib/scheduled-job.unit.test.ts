import { describe, expect, test } from 'vitest';
import { scheduledJob } from './scheduled-job.ts';

/** A promise and the function that settles it, for a check that ends when the test says. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('a scheduled job', () => {
  test('runs one check at a time: a second run joins the one under way', async () => {
    const { opened, open } = gate();
    let checks = 0;
    const job = scheduledJob(
      async () => {
        checks++;
        await opened;
        return checks;
      },
      () => {},
    );
    const first = job.run();
    const second = job.run();
    open();
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    expect(await job.run()).toBe(2);
  });

  test('runs on its timer, goes on after a failed run, and stop waits for the run under way', async () => {
    const failures: unknown[] = [];
    const { opened: thirdStarted, open: markThird } = gate();
    const { opened: release, open: letThirdEnd } = gate();
    let checks = 0;
    const job = scheduledJob(
      async () => {
        checks++;
        if (checks === 1) throw new Error('the first check failed');
        if (checks === 3) {
          markThird();
          await release;
        }
        return checks;
      },
      (error) => failures.push(error),
    );
    job.start({ firstAfterMs: 0, everyMs: 1 });
    await thirdStarted;
    expect(failures).toEqual([new Error('the first check failed')]);
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    letThirdEnd();
    await stopping;
    expect(stopped).toBe(true);
  });
});

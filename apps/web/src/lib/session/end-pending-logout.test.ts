import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { endPendingLogout, watchPendingLogout } from './end-pending-logout.ts';
import { readPendingLogout, rememberPendingLogout } from './pending-logout-store.ts';

const unreachable = () => {
  throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
};

describe('a logout the server missed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    rememberPendingLogout({ csrfToken: 'kept-token' });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('is sent again after 1, 2 and 4 seconds, with the kept token, until the server hears it', async () => {
    let calls = 0;
    const server = fakeApi({
      'POST /auth/logout': () => {
        calls += 1;
        return calls < 4 ? unreachable() : ok({ message: 'You are signed out.' });
      },
    });
    const done = endPendingLogout();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toBe(3);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(await done).toBe(true);
    expect(calls).toBe(4);
    expect(server.requests()[0]?.headers?.['X-CSRF-Token']).toBe('kept-token');
    expect(readPendingLogout()).toBeNull();
  });

  test('still unreachable after three retries, it is kept for the next start', async () => {
    fakeApi({ 'POST /auth/logout': unreachable });
    const done = endPendingLogout();
    await vi.advanceTimersByTimeAsync(7_000);
    expect(await done).toBe(false);
    expect(readPendingLogout()).toEqual({ csrfToken: 'kept-token' });
  });

  test('a refusal ends the attempts: the server has nothing more to end', async () => {
    fakeApi({ 'POST /auth/logout': () => fail(403, 'CSRF_FAILED', 'no') });
    const done = endPendingLogout();
    await vi.advanceTimersByTimeAsync(0);
    expect(await done).toBe(true);
    expect(readPendingLogout()).toBeNull();
  });

  test('is told again when the browser comes back online', async () => {
    let reachable = false;
    let calls = 0;
    fakeApi({
      'POST /auth/logout': () => {
        calls += 1;
        return reachable ? ok({ message: 'You are signed out.' }) : unreachable();
      },
    });
    const stop = watchPendingLogout();
    await vi.advanceTimersByTimeAsync(7_000);
    expect(calls).toBe(4);
    expect(readPendingLogout()).toEqual({ csrfToken: 'kept-token' });
    reachable = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(5);
    expect(readPendingLogout()).toBeNull();
    // Nothing is pending any more: coming online again sends nothing.
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(5);
    stop();
  });
});

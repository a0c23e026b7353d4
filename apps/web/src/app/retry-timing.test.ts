import { DEFAULT_NOTIFICATION_MATRIX } from '@depot/contracts/preferences';
import { DEFAULT_THEME_SETTINGS } from '@depot/contracts/theme';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { notificationsQueryOptions } from '@/features/notifications/api/get-notifications.ts';
import { preferenceDetailsQueryOptions } from '@/features/settings/api/get-preference-details.ts';
import { teamMembersQueryOptions } from '@/features/team/api/get-team-members.ts';
import { createQueryClient } from '@/lib/api/query-client.ts';
import { currenciesQueryOptions } from '@/lib/reference/reference-data.tsx';
import { fakeApi, ok } from '@/test/fake-api.ts';

const unreachable = () => {
  throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
};

/** A route that fails `failures` times, then answers `data`; counts its calls. */
function flaky(failures: number, data: unknown) {
  const calls = { count: 0 };
  const handler = () => {
    calls.count += 1;
    return calls.count <= failures ? unreachable() : ok(data);
  };
  return { calls, handler };
}

describe('retry timings (docs/BEHAVIOUR.md §7, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test.each([
    ['the notification poll', 'GET /admin/notifications', { items: [], unreadCount: 0 }],
    ['the currencies', 'GET /reference/currencies', [{ code: 'INR', symbol: '₹', name: 'Rupee' }]],
    [
      'the preference sync',
      'GET /admin/settings/get-prefrence-details',
      {
        preferences: DEFAULT_THEME_SETTINGS,
        notifications: DEFAULT_NOTIFICATION_MATRIX,
        updatedAt: '2026-03-01T08:00:00.000Z',
      },
    ],
  ])(
    '%s, which nobody waits on, is tried again after 1, 2 and 4 seconds',
    async (_name, route, data) => {
      const { calls, handler } = flaky(3, data);
      fakeApi({ [route]: handler });
      const client = createQueryClient();
      const queries: Record<string, () => Promise<unknown>> = {
        'GET /admin/notifications': () => client.fetchQuery(notificationsQueryOptions()),
        'GET /reference/currencies': () => client.fetchQuery(currenciesQueryOptions()),
        'GET /admin/settings/get-prefrence-details': () =>
          client.fetchQuery(preferenceDetailsQueryOptions()),
      };
      const fetching = queries[route]?.() ?? Promise.reject(new Error(route));
      await vi.advanceTimersByTimeAsync(0);
      expect(calls.count).toBe(1);
      await vi.advanceTimersByTimeAsync(999);
      expect(calls.count).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls.count).toBe(2);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(calls.count).toBe(3);
      await vi.advanceTimersByTimeAsync(4_000);
      expect(calls.count).toBe(4);
      await expect(fetching).resolves.toEqual(data);
    },
  );

  test('a screen query is tried once more, then gives up and says why', async () => {
    const { calls, handler } = flaky(5, { items: [], total: 0, page: 1, pageSize: 20 });
    fakeApi({ 'GET /admin/team': handler });
    const client = createQueryClient();
    const fetching = client.fetchQuery({
      ...teamMembersQueryOptions({ page: 1, pageSize: 20 }),
      retry: client.getDefaultOptions().queries?.retry,
    });
    const settled = fetching.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls.count).toBe(2);
    expect(await settled).toBeInstanceOf(AxiosError);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { listPrefetch } from './screen-prefetch.ts';

const schema = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  status: z.enum(['active', 'inactive']).optional().catch(undefined),
});

describe('listPrefetch', () => {
  test("puts the page the URL asks for in the client's cache, under the screen's own key", async () => {
    const asked: unknown[] = [];
    const prefetch = listPrefetch(schema, (state) => ({
      queryKey: ['things', state] as const,
      queryFn: () => {
        asked.push(state);
        return Promise.resolve({ rows: [state.page] });
      },
    }));
    const client = new QueryClient();
    prefetch(new URL('http://depot.test/things?page=3&status=inactive&junk=1'), client);
    await expect
      .poll(() => client.getQueryData(['things', { page: 3, status: 'inactive' }]))
      .toEqual({ rows: [3] });
    // What the screen would read from the same URL: values it would refuse fall back the same way.
    prefetch(new URL('http://depot.test/things?page=-2&status=asleep'), client);
    await expect.poll(() => client.getQueryData(['things', { page: 1 }])).toEqual({ rows: [1] });
    expect(asked).toEqual([{ page: 3, status: 'inactive' }, { page: 1 }]);
  });

  test('a failure stays in the cache for the screen to show, and throws nowhere', async () => {
    const prefetch = listPrefetch(schema, () => ({
      queryKey: ['broken'] as const,
      queryFn: () => Promise.reject(new Error('down')),
      retry: false,
    }));
    const client = new QueryClient();
    prefetch(new URL('http://depot.test/broken'), client);
    await expect.poll(() => client.getQueryState(['broken'])?.status).toBe('error');
  });
});

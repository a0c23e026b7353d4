import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { areaKeys, invalidateAreas, queryKeys } from './query-keys.ts';

describe('an area’s keys', () => {
  test('nest under its root, so refreshing the area refreshes its lists, records and History', async () => {
    const vendors = areaKeys('vendors');
    const client = new QueryClient();
    const keys = [
      vendors.list({ page: 2 }),
      vendors.record('VEN-0001'),
      vendors.history('VEN-0001'),
    ];
    for (const key of keys) client.setQueryData(key, 'answer');
    client.setQueryData(areaKeys('brands').record('VEN-0001'), 'another area');
    await client.invalidateQueries({ queryKey: vendors.all });
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, true]);
    expect(client.getQueryState(areaKeys('brands').record('VEN-0001'))?.isInvalidated).toBe(false);
    // A record's key does not match another record's, nor a list's.
    expect(vendors.record('VEN-0001')).not.toEqual(vendors.record('VEN-0002'));
  });

  test('are what the areas of the registry use, which invalidateAreas refreshes by name', async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.orders.record('ORD-000001'), 'order');
    client.setQueryData(queryKeys.shipments.details('SHP-000001'), 'details');
    await invalidateAreas(client, 'shipments');
    expect(client.getQueryState(queryKeys.shipments.details('SHP-000001'))?.isInvalidated).toBe(
      true,
    );
    expect(client.getQueryState(queryKeys.orders.record('ORD-000001'))?.isInvalidated).toBe(false);
  });
});

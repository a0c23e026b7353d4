import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { type AreaDeclaration, areaName } from './area.ts';
import { allAreas } from './areas.ts';
import { pathParameters } from './endpoint.ts';
import { allEndpoints } from './endpoints.ts';

/** The shape of one listed record: the list answer's `items` element. */
function itemShape(response: z.ZodType): Record<string, z.ZodType> {
  const items = (response as z.ZodObject).shape.items as z.ZodArray;
  return (items.element as z.ZodObject).shape;
}

describe.each(allAreas.map((area) => [areaName(area), area] as const))('the %s area', (_, area) => {
  const declared: AreaDeclaration['endpoints'] = area.endpoints;
  const { list, get, history } = declared;
  const endpoints = Object.values(declared);

  test('declares endpoints that are served, guarded by its resource', () => {
    const served = area.groups.flatMap((group) => Object.values(group));
    for (const endpoint of endpoints) {
      expect(served).toContain(endpoint);
      expect(endpoint.access).toMatchObject({ resource: area.resource });
    }
    for (const endpoint of served) expect(allEndpoints).toContain(endpoint);
  });

  test('its list reads the declared query, and each record carries the id its own paths take', () => {
    expect(list.query).toBe(area.listQuery);
    expect(Object.keys(itemShape(list.response))).toContain(area.idField);
    for (const endpoint of [get, history]) {
      if (endpoint) expect(pathParameters(endpoint.path)).toEqual([area.idField]);
    }
  });

  test('sorts by the declared fields, and by nothing else', () => {
    const sort = area.listQuery.shape.sort as z.ZodType;
    for (const field of area.sortFields) {
      expect(sort.safeParse(field).success, field).toBe(true);
      expect(sort.safeParse(`-${field}`).success, `-${field}`).toBe(true);
    }
    expect(sort.safeParse('notAField').success).toBe(false);
  });

  test('its statuses are the ones its records and its filter take, each with its words', () => {
    const { statuses, listQuery }: AreaDeclaration = area;
    if (!statuses) return;
    const { values, labels } = statuses;
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    const status = listQuery.shape.status as z.ZodType | undefined;
    for (const value of values) {
      if (status) expect(status.safeParse(value).success, value).toBe(true);
    }
  });
});

test('no two areas share a name or a record name, and a shared resource is told apart by name', () => {
  const names = allAreas.map((area) => areaName(area));
  expect(new Set(names).size).toBe(names.length);
  for (const area of allAreas) {
    const sharing = allAreas.filter((other) => other.resource === area.resource);
    if (sharing.length > 1) {
      expect(
        sharing.every((other) => 'name' in other),
        area.resource,
      ).toBe(true);
    }
  }
  const entities = allAreas.flatMap((area) => ('entity' in area ? [area.entity] : []));
  expect(new Set(entities).size).toBe(entities.length);
});

test('an unknown status is refused by every status filter', () => {
  for (const area of allAreas) {
    const { listQuery }: AreaDeclaration = area;
    const status = listQuery.shape.status as z.ZodType | undefined;
    if (status) expect(status.safeParse('no-such-status').success, area.resource).toBe(false);
  }
});

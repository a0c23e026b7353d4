import { sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { describe, expect, test } from 'vitest';
import { rowMapper } from './client.ts';
import { teamMembers } from './schema/team-members.ts';
import { users } from './schema/users.ts';

describe('rowMapper', () => {
  const map = rowMapper<Record<string, unknown>>({
    id: users.id,
    createdAt: users.createdAt,
    orderDate: sql<string>`${users.createdAt}::date::text`,
    doubled: sql<number>`${users.id} * 2`.mapWith((value) => Number(value) * 2),
    named: sql<string>`${users.code}`.as('named'),
  });

  test('decodes each field as the query builder would, in select order', () => {
    const row = map([7, '2026-11-24 10:11:12.345+00', '2026-11-24', '21', 'USR-7']);
    expect(row).toEqual({
      id: 7,
      createdAt: new Date('2026-11-24T10:11:12.345Z'),
      orderDate: '2026-11-24',
      doubled: 42,
      named: 'USR-7',
    });
    expect(Object.keys(row)).toEqual(['id', 'createdAt', 'orderDate', 'doubled', 'named']);
  });

  test('a null stays null, whatever the field decodes to', () => {
    expect(map([1, null, null, null, null])).toEqual({
      id: 1,
      createdAt: null,
      orderDate: null,
      doubled: null,
      named: null,
    });
  });

  test("an aliased table's column and a subquery's field decode as their own", () => {
    const creators = alias(teamMembers, 'creators');
    const totals = new QueryBuilder()
      .select({
        since: sql<string>`min(${users.createdAt})`.mapWith(users.createdAt).as('since'),
        count: sql<number>`count(*)::int`.as('count'),
      })
      .from(users)
      .as('totals');
    const row = rowMapper<Record<string, unknown>>({
      createdBy: creators.createdAt,
      since: totals.since,
      count: totals.count,
    })(['2026-11-24 10:00:00+00', '2026-01-02 03:04:05+00', 3]);
    expect(row).toEqual({
      createdBy: new Date('2026-11-24T10:00:00Z'),
      since: new Date('2026-01-02T03:04:05Z'),
      count: 3,
    });
  });
});

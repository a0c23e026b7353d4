import { z } from 'zod';
import { text } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import type { Resource } from './permissions.ts';

/** What the command palette finds, each under the permission that lists it. */
export const searchKinds = [
  'user',
  'team',
  'package',
  'zone',
  'shipment',
  'receipt',
  'order',
  'warehouse',
  'location',
] as const;
export type SearchKind = (typeof searchKinds)[number];

export const searchKindResource: Record<SearchKind, Resource> = {
  user: 'users',
  team: 'teams',
  package: 'packages',
  zone: 'zones',
  shipment: 'shipments',
  receipt: 'receiving',
  order: 'orders',
  warehouse: 'warehouses',
  location: 'locations',
};

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_PER_KIND = 10;

export const searchQuerySchema = z.object({
  q: text(100).min(SEARCH_MIN_LENGTH, `Type at least ${SEARCH_MIN_LENGTH} characters`),
  /** Most results of each kind. */
  limit: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(SEARCH_MAX_PER_KIND, `must be at most ${SEARCH_MAX_PER_KIND}`)
    .default(5),
});

export const searchHitSchema = z.object({
  kind: z.enum(searchKinds),
  /** The public identifier the kind's screens take in their URL (USR-000001, EMP-0001, …). */
  code: z.string(),
  title: z.string(),
  /** A second line: email, GSTIN, status, the business it belongs to. */
  subtitle: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultSchema = z.object({
  /** Grouped by kind in searchKinds order; only kinds the caller may view are searched. */
  items: z.array(searchHitSchema),
});

/** One search across everything the caller may see, for the command palette. */
export const searchEndpoints = defineEndpoints('search', {
  search: {
    method: 'GET',
    path: '/admin/search',
    summary:
      'Users, team members, packages, zones, shipments, receipts and orders by code, name, email or GSTIN, as far as the caller may view them',
    access: 'authenticated',
    query: searchQuerySchema,
    response: searchResultSchema,
    errors: [],
  },
});

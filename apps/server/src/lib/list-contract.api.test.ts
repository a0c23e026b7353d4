import type { AreaDeclaration } from '@depot/contracts/area';
import { allAreas } from '@depot/contracts/areas';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiClient, type SignedIn, signIn } from '../test/auth-helpers.ts';
import { parseCsv } from '../test/csv.ts';
import { memberWithRole } from '../test/members.ts';
import {
  createTestApp,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '../test/test-app.ts';

/**
 * What every list of the console promises, proved once for each area declared, on the sample
 * operator: a page reached by the server's cursor is the page of that number, under every sort
 * it offers, the last page included; no record shows twice; the export holds every row of the
 * list in the list's order; nobody without the area's view gets either.
 */
const PAGE_SIZE = 20;
/** Pages walked by cursor from the first, per sort; the last page is reached by its own cursor. */
const PAGES_WALKED = 3;

type Page = {
  items: Record<string, unknown>[];
  total: number;
  cursors?: { prev?: string; next?: string; last?: string };
};

let app: TestApp;
let admin: SignedIn;
const call = apiClient({ app: () => app, as: () => admin }, '');

beforeAll(async () => {
  app = await createTestApp({ SEED_DEMO: 'true' });
  admin = await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
});
afterAll(() => app.dispose());

describe.each(allAreas)('the $resource list', (area) => {
  const endpoints: AreaDeclaration['endpoints'] = area.endpoints;
  const idsOf = (page: Page) => page.items.map((item) => String(item[area.idField]));
  async function pageOf(sort: string, page: number, cursor?: string): Promise<Page> {
    const query = new URLSearchParams({ sort, page: String(page), pageSize: String(PAGE_SIZE) });
    if (cursor) query.set('cursor', cursor);
    const response = await call('GET', `${endpoints.list.path}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }
  // Each field both ways, alternating, so that every field and both directions are walked.
  const sorts = area.sortFields.map((field, index) => (index % 2 ? `-${field}` : field));

  test.each(sorts)(
    'sorted by %s, the pages its cursors lead to are those of their numbers',
    async (sort) => {
      const first = await pageOf(sort, 1);
      const lastPage = Math.max(1, Math.ceil(first.total / PAGE_SIZE));
      const walked = [...idsOf(first)];
      let current = first;
      for (let number = 2; number <= Math.min(PAGES_WALKED, lastPage); number++) {
        const next = current.cursors?.next;
        const byCursor = await pageOf(sort, number, next);
        expect(idsOf(byCursor), `page ${number}`).toEqual(idsOf(await pageOf(sort, number)));
        walked.push(...idsOf(byCursor));
        current = byCursor;
      }
      expect(new Set(walked).size, 'a record shown twice').toBe(walked.length);
      if (first.cursors?.last && lastPage > 1) {
        const last = await pageOf(sort, lastPage, first.cursors.last);
        expect(idsOf(last)).toEqual(idsOf(await pageOf(sort, lastPage)));
        expect(last.items.length).toBe(first.total - (lastPage - 1) * PAGE_SIZE);
      }
    },
  );

  test('its export holds every row of the list, in the list’s order', async (context) => {
    if (!endpoints.export) return context.skip();
    const sort = sorts[0] ?? '';
    const response = await call('GET', `${endpoints.export.path}?sort=${encodeURIComponent(sort)}`);
    expect(response.statusCode).toBe(200);
    const rows = parseCsv(response.body).slice(1);
    const first = await pageOf(sort, 1);
    expect(rows).toHaveLength(first.total);
    const second = await pageOf(sort, 2, first.cursors?.next);
    expect(rows.slice(0, 2 * PAGE_SIZE).map((row) => row[0])).toEqual([
      ...idsOf(first),
      ...idsOf(second),
    ]);
  });

  test('is refused to a member without its view, even one allowed to export it', async () => {
    const { session } = await memberWithRole(app, `no-${area.resource}-view`, {
      dashboard: { view: true },
      [area.resource]: { export: true },
    });
    for (const endpoint of [endpoints.list, endpoints.export]) {
      if (!endpoint) continue;
      const response = await call('GET', endpoint.path, undefined, session);
      expect(response.statusCode, endpoint.id).toBe(403);
    }
  });
});

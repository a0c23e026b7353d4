import type { ListResult } from '@depot/contracts/common';
import { usersEndpoints } from '@depot/contracts/users';
import {
  keepPreviousData,
  QueryClientProvider,
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { createQueryClient } from '@/lib/api/query-client.ts';
import { listSearchFields } from '@/lib/screen/list-search.ts';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { captureSavedFiles } from '@/test/saved-files.ts';
import type { ChoosableColumn } from '../use-arranged-columns.ts';
import { FilterSelect } from './filter-select.tsx';
import { ListScreen } from './list-screen.tsx';
import { unpagedQuery } from './unpaged-list.ts';
import { useListScreen } from './use-list-screen.ts';

type Parcel = { id: string; name: string };

const parcelSearchSchema = z.object({
  ...listSearchFields,
  sort: z.enum(['name', '-name']).optional().catch(undefined),
  status: z.enum(['open', 'closed']).optional().catch(undefined),
});
type ParcelSearch = z.output<typeof parcelSearchSchema>;

const columns: ChoosableColumn<Parcel>[] = [
  { key: 'name', title: 'Name', render: (parcel) => parcel.name, sortable: true },
];

/** The list's "server": what it was asked, and a page of `total` parcels with its cursors. */
function parcelServer(total: number) {
  const asked = vi.fn(async (search: ParcelSearch): Promise<ListResult<Parcel>> => {
    const first = (search.page - 1) * search.pageSize;
    const count = Math.max(0, Math.min(search.pageSize, total - first));
    return {
      items: Array.from({ length: Math.min(count, 3) }, (_, index) => ({
        id: `P-${first + index + 1}`,
        name: `Parcel ${first + index + 1}${search.status ? ` (${search.status})` : ''}`,
      })),
      total,
      page: search.page,
      pageSize: search.pageSize,
      cursors: { next: `after.page${search.page}` },
    };
  });
  const parcelsQueryOptions = (search: ParcelSearch) =>
    queryOptions({
      queryKey: ['parcels', 'list', search],
      queryFn: () => asked(search),
      placeholderData: keepPreviousData,
    });
  return { asked, parcelsQueryOptions };
}

function renderParcels(url: string, total = 2, routes: Parameters<typeof fakeApi>[0] = {}) {
  const { asked, parcelsQueryOptions } = parcelServer(total);
  return { asked, ...mountParcels(url, parcelsQueryOptions, routes) };
}

/** `total` parcels from an endpoint that answers them all at once. */
function renderUnpagedParcels(url: string, total: number) {
  const asked = vi.fn(
    async (): Promise<Parcel[]> =>
      Array.from({ length: total }, (_, index) => ({
        id: `P-${index + 1}`,
        name: `Parcel ${index + 1}`,
      })),
  );
  // Stale at once, so that any second ask (the next page's, say) would reach the "server".
  const parcelsQuery = unpagedQuery<Parcel, string[], ParcelSearch>(
    queryOptions({ queryKey: ['parcels', 'all'], queryFn: asked, staleTime: 0 }),
    { searchIn: (parcel) => [parcel.name], sortBy: { name: (parcel) => parcel.name } },
  );
  return { asked, ...mountParcels(url, parcelsQuery) };
}

/** The parcels screen at `url`, its rows from `query`. */
function mountParcels<
  Data,
  Answer extends { items: Parcel[]; total: number },
  Key extends QueryKey,
>(
  url: string,
  query: (search: ParcelSearch) => UseQueryOptions<Data, Error, Answer, Key>,
  routes: Parameters<typeof fakeApi>[0] = {},
) {
  // The API answers `routes` only: the column chooser's saved layout is not found.
  const server = fakeApi(routes);

  function ParcelsRoute() {
    const list = useListScreen({
      area: { resource: 'users', noun: { one: 'parcel', many: 'parcels' } },
      schema: parcelSearchSchema,
      query,
      label: 'the parcels list',
      table: { key: 'parcels', columns },
    });
    return (
      <ListScreen
        list={list}
        heading={{ title: 'Parcels', description: 'What the depot holds.' }}
        search={{ label: 'Search parcels', placeholder: 'Name' }}
        filters={
          <FilterSelect
            label="Filter by status"
            allLabel="All statuses"
            options={[
              { value: 'open', label: 'Open' },
              { value: 'closed', label: 'Closed' },
            ]}
            {...list.filterProps('status')}
          />
        }
        exportFile={{ endpoint: usersEndpoints.export, fileName: 'parcels', subject: 'parcels' }}
        actions={{ create: { label: 'New parcel', to: '/parcels/new' } }}
        bulk={{
          rowLabel: (parcel) => `Select ${parcel.name}`,
          actions: (selection) =>
            selection.selectedIds.length > 0 && (
              <p>{selection.noun(selection.selectedIds.length)} selected</p>
            ),
        }}
        table={{ label: 'Parcels', rowKey: (parcel) => parcel.id, empty: 'No parcel matches.' }}
      />
    );
  }

  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '/parcels', element: <ParcelsRoute /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return { router, server, queryClient };
}

/** The pages the list asked for, as page numbers and cursors. */
function pagesAsked(asked: ReturnType<typeof parcelServer>['asked']) {
  return asked.mock.calls.map(([search]) => ({ page: search.page, cursor: search.cursor }));
}

describe('useListScreen with ListScreen', () => {
  test('the count is said in words with its figure grouped, as every list says it', async () => {
    signInWith({ users: { view: true } });
    renderParcels('/parcels', 12_345);
    expect(await screen.findByText('12,345 parcels')).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Pages of the parcels list' })).toBeDefined();
  });

  test('a change of filter or search clears the selection; a new page or sort keeps it', async () => {
    signInWith({ users: { view: true, edit: true } });
    const { router } = renderParcels('/parcels', 60);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Parcel 1' }));
    expect(screen.getByText('1 parcel selected')).toBeDefined();

    // Another page, another sort: the same rows' set, the selection stays.
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=name'));
    expect(screen.getByText('1 parcel selected')).toBeDefined();

    // A filter: other rows. Back to no filter: still nothing selected.
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by status' }), {
      target: { value: 'open' },
    });
    await screen.findByText('Parcel 1 (open)');
    expect(screen.queryByText(/selected$/)).toBeNull();
    expect(router.state.location.search).toBe('?sort=name&status=open');
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by status' }), {
      target: { value: '' },
    });
    const box = await screen.findByRole('checkbox', { name: 'Select Parcel 1' });
    expect(box).toHaveProperty('checked', false);
    expect(screen.queryByText(/selected$/)).toBeNull();

    // A search, the same.
    fireEvent.click(box);
    expect(screen.getByText('1 parcel selected')).toBeDefined();
    const search = screen.getByRole('searchbox', { name: 'Search parcels' });
    fireEvent.change(search, { target: { value: 'crate' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByText(/selected$/)).toBeNull());
    expect(router.state.location.search).toBe('?sort=name&q=crate');
  });

  test('selection, export and New follow the area’s permissions', async () => {
    signInWith({ users: { view: true } });
    renderParcels('/parcels');
    await screen.findByText('Parcel 1');
    expect(screen.queryByRole('checkbox', { name: 'Select Parcel 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Export/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New parcel' })).toBeNull();
  });

  test('the export holds the whole filtered list in its sort, not the page on screen', async () => {
    signInWith({ users: { view: true, export: true, add: true } });
    const saved = captureSavedFiles();
    const { server } = renderParcels(
      '/parcels?status=open&q=crate&sort=-name&page=3&pageSize=50&cursor=a.b',
      500,
      {
        'GET /admin/users/export': () => ({
          status: 200,
          body: new Blob(['id,name'], { type: 'text/csv' }),
          headers: { 'content-disposition': 'attachment; filename="parcels.csv"' },
        }),
      },
    );
    await screen.findByText('Parcel 101 (open)');
    expect(screen.getByRole('link', { name: 'New parcel' })).toBeDefined();
    // The endpoint writes workbooks too: a button for each format.
    expect(screen.getByRole('button', { name: 'Export XLSX of parcels' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV of parcels' }));
    await waitFor(() => expect(saved).toEqual(['parcels.csv']));
    const sent = server.adapter.mock.calls
      .map(([config]) => config)
      .find((config) => config.url === '/admin/users/export')?.params;
    expect(sent).toEqual({ q: 'crate', sort: '-name', status: 'open' });
  });

  test('the next page is asked for once this one has come, by its cursor; the last page asks none', async () => {
    signInWith({ users: { view: true } });
    const { asked, router, queryClient } = renderParcels('/parcels?status=open', 45);
    await screen.findByText('Parcel 1 (open)');
    await waitFor(() =>
      expect(pagesAsked(asked)).toEqual([
        { page: 1, cursor: undefined },
        { page: 2, cursor: 'after.page1' },
      ]),
    );
    // Next finds it in the cache: no second request for page 2.
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Parcel 21 (open)');
    expect(router.state.location.search).toBe('?status=open&page=2&cursor=after.page1');
    await waitFor(() => expect(pagesAsked(asked)).toHaveLength(3));
    // Page 3 is the last of 45 rows at 20 a page: nothing after it is asked for.
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Parcel 41 (open)');
    // The page's effects ran with its render: a next page asked for would be on its way now.
    expect(queryClient.isFetching()).toBe(0);
    expect(pagesAsked(asked)).toEqual([
      { page: 1, cursor: undefined },
      { page: 2, cursor: 'after.page1' },
      { page: 3, cursor: 'after.page2' },
    ]);
  });

  test('an unpaged source is asked once: search, sort and pages are made from its rows', async () => {
    signInWith({ users: { view: true } });
    const { asked, router } = renderUnpagedParcels('/parcels?sort=-name', 45);
    // By name, its numbers read as numbers: page 1 is Parcel 45 to 26, page 2 starts at 25.
    expect(await screen.findByText('45 parcels')).toBeDefined();
    expect(screen.getAllByRole('row')[1]?.textContent).toBe('Parcel 45');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getAllByRole('row')[1]?.textContent).toBe('Parcel 25'));
    expect(router.state.location.search).toBe('?sort=-name&page=2');

    const search = screen.getByRole('searchbox', { name: 'Search parcels' });
    fireEvent.change(search, { target: { value: 'parcel 4' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await screen.findByText('7 parcels')).toBeDefined();
    expect(router.state.location.search).toBe('?sort=-name&q=parcel+4');
    expect(asked).toHaveBeenCalledTimes(1);
  });
});

import type { LocationNode } from '@depot/contracts/locations';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fakeApi, ok } from '@/test/fake-api.ts';
import { referenceRoutes } from '@/test/reference-fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';
import { node, warehouse, warehouseOptions } from '../testing/fixtures.ts';

const storage = node({ id: 'LOC-000002', childCount: 2, binCount: 20 });
const aisles = [
  node({
    id: 'LOC-000020',
    code: 'Z-01',
    name: 'Aisle Z1',
    kind: 'rack',
    parentId: 'LOC-000002',
    childCount: 10,
    binCount: 10,
  }),
  node({
    id: 'LOC-000030',
    code: 'Z-02',
    name: '',
    kind: 'rack',
    parentId: 'LOC-000002',
    childCount: 10,
    binCount: 10,
    status: 'inactive',
  }),
];
const supplier = node({
  id: 'LOC-000001',
  code: 'V-SUPPLIER',
  name: 'Supplier',
  kind: 'virtual',
  purpose: 'supplier',
  pickable: false,
});
const bin = node({
  id: 'LOC-000021',
  code: 'Z-01-03',
  name: '',
  kind: 'bin',
  parentId: 'LOC-000020',
  binCount: 1,
});

/** The tree endpoint: the top, one node's children, or a search, by the query sent. */
function serve() {
  const server = fakeApi({
    ...referenceRoutes(),
    'GET /admin/warehouses/BOM-BHW1': () => ok(warehouse()),
    'GET /admin/warehouses/options': () => ok(warehouseOptions),
    'GET /admin/locations/tree': () => {
      // The handler runs inside the adapter's call for this request: the last one made.
      const params = server.adapter.mock.calls.at(-1)?.[0].params as Record<string, string>;
      let nodes: LocationNode[] = [storage, supplier];
      if (params.parent === 'LOC-000002') nodes = aisles;
      if (params.q) nodes = [storage, aisles[0] as LocationNode, bin];
      return ok({ nodes, truncated: Boolean(params.q) });
    },
  });
  return server;
}

function treeParams(server: ReturnType<typeof serve>) {
  return server.adapter.mock.calls
    .map(([config]) => config)
    .filter((config) => config.url === '/admin/locations/tree')
    .map((config) => config.params);
}

describe('the warehouse’s location tree', () => {
  test('shows the areas with their bins, the virtual places apart, and loads a node’s children on expand', async () => {
    signInWith({ warehouses: { view: true }, locations: { view: true } });
    const server = serve();
    renderApp('/warehouses/view/BOM-BHW1');
    const tree = await screen.findByRole('tree', { name: 'Locations of BOM-BHW1' });
    expect(within(tree).getByText('20 bins · 2 inside')).toBeDefined();
    expect(within(tree).queryByText('V-SUPPLIER')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Virtual locations' })).getByText(
        'V-SUPPLIER · Supplier (virtual)',
      ),
    ).toBeDefined();
    expect(treeParams(server)).toEqual([{ warehouse: 'BOM-BHW1' }]);

    const switcher = tree.parentElement?.querySelector('.ant-tree-switcher');
    if (!switcher) throw new Error('no switcher');
    fireEvent.click(switcher);
    expect(await screen.findByText('Z-01')).toBeDefined();
    expect(treeParams(server)).toContainEqual({ warehouse: 'BOM-BHW1', parent: 'LOC-000002' });
    // An inactive rack says so.
    const inactive = screen.getByText('Z-02').closest('.location-tree-title');
    expect(inactive && within(inactive as HTMLElement).getByText('Inactive')).toBeDefined();
  });

  test('a scanned code (typed, then Enter) shows its matches opened down to, marked', async () => {
    signInWith({ warehouses: { view: true }, locations: { view: true } });
    const server = serve();
    renderApp('/warehouses/view/BOM-BHW1');
    await screen.findByRole('tree', { name: 'Locations of BOM-BHW1' });
    const search = screen.getByRole('searchbox', { name: 'Find a location' });
    fireEvent.change(search, { target: { value: 'Z-01-03' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    const marked = await screen.findByText('Z-01-03', { selector: 'mark' });
    expect(marked).toBeDefined();
    // The way down to it is open: its area and its rack, neither marked.
    expect(screen.getByText('Z-01', { selector: '.location-tree-code' })).toBeDefined();
    expect(treeParams(server)).toContainEqual({ warehouse: 'BOM-BHW1', q: 'Z-01-03' });
    expect(screen.getByText(/More than 100 locations match Z-01-03/)).toBeDefined();
    // The only match is chosen, ready to act on.
    expect(screen.getByRole('group', { name: 'Actions on Z-01-03' })).toBeDefined();
    // Its contents are inventory's, which this person may not see.
    expect(screen.queryByRole('link', { name: 'Contents of Z-01-03' })).toBeNull();
  });

  test('a chosen bin’s contents and the warehouse’s stock are a link away with inventory', async () => {
    signInWith({
      warehouses: { view: true },
      locations: { view: true },
      inventory: { view: true },
    });
    serve();
    renderApp('/warehouses/view/BOM-BHW1');
    const tree = await screen.findByRole('tree', { name: 'Locations of BOM-BHW1' });
    expect(screen.getByRole('link', { name: 'Stock at BOM-BHW1' }).getAttribute('href')).toBe(
      '/stock?warehouse=BOM-BHW1',
    );
    fireEvent.click(within(tree).getByText('STORAGE'));
    const contents = await screen.findByRole('link', { name: 'Contents of STORAGE' });
    expect(contents.getAttribute('href')).toBe('/stock?location=LOC-000002');
  });
});

describe('the bulk-create dialog', () => {
  async function openFromTree() {
    signInWith({ warehouses: { view: true }, locations: { view: true, add: true } });
    const server = serve();
    renderApp('/warehouses/view/BOM-BHW1');
    const tree = await screen.findByRole('tree', { name: 'Locations of BOM-BHW1' });
    fireEvent.click(within(tree).getByText('STORAGE'));
    fireEvent.click(await screen.findByRole('button', { name: 'Bulk create inside STORAGE' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('From code');
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    return { server, dialog, type };
  }

  test('counts the codes as they are typed: A-01-01 to A-10-05 is 50', async () => {
    const { dialog, type } = await openFromTree();
    type('From code', 'A-01-01');
    type('To code', 'A-10-05');
    expect(await within(dialog).findByText('50 locations: A-01-01 to A-10-05')).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Create 50 locations' })).toBeDefined();
  });

  test('a pattern whose codes differ in more than their numbers is refused under the field', async () => {
    const { server, dialog, type } = await openFromTree();
    type('From code', 'A-01-01');
    type('To code', 'B-10-05');
    expect(
      await within(dialog).findByText(
        'B-10-05 differs from A-01-01 at “B-”: only the numbers may change',
      ),
    ).toBeDefined();
    type('To code', 'A-10-05-01');
    expect(
      await within(dialog).findByText(
        'A-10-05-01 is not shaped like A-01-01: write both with the same letters and dashes',
      ),
    ).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create locations' }));
    await waitFor(() => expect(server.requestsTo('POST /admin/locations/bulk')).toHaveLength(0));
  });
});

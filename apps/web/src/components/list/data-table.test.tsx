import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { type DataColumn, DataTable, nextSort } from './data-table.tsx';
import { pageItems, roundedEstimate, TablePagination } from './table-pagination.tsx';

type Parcel = { id: string; name: string; weight: number; locked?: boolean };

const columns: DataColumn<Parcel>[] = [
  { key: 'name', title: 'Name', render: (row) => row.name, sortable: true },
  { key: 'weight', title: 'Weight', render: (row) => `${row.weight} kg`, align: 'end' },
];

const parcels: Parcel[] = [
  { id: 'P-1', name: 'Saree bale', weight: 12 },
  { id: 'P-2', name: 'Spice crate', weight: 30 },
  { id: 'P-3', name: 'Sealed pallet', weight: 410, locked: true },
];

/** A table of the three parcels, sorted and paged as the test needs. */
const base = {
  label: 'Parcels',
  columns,
  rows: parcels,
  rowKey: (row: Parcel) => row.id,
  loading: false,
};

function Selectable({ initial = [] as string[], onChange = (_: string[]) => {} }) {
  const [selected, setSelected] = useState(initial);
  return (
    <DataTable<Parcel>
      {...base}
      selection={{
        selected,
        onChange: (keys) => {
          setSelected(keys);
          onChange(keys);
        },
        rowLabel: (row) => `Select ${row.name}`,
        canSelect: (row) => !row.locked,
      }}
    />
  );
}

function box(name: string) {
  return screen.getByRole('checkbox', { name }) as HTMLInputElement;
}

describe('DataTable', () => {
  test('a sortable title cycles ascending, descending, then the default', () => {
    expect(nextSort(undefined, 'name')).toBe('name');
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name', 'name')).toBeUndefined();
    expect(nextSort('-weight', 'name')).toBe('name');
  });

  test('the sorted column says which way, and a press asks for the next sort', () => {
    const onSortChange = vi.fn();
    render(<DataTable<Parcel> {...base} sort="-name" onSortChange={onSortChange} />);
    const [name, weight] = screen.getAllByRole('columnheader');
    expect(name?.getAttribute('aria-sort')).toBe('descending');
    expect(weight?.getAttribute('aria-sort')).toBeNull();
    // Only sortable columns are buttons.
    expect(within(weight as HTMLElement).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenCalledWith(undefined);
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('table', { name: 'Parcels' })).toBeDefined();
  });

  test('select all takes the rows of the page the person may act on, and keeps other pages', () => {
    const onChange = vi.fn();
    render(<Selectable initial={['P-9']} onChange={onChange} />);
    expect(box('Select Sealed pallet').disabled).toBe(true);

    fireEvent.click(box('Select Saree bale'));
    expect(onChange).toHaveBeenLastCalledWith(['P-9', 'P-1']);
    const all = box('Select every row on this page');
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);

    fireEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith(['P-9', 'P-1', 'P-2']);
    expect(box('Select every row on this page').checked).toBe(true);
    expect(screen.getAllByRole('row')[2]?.getAttribute('aria-selected')).toBe('true');

    fireEvent.click(box('Select every row on this page'));
    expect(onChange).toHaveBeenLastCalledWith(['P-9']);
  });

  test('an empty answer says so; neither it nor a list still loading offers pages', () => {
    const pagination = {
      page: 1,
      pageSize: 20,
      total: 0,
      pageSizes: [20, 50],
      onChange: () => {},
      describeTotal: (total: number) => `${total} parcels`,
      label: 'the parcels',
    };
    const props = { ...base, pagination };
    const { rerender } = render(<DataTable<Parcel> {...props} rows={undefined} loading />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading parcels' })).toBeDefined();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');

    rerender(<DataTable<Parcel> {...props} rows={[]} loading={false} empty="No parcel matches." />);
    expect(screen.getByText('No parcel matches.')).toBeDefined();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('TablePagination', () => {
  test('an estimated total is said as one, to two significant figures', () => {
    expect([99, 30_123, 29_951, 1_234_567].map(roundedEstimate)).toEqual([
      99, 30_000, 30_000, 1_200_000,
    ]);
    const props = {
      page: 1,
      pageSize: 20,
      pageSizes: [20],
      onChange: () => {},
      describeTotal: (total: number) => `${total.toLocaleString('en-IN')} orders`,
      label: 'the orders',
    };
    const { rerender } = render(<TablePagination {...props} total={30_123} totalIsEstimate />);
    expect(screen.getByText('about 30,000 orders')).toBeDefined();
    // The pages still follow the estimate: page numbers stay meaningful in a long list.
    expect(screen.getByRole('button', { name: 'Page 1507' })).toBeDefined();
    rerender(<TablePagination {...props} total={9_876} />);
    expect(screen.getByText('9,876 orders')).toBeDefined();
  });

  test('offers the first, the last and two pages either side of the current one', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
  });

  test('moves between pages, and a new page size starts again at page 1', () => {
    const onChange = vi.fn();
    render(
      <DataTable<Parcel>
        {...base}
        pagination={{
          page: 3,
          pageSize: 20,
          total: 95,
          pageSizes: [20, 50],
          onChange,
          describeTotal: (total) => `${total} parcels`,
          label: 'the parcels',
        }}
      />,
    );
    const pages = screen.getByRole('navigation', { name: 'Pages of the parcels' });
    expect(within(pages).getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(4, 20);
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 5' }));
    expect(onChange).toHaveBeenLastCalledWith(5, 20);
    fireEvent.change(within(pages).getByLabelText('Rows per page'), { target: { value: '50' } });
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
    expect(
      (within(pages).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  test('a page past the end counts as the last, and a page size from the URL stays chosen', () => {
    const onChange = vi.fn();
    render(
      <TablePagination
        page={9}
        pageSize={25}
        total={60}
        pageSizes={[10, 20, 50]}
        onChange={onChange}
        describeTotal={(total) => `${total} parcels`}
        label="the parcels"
      />,
    );
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange).toHaveBeenLastCalledWith(3, 25);
    const size = screen.getByLabelText('Rows per page') as HTMLSelectElement;
    expect(size.value).toBe('25');
    expect([...size.options].map((option) => option.value)).toEqual(['10', '20', '25', '50']);
  });
});

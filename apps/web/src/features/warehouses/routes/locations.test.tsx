import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fakeApi, ok } from '@/test/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import { location, page, warehouseOptions } from '../testing/fixtures.ts';

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /admin/locations': () => ok(page([location()])),
    'GET /admin/warehouses/options': () => ok(warehouseOptions),
    ...extra,
  });
}

describe('/locations', () => {
  test('lists locations by their path; the filters are read from the URL, sent and written back', async () => {
    signInWith({ locations: { view: true } });
    const server = serve();
    const { router } = renderApp('/locations?warehouse=BOM-BHW1&kind=bin&pickable=true');
    const row = (await screen.findByText('STORAGE / A / A-01 / A-01-03')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('A-01-03')).toBeDefined();
    expect(within(row).getByText('Bin')).toBeDefined();
    const sent = () =>
      server.adapter.mock.calls
        .map(([config]) => config)
        .filter((config) => config.url === '/admin/locations')
        .map((config) => config.params);
    expect(sent()[0]).toMatchObject({
      page: 1,
      pageSize: 20,
      warehouse: 'BOM-BHW1',
      kind: 'bin',
      pickable: 'true',
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by pickable' }), {
      target: { value: 'false' },
    });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?warehouse=BOM-BHW1&kind=bin&pickable=false'),
    );
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ pickable: 'false' }));
  });

  test('a virtual location refused by the bulk deactivation is named with the reason', async () => {
    signInWith({ locations: { view: true, edit: true } });
    serve({
      'GET /admin/locations': () =>
        ok(page([location({ id: 'LOC-000001', code: 'V-SUPPLIER', kind: 'virtual' })])),
      'POST /admin/locations/change-status': () =>
        ok({
          results: [
            {
              id: 'LOC-000001',
              outcome: 'refused',
              message: 'A virtual location is always active',
            },
          ],
        }),
    });
    renderApp('/locations');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select BOM-BHW1 V-SUPPLIER' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    // Said in the sentence, then beside the location's id.
    expect(await screen.findByText('1 refused: A virtual location is always active')).toBeDefined();
    expect(screen.getByText('LOC-000001: A virtual location is always active')).toBeDefined();
  });
});

/** A one-sheet workbook of text cells (inline strings), as any spreadsheet program writes one. */
function workbookOf(rows: string[][]) {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const cells = (row: string[], number: number) =>
    row
      .map(
        (text, column) =>
          `<c r="${String.fromCharCode(65 + column)}${number}" t="inlineStr"><is><t>${text}</t></is></c>`,
      )
      .join('');
  return zipSync({
    'xl/workbook.xml': strToU8(
      `<workbook xmlns="${main}"><sheets><sheet name="Sheet1"/></sheets></workbook>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<worksheet xmlns="${main}"><sheetData>${rows
        .map((row, index) => `<row r="${index + 1}">${cells(row, index + 1)}</row>`)
        .join('')}</sheetData></worksheet>`,
    ),
  });
}

describe('the locations import', () => {
  test('is offered beside Export to those who may add; a workbook is checked, then imported', async () => {
    signInWith({ locations: { view: true, add: true, import: true } });
    const server = serve({
      'POST /admin/locations/import': ({ body }) => {
        const { rows, dryRun } = body as { rows: unknown[]; dryRun: boolean };
        return ok({
          dryRun,
          rows: rows.length,
          created: dryRun ? 0 : rows.length,
          firstCode: dryRun ? null : 'LOC-000101',
          lastCode: dryRun ? null : 'LOC-000102',
          problems: [],
          problemCount: 0,
          rejectedRows: [],
        });
      },
    });
    renderApp('/locations');
    fireEvent.click(await screen.findByRole('button', { name: 'Import locations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import locations' });
    const data = workbookOf([
      ['Warehouse', 'Code', 'Inside', 'Type'],
      ['BOM-BHW1', 'B', 'STORAGE', 'Rack'],
      ['BOM-BHW1', 'B-01', 'B', 'Shelf'],
    ]);
    fireEvent.change(within(dialog).getByLabelText('CSV file of locations'), {
      target: {
        files: [
          new File([data], 'racks.xlsx', {
            type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          }),
        ],
      },
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Import 2 locations' }));
    expect(
      await within(dialog).findByText('2 locations imported: LOC-000101 to LOC-000102.'),
    ).toBeDefined();
    const sent = server.requestsTo('POST /admin/locations/import').map((request) => request.body);
    expect(sent).toEqual([
      {
        dryRun: true,
        rows: [
          { line: 2, warehouse: 'BOM-BHW1', code: 'B', parent: 'STORAGE', kind: 'Rack' },
          { line: 3, warehouse: 'BOM-BHW1', code: 'B-01', parent: 'B', kind: 'Shelf' },
        ],
      },
      expect.objectContaining({ dryRun: false, skipRejectedRows: false }),
    ]);
  });

  test('is not offered to those who may add locations one by one but not import them', async () => {
    signInWith({ locations: { view: true, add: true, export: true } });
    serve();
    renderApp('/locations');
    await screen.findByText('STORAGE / A / A-01 / A-01-03');
    expect(screen.queryByRole('button', { name: 'Import locations' })).toBeNull();
  });
});

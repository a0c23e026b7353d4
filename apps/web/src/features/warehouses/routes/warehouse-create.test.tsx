import { warehouseFieldLabels } from '@depot/contracts/warehouse-fields';
import { createWarehouseBodySchema } from '@depot/contracts/warehouses';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { expectEveryBodyField, formOf } from '@/test/form-fields.ts';
import { referenceRoutes } from '@/test/reference-fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';
import { warehouse } from '../testing/fixtures.ts';

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...referenceRoutes(),
    'GET /admin/locations/tree': () => ok({ nodes: [], truncated: false }),
    ...extra,
  });
}

async function fill() {
  await screen.findByLabelText('Name');
  // The number waits for the calling codes, as a person would.
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveProperty('disabled', false),
  );
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Code', 'bom-bhw2');
  type('Name', 'Bhiwandi second centre');
  type('Contact name', 'Sanjay Patil');
  fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), {
    target: { value: '98200 41127' },
  });
  type('Address line 1', 'Gala 14, Rajlaxmi Logistics Park');
  type('City', 'Bhiwandi');
  type('PIN code', '421302');
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'State' }));
  fireEvent.click(await screen.findByTitle('Maharashtra'));
  type('GSTIN', '27AAPFU0939F1ZV');
  return type;
}

describe('/warehouses/new', () => {
  test('asks for every field of the body and sends it, with the phone’s country and the standard areas', async () => {
    signInWith({ warehouses: { view: true, add: true }, locations: { view: true } });
    const server = serve({
      'POST /admin/warehouses': () => ({
        status: 201,
        body: { data: warehouse({ code: 'BOM-BHW2', name: 'Bhiwandi second centre' }) },
      }),
      'GET /admin/warehouses/BOM-BHW2': () =>
        ok(warehouse({ code: 'BOM-BHW2', name: 'Bhiwandi second centre' })),
    });
    const { router } = renderApp('/warehouses/new');
    await fill();
    // The phone's country is picked in the phone's field, by its calling code.
    expectEveryBodyField(
      formOf(screen.getByLabelText('Name')),
      createWarehouseBodySchema,
      { ...warehouseFieldLabels, standardAreas: 'Start with an area for each purpose' },
      ['phoneCountry'],
    );
    expect(
      screen.getByRole('checkbox', { name: 'Start with an area for each purpose' }),
    ).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Add warehouse' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/warehouses/view/BOM-BHW2'));
    expect(server.requestsTo('POST /admin/warehouses')[0]?.body).toEqual({
      code: 'bom-bhw2',
      name: 'Bhiwandi second centre',
      address: {
        line1: 'Gala 14, Rajlaxmi Logistics Park',
        city: 'Bhiwandi',
        state: 'MH',
        country: 'IN',
        postalCode: '421302',
      },
      gstin: '27AAPFU0939F1ZV',
      timezone: 'Asia/Kolkata',
      contactName: 'Sanjay Patil',
      // With or without the calling code (it depends on when the codes arrived): the country says.
      phone: expect.stringMatching(/^(\+91 )?98200 41127$/),
      phoneCountry: 'IN',
      email: null,
      standardAreas: true,
    });
  });

  test('a GSTIN of another state is refused before sending', async () => {
    signInWith({ warehouses: { view: true, add: true } });
    const server = serve();
    renderApp('/warehouses/new');
    const type = await fill();
    type('GSTIN', '29AAGCB7383J1Z4');
    fireEvent.click(screen.getByRole('button', { name: 'Add warehouse' }));
    expect(
      await screen.findByText('A GSTIN registered in Maharashtra starts with 27'),
    ).toBeDefined();
    expect(server.requestsTo('POST /admin/warehouses')).toHaveLength(0);
  });

  test('the server’s problem with a field shows at that field, not above the form', async () => {
    signInWith({ warehouses: { view: true, add: true } });
    serve({
      'POST /admin/warehouses': () =>
        fail(409, 'CONFLICT', 'A warehouse BOM-BHW2 exists already.', [
          { path: 'code', message: 'A warehouse BOM-BHW2 exists already' },
        ]),
    });
    renderApp('/warehouses/new');
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Add warehouse' }));
    const problem = await screen.findByText('A warehouse BOM-BHW2 exists already');
    expect(
      problem.closest('.ant-form-item')?.querySelector('#create-warehouse_code'),
    ).not.toBeNull();
    expect(screen.queryByText('A warehouse BOM-BHW2 exists already.')).toBeNull();
  });
});

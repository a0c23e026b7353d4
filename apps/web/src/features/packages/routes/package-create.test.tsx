import { packageFieldLabels } from '@depot/contracts/package-fields';
import { createPackageBodySchema } from '@depot/contracts/packages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { expectEveryBodyField, formOf } from '@/test/form-fields.ts';
import { referenceRoutes } from '@/test/reference-fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';
import { packageDetail } from '../testing/fixtures.ts';

const zoneOptions = [
  { code: 'METRO', name: 'Metro cities', status: 'active' },
  { code: 'NE', name: 'North-east', status: 'inactive' },
];

function serve(create = () => ok(packageDetail({ code: 'GOLD-Y', name: 'Gold yearly' }))) {
  return fakeApi({
    ...referenceRoutes(),
    'GET /admin/packages/zone-options': () => ok(zoneOptions),
    'POST /admin/packages': create,
    'GET /admin/packages/GOLD-Y': () => ok(packageDetail({ code: 'GOLD-Y', name: 'Gold yearly' })),
  });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillDetails() {
  type('Code', 'gold-y');
  type('Name', 'Gold yearly');
  type('Price', '149999.5');
  type('Warehouses', '5');
  type('Orders a month', '50000');
  type('Team seats', '25');
  type('SKUs', '20000');
}

async function addMetroRate(perShipment: string, perKg: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Add a zone’s rate' }));
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Zone of row 1' }));
  fireEvent.click(await screen.findByTitle('Metro cities (METRO)'));
  type('Per shipment, row 1', perShipment);
  type('Per kg, row 1', perKg);
}

describe('/packages/new', () => {
  test('creates a package with a rate and opens it', async () => {
    signInWith({ packages: { view: true, add: true } });
    const server = serve();
    const { router } = renderApp('/packages/new');
    const form = formOf(await screen.findByLabelText('Code'));
    expectEveryBodyField(form, createPackageBodySchema, packageFieldLabels);
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Add a feature' }));
    type('Feature 1', 'Dedicated account manager');
    await addMetroRate('40', '11.5');
    fireEvent.click(screen.getByRole('button', { name: 'Add package' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/view/GOLD-Y'));
    // As typed: the server upper-cases the code, as the form's rule does when checking it.
    expect(server.requestsTo('POST /admin/packages')[0]?.body).toEqual({
      code: 'gold-y',
      name: 'Gold yearly',
      description: '',
      currency: 'INR',
      price: '149999.5',
      billingCycle: 'monthly',
      limits: { warehouses: 5, ordersPerMonth: 50000, teamSeats: 25, skus: 20000 },
      features: ['Dedicated account manager'],
      rates: [{ zoneCode: 'METRO', perShipment: '40', perKg: '11.5' }],
    });
  });

  test('amounts are checked against the currency’s minor unit, as the server checks them', async () => {
    signInWith({ packages: { view: true, add: true } });
    const server = serve();
    renderApp('/packages/new');
    await screen.findByLabelText('Code');
    fillDetails();
    type('Price', '10.125');
    await addMetroRate('1,000', '2.5');
    fireEvent.click(screen.getByRole('button', { name: 'Add package' }));
    expect(await screen.findByText('INR has 2 digits after the point at most')).toBeDefined();
    expect(
      await screen.findByText('Enter an amount like 1499.00, without a currency sign'),
    ).toBeDefined();
    expect(server.requestsTo('POST /admin/packages')).toHaveLength(0);
  });

  test('an inactive zone cannot be picked for a new rate', async () => {
    signInWith({ packages: { view: true, add: true } });
    serve();
    renderApp('/packages/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a zone’s rate' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Zone of row 1' }));
    const option = await screen.findByTitle('North-east (NE) — inactive');
    expect(option.getAttribute('aria-disabled') ?? option.className).toMatch(/true|disabled/);
  });

  test('the server’s field problems show under their fields', async () => {
    signInWith({ packages: { view: true, add: true } });
    serve(() =>
      fail(409, 'PACKAGE_CODE_TAKEN', 'A package with this code exists.', [
        { path: 'code', message: 'GOLD-Y is already used by another package' },
      ]),
    );
    renderApp('/packages/new');
    await screen.findByLabelText('Code');
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Add package' }));
    expect(await screen.findByText('GOLD-Y is already used by another package')).toBeDefined();
    // Shown under the field, so not repeated above the form.
    expect(screen.queryByText('A package with this code exists.')).toBeNull();
  });
});

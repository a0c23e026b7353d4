import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { referenceRoutes } from '@/test/reference-fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';
import { packageDetail } from '../testing/fixtures.ts';

describe('/packages/view/{packageId}', () => {
  test('shows the package, its limits and rates in its currency, and links its subscribers', async () => {
    signInWith({ packages: { view: true } });
    fakeApi({ ...referenceRoutes(), 'GET /admin/packages/GROWTH-M': () => ok(packageDetail()) });
    renderApp('/packages/view/GROWTH-M');
    expect(await screen.findByRole('heading', { name: 'Growth monthly' })).toBeDefined();
    expect(screen.getByText('Metro cities (METRO)')).toBeDefined();
    expect(screen.getByText('₹45.00')).toBeDefined();
    expect(screen.getByText('₹12.50')).toBeDefined();
    expect(screen.getByText('5,000')).toBeDefined();
    expect(screen.getByRole('link', { name: '0 client businesses' }).getAttribute('href')).toBe(
      '/users?package=GROWTH-M',
    );
    // Without packages.edit there is nothing to change.
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  test('an unknown code shows the not-found screen inside the shell', async () => {
    signInWith({ packages: { view: true } });
    fakeApi({
      ...referenceRoutes(),
      'GET /admin/packages/NOPE': () => fail(404, 'PACKAGE_NOT_FOUND', 'There is no package NOPE.'),
    });
    renderApp('/packages/view/NOPE');
    expect(await screen.findByText('Package not found')).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeDefined();
  });

  test('edits in place and sends the changes without the code', async () => {
    signInWith({ packages: { view: true, edit: true } });
    const server = fakeApi({
      ...referenceRoutes(),
      'GET /admin/packages/GROWTH-M': () => ok(packageDetail()),
      'GET /admin/packages/zone-options': () =>
        ok([{ code: 'METRO', name: 'Metro cities', status: 'active' }]),
      'PATCH /admin/packages/GROWTH-M': () => ok(packageDetail({ name: 'Growth plus' })),
    });
    const { router } = renderApp('/packages/view/GROWTH-M');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(router.state.location.search).toBe('?mode=edit'));
    const name = await screen.findByLabelText('Name');
    fireEvent.change(name, { target: { value: 'Growth plus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.requestsTo('PATCH /admin/packages/GROWTH-M')).toHaveLength(1),
    );
    const body = server.requestsTo('PATCH /admin/packages/GROWTH-M')[0]?.body as Record<
      string,
      unknown
    >;
    expect(body.name).toBe('Growth plus');
    expect(body.code).toBeUndefined();
    expect(body.rates).toEqual([{ zoneCode: 'METRO', perShipment: '45.00', perKg: '12.50' }]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

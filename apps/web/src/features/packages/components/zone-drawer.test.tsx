import { zoneFieldLabels } from '@depot/contracts/zone-fields';
import { createZoneBodySchema } from '@depot/contracts/zones';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { expectEveryBodyField } from '@/test/form-fields.ts';
import { referenceRoutes } from '@/test/reference-fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';
import { page, zone, zoneDetail } from '../testing/fixtures.ts';

async function pickOption(combobox: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: combobox }));
  fireEvent.click(await screen.findByTitle(option));
}

describe('the zone drawer', () => {
  test('creates a zone covering two Indian states, then shows it with its overlaps', async () => {
    signInWith({ zones: { view: true, add: true, edit: true } });
    const created = zoneDetail({
      code: 'SOUTH',
      name: 'South India',
      coverage: [{ countryCode: 'IN', stateCodes: ['KA', 'MH'] }],
      packageCount: 0,
      overlaps: [
        { zone: { code: 'WEST', name: 'West India' }, countryCode: 'IN', stateCodes: ['MH'] },
      ],
    });
    const server = fakeApi({
      ...referenceRoutes(),
      'GET /admin/zones': () => ok(page([zone()])),
      'POST /admin/zones': () => ({ status: 201, body: { data: created } }),
      'GET /admin/zones/SOUTH': () => ok(created),
    });
    renderApp('/packages?tab=zones');
    fireEvent.click(await screen.findByRole('button', { name: 'New zone' }));
    const drawer = await screen.findByRole('dialog');
    expectEveryBodyField(drawer, createZoneBodySchema, zoneFieldLabels);
    fireEvent.change(within(drawer).getByLabelText('Code'), { target: { value: 'south' } });
    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'South India' } });
    // India is the first country by default; two of its states are picked.
    await pickOption('States of country 1', 'Karnataka');
    await pickOption('States of country 1', 'Maharashtra');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requestsTo('POST /admin/zones')).toHaveLength(1));
    expect(server.requestsTo('POST /admin/zones')[0]?.body).toEqual({
      code: 'south',
      name: 'South India',
      description: '',
      coverage: [{ countryCode: 'IN', stateCodes: ['KA', 'MH'] }],
    });
    expect(await screen.findByText('Overlaps with other zones')).toBeDefined();
    expect(screen.getByText('West India (WEST) — India: MH')).toBeDefined();
  });

  test('a state the server refuses is named under its country’s states', async () => {
    signInWith({ zones: { view: true, add: true } });
    fakeApi({
      ...referenceRoutes(),
      'GET /admin/zones': () => ok(page([])),
      'POST /admin/zones': () =>
        fail(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', [
          { path: 'coverage.0.stateCodes.1', message: 'IN has no state XX' },
        ]),
    });
    renderApp('/packages?tab=zones');
    fireEvent.click(await screen.findByRole('button', { name: 'New zone' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('Code'), { target: { value: 'EAST' } });
    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'East India' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('IN has no state XX')).toBeDefined();
    expect(screen.queryByText(/Check the highlighted fields/)).toBeNull();
  });

  test('a member who may only view zones reads the form without saving', async () => {
    signInWith({ zones: { view: true } });
    fakeApi({
      ...referenceRoutes(),
      'GET /admin/zones': () => ok(page([zone()])),
      'GET /admin/zones/WEST': () => ok(zoneDetail()),
    });
    renderApp('/packages?tab=zones');
    fireEvent.click(await screen.findByRole('button', { name: 'View West India' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('No other zone covers the same places.')).toBeDefined();
    expect((within(drawer).getByLabelText('Name') as HTMLInputElement).disabled).toBe(true);
    expect(within(drawer).queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

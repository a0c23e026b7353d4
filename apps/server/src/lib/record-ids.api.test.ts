import type { AreaDeclaration } from '@depot/contracts/area';
import { allAreas } from '@depot/contracts/areas';
import { type Endpoint, endpointPath } from '@depot/contracts/endpoint';
import { describe, expect, test } from 'vitest';
import { fileApp } from '../test/file-app.ts';

/** Every area whose records open by their id or code: their record and their History. */
const areas = allAreas.flatMap((area) => {
  const { list, get, history }: AreaDeclaration['endpoints'] = area.endpoints;
  return get && history
    ? [{ resource: area.resource, list, get, history, param: area.idField }]
    : [];
});

const { call } = fileApp({ env: { SEED_DEMO: 'true' }, prefix: '' });
const path = (endpoint: Endpoint, params?: Record<string, unknown>) =>
  endpointPath(endpoint.path, params);

describe.each(areas)('$resource', ({ list, get, history, param }) => {
  test('a record is found by its id typed in lower case with spaces around it', async () => {
    const listed = await call('GET', path(list));
    expect(listed.statusCode).toBe(200);
    const id = String(listed.json().data.items[0]?.[param]);
    expect(id).toMatch(/^[A-Z0-9-]+$/);
    const typed = ` ${id.toLowerCase()} `;

    const found = await call('GET', path(get, { [param]: typed }));
    expect(found.statusCode).toBe(200);
    expect(found.json().data[param]).toBe(id);

    // Its History answers (a record it does not find is a 404), empty or not.
    const changes = await call('GET', path(history, { [param]: typed }));
    expect(changes.statusCode).toBe(200);
    expect(Array.isArray(changes.json().data)).toBe(true);
  });

  test('an id in the right shape that names no record is a 404, for the record and its History', async () => {
    const listed = await call('GET', path(list));
    const id = String(listed.json().data.items[0]?.[param]);
    // The same shape, every digit a 9 (or a suffix where there is no digit): no sample has it.
    const absent = /\d/.test(id) ? id.replace(/\d/g, '9') : `${id}-GONE`;
    for (const endpoint of [get, history]) {
      const missing = await call('GET', path(endpoint, { [param]: absent.toLowerCase() }));
      expect(missing.statusCode, endpoint.id).toBe(404);
    }
  });
});

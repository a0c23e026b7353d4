import { endpointPath, pathParameters } from '@depot/contracts/endpoint';
import { allEndpoints } from '@depot/contracts/endpoints';
import {
  type Action,
  actionNeeds,
  type Permissions,
  type Resource,
} from '@depot/contracts/permissions';
import { describe, expect, test } from 'vitest';
import { fileApp } from '../test/file-app.ts';
import { memberWithRole } from '../test/members.ts';

// An endpoint open to any of several grants is a picker or a list filter's options: whoever
// fills in a form that names such a record may call it, with nothing else of the area. Each
// grant named opens it alone (with the view an approval or export takes anyway), and a role
// holding none of them is refused.

const { app, call } = fileApp({ prefix: '' });

const pickers = allEndpoints.flatMap((endpoint) =>
  typeof endpoint.access === 'object' &&
  'anyOf' in endpoint.access &&
  endpoint.method === 'GET' &&
  pathParameters(endpoint.path).length === 0 &&
  // Those that need a query of their own (a warehouse's tree) are tried by their areas' tests.
  (endpoint.query?.safeParse({}).success ?? true)
    ? endpoint.access.anyOf.map((grant) => ({ path: endpointPath(endpoint.path), grant }))
    : [],
);
const pickerPaths = [...new Set(pickers.map((picker) => picker.path))];

/** The permissions of a role holding `grant` alone, with the action it needs if any. */
function holding(grant: string): Permissions {
  const [resource, action] = grant.split('.') as [Resource, Action];
  const needed = actionNeeds[action];
  return { [resource]: { [action]: true, ...(needed ? { [needed]: true } : {}) } };
}

describe('pickers answer each grant they name, alone', () => {
  test('there are pickers to check', () => {
    expect(pickerPaths.length).toBeGreaterThanOrEqual(4);
  });

  test.each(pickers)('$path answers a role with $grant alone', async ({ path, grant }) => {
    const member = await memberWithRole(
      app,
      `picker-${pickers.findIndex((p) => p.path === path && p.grant === grant)}`,
      holding(grant),
    );
    const response = await call('GET', path, undefined, member.session);
    expect(response.statusCode, response.body).toBe(200);
  });

  test.each(pickerPaths)('%s refuses a role holding none of its grants', async (path) => {
    const member = await memberWithRole(app, `picker-none-${pickerPaths.indexOf(path)}`, {
      dashboard: { view: true },
    });
    const response = await call('GET', path, undefined, member.session);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });
});

import { COOKIE_PERMISSIONS_TOKEN } from '@depot/contracts/constants';
import axios from 'axios';
import Cookies from 'js-cookie';
import { describe, expect, test } from 'vitest';
import { me } from '@/test/auth-fixtures.ts';
import { unsignedJwt } from '@/test/jwt.ts';
import { createPermissionsSync } from './permissions-sync.ts';
import { readPermissions } from './session.ts';

function clientAnswering(me: () => unknown) {
  const calls: string[] = [];
  const client = axios.create({
    adapter: async (config) => {
      calls.push(config.url ?? '');
      return { data: me(), status: 200, statusText: 'OK', headers: {}, config };
    },
  });
  return { client, calls };
}

const response = (version: string | undefined) => ({
  data: {},
  status: 200,
  statusText: 'OK',
  headers: version ? { 'x-permissions-version': version } : {},
  config: { headers: new axios.AxiosHeaders() },
});

describe('following a role change', () => {
  test('a new permissions version fetches a fresh permissions token once', async () => {
    Cookies.set(COOKIE_PERMISSIONS_TOKEN, unsignedJwt({ version: 'old' }), {
      path: '/',
    });
    const fresh = unsignedJwt({ users: { view: true }, version: 'new' });
    const { client, calls } = clientAnswering(() => ({ data: me(fresh) }));
    const follow = createPermissionsSync(client);
    follow(response('new'));
    follow(response('new'));
    await expect.poll(() => readPermissions()).toEqual({ users: { view: true } });
    expect(calls).toEqual(['/auth/me']);
  });

  test('the same version, or none, asks nothing', async () => {
    Cookies.set(COOKIE_PERMISSIONS_TOKEN, unsignedJwt({ version: 'same' }), {
      path: '/',
    });
    const { client, calls } = clientAnswering(() => ({}));
    const follow = createPermissionsSync(client);
    follow(response('same'));
    follow(response(undefined));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
  });
});

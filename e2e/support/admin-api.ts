import { actions, resources } from '@depot/contracts/permissions';
import type { APIRequestContext } from '@playwright/test';
import { type Account, admin } from './admin.ts';
import { mailCount, mailedCode, mailedLink } from './mail.ts';

/** Calls the API as `account` (signed in with its mailed code), for arranging what a spec does on screen. */
export async function apiAs(request: APIRequestContext, account: Account) {
  const before = await mailCount(account.email);
  const login = await (await request.post('/api/v1/auth/login', { data: account })).json();
  const verified = await request.post('/api/v1/auth/verify-otp', {
    data: { challengeId: login.data.challengeId, code: await mailedCode(account.email, before) },
  });
  const { accessToken } = (await verified.json()).data;
  const headers = { authorization: `Bearer ${accessToken}` };

  async function send(method: 'get' | 'post' | 'put' | 'patch', url: string, data?: object) {
    const response = await request[method](`/api/v1${url}`, { headers, ...(data ? { data } : {}) });
    if (!response.ok())
      throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
    return response;
  }
  const call = async (method: 'get' | 'post' | 'put' | 'patch', url: string, data?: object) =>
    (await (await send(method, url, data)).json()).data;
  return {
    get: (url: string) => call('get', url),
    post: (url: string, data: object) => call('post', url, data),
    put: (url: string, data: object) => call('put', url, data),
    patch: (url: string, data: object) => call('patch', url, data),
    /** Posts for a file (a report, an export): answers its text. */
    download: async (url: string, data: object) => (await send('post', url, data)).text(),
  };
}

/** Calls the API as the administrator of this test's worker. */
export function adminApi(request: APIRequestContext) {
  return apiAs(request, admin());
}

/** Every `resource.action` flag there is, for `matrix` or `memberWithRole`. */
export const everyPermission = resources.flatMap((resource) =>
  actions.map((action) => `${resource}.${action}`),
);

/** A full permission matrix with only the given `resource.action` flags on. */
export function matrix(...granted: string[]) {
  return Object.fromEntries(
    resources.map((resource) => [
      resource,
      Object.fromEntries(
        actions.map((action) => [action, granted.includes(`${resource}.${action}`)]),
      ),
    ]),
  );
}

/** Accepts an invitation through the API: the link mailed to `email`, a chosen password. */
export async function acceptInvitation(
  request: APIRequestContext,
  email: string,
  already: number,
  password: string,
) {
  const link = new URL(await mailedLink(email, already));
  const token = link.searchParams.get('token') ?? '';
  const response = await request.post('/api/v1/auth/reset-password', { data: { token, password } });
  if (!response.ok()) throw new Error(`setting the password failed: ${await response.text()}`);
}

/**
 * Sets a password for an existing member through "forgot password" and its mailed link: no
 * other member acts on the account, so it stays independent of whoever invited the others.
 */
export async function passwordByForgotLink(
  request: APIRequestContext,
  email: string,
  password: string,
) {
  const before = await mailCount(email);
  const asked = await request.post('/api/v1/auth/forgot-password', { data: { email } });
  if (!asked.ok()) throw new Error(`asking for a reset link failed: ${await asked.text()}`);
  await acceptInvitation(request, email, before, password);
  return { email, password };
}

/**
 * Arranges a team member on a role of their own with only the given `resource.action` flags,
 * their invitation accepted with `password`; answers the account to sign in with.
 */
export async function memberWithRole(
  request: APIRequestContext,
  member: { email: string; fullName: string; password: string },
  role: { key: string; name: string; granted: string[] },
) {
  const api = await adminApi(request);
  await api.post('/admin/roles', {
    key: role.key,
    name: role.name,
    permissions: matrix(...role.granted),
  });
  const before = await mailCount(member.email);
  await api.post('/admin/team', {
    fullName: member.fullName,
    email: member.email,
    roleKey: role.key,
  });
  await acceptInvitation(request, member.email, before, member.password);
  return { api, account: { email: member.email, password: member.password } };
}

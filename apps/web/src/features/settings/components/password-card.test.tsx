import { COOKIE_ACCESS_TOKEN, COOKIE_CSRF_TOKEN } from '@depot/contracts/constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, test } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { testClaims, unsignedJwt } from '@/test/jwt.ts';
import { renderApp } from '@/test/render-app.tsx';

function signIn() {
  Cookies.set(COOKIE_ACCESS_TOKEN, unsignedJwt(testClaims), { path: '/' });
  Cookies.set(COOKIE_CSRF_TOKEN, 'csrf-1', { path: '/' });
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function changePassword(current: string, next: string) {
  await screen.findByRole('button', { name: 'Change password' });
  fill('Current password', current);
  fill('New password', next);
  fill('Confirm new password', next);
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('Password card in the Setting area', () => {
  test.each(['/setting', '/setting/preferences'])('is on %s', async (path) => {
    signIn();
    renderApp(path);
    expect(await screen.findByText('Password')).toBeDefined();
    expect(screen.getByLabelText('Current password')).toBeDefined();
  });

  test('a wrong current password is shown on that field', async () => {
    signIn();
    const message = 'Your current password is not right.';
    fakeApi({
      'POST /auth/change-password': () =>
        fail(400, 'CURRENT_PASSWORD_WRONG', message, [{ path: 'currentPassword', message }]),
    });
    renderApp('/setting');
    await changePassword('not my password', 'a long enough passphrase');
    expect(await screen.findByText(message)).toBeDefined();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBeNull();
  });

  test('a refused new password is shown on the new-password field', async () => {
    signIn();
    const message = 'Choose a password different from your current one.';
    fakeApi({
      'POST /auth/change-password': () =>
        fail(400, 'PASSWORD_REJECTED', message, [{ path: 'newPassword', message }]),
    });
    renderApp('/setting');
    await changePassword('my current passphrase', 'my current passphrase');
    expect(await screen.findByText(message)).toBeDefined();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
  });

  test('success says the other sessions were signed out and empties the form', async () => {
    signIn();
    const server = fakeApi({
      'POST /auth/change-password': () =>
        ok({ message: 'Your password is changed. Other sessions were signed out.' }),
    });
    renderApp('/setting/preferences');
    await changePassword('my current passphrase', 'a long enough passphrase');
    expect(
      await screen.findByText('Your password is changed. Other sessions were signed out.'),
    ).toBeDefined();
    expect(server.requestsTo('POST /auth/change-password')[0]?.body).toEqual({
      currentPassword: 'my current passphrase',
      newPassword: 'a long enough passphrase',
    });
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  test('a session the server no longer renews ends on /login, ready to come back', async () => {
    signIn();
    fakeApi({
      'POST /auth/change-password': () =>
        fail(401, 'UNAUTHENTICATED', 'Your session has expired. Sign in again.'),
      'POST /auth/refresh': () =>
        fail(401, 'SESSION_ENDED', 'Your session has ended. Sign in again.'),
    });
    const { router, queryClient } = renderApp('/setting/preferences');
    queryClient.setQueryData(['users', { page: 1 }], { items: ['the last person saw this'] });
    await changePassword('my current passphrase', 'a long enough passphrase');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeDefined();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirectTo=%2Fsetting%2Fpreferences');
    expect(screen.getByText('Your session has ended. Sign in again.')).toBeDefined();
    expect(Cookies.get(COOKIE_ACCESS_TOKEN)).toBeUndefined();
    await waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(0));
  });
});

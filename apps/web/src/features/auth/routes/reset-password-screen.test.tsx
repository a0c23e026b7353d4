import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';

const TOKEN = 'k3y-from-the-magic-link-0123456789';
const linkGone =
  'This link has expired or was already used. Ask for a new one from the sign-in page.';

function validLink(purpose: 'reset' | 'invitation') {
  return () => ok({ email: 'asha.rao@depot.test', purpose, expiresAt: '2026-03-02T09:30:00.000Z' });
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function choosePassword(password: string, confirmation = password) {
  await screen.findByLabelText('New password');
  fill('New password', password);
  fill('Confirm new password', confirmation);
  fireEvent.click(screen.getByRole('button', { name: /Change password|Set password/ }));
}

describe('reset link', () => {
  test('a valid reset link says whose account it is', async () => {
    const server = fakeApi({ 'POST /auth/reset-password/check': validLink('reset') });
    renderApp(`/reset-password?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeDefined();
    expect(await screen.findByText('For the account asha.rao@depot.test.')).toBeDefined();
    expect(server.requestsTo('POST /auth/reset-password/check')[0]?.body).toEqual({
      token: TOKEN,
    });
  });

  test('an invitation link asks to set a password', async () => {
    fakeApi({ 'POST /auth/reset-password/check': validLink('invitation') });
    renderApp(`/reset-password?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Set password' })).toBeDefined();
  });

  test("an expired or used link shows the server's message and the way to a new one", async () => {
    fakeApi({
      'POST /auth/reset-password/check': () => fail(400, 'RESET_LINK_INVALID', linkGone),
    });
    renderApp(`/reset-password?token=${TOKEN}`);
    expect(await screen.findByText(linkGone)).toBeDefined();
    const link = screen.getByRole('link', { name: 'Ask for a new link' });
    expect(link.getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  test('a mangled link is refused without asking the server', async () => {
    const server = fakeApi({});
    renderApp('/reset-password?token=short');
    expect(await screen.findByText(/This link is not valid/)).toBeDefined();
    // The link is never sent to be checked. (Asserting no request at all would also count a
    // request a screen of an earlier file in this worker may still make as it unmounts.)
    expect(server.requestsTo('POST /auth/reset-password/check')).toHaveLength(0);
  });

  test('an unreachable server can be asked again', async () => {
    let reachable = false;
    fakeApi({
      'POST /auth/reset-password/check': () =>
        reachable ? validLink('reset')() : fail(503, 'SERVICE_UNAVAILABLE', 'Starting up'),
    });
    renderApp(`/reset-password?token=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    reachable = true;
    expect(await screen.findByText('For the account asha.rao@depot.test.')).toBeDefined();
  });
});

describe('choosing the new password', () => {
  test('is checked here first: length and the confirmation', async () => {
    const server = fakeApi({ 'POST /auth/reset-password/check': validLink('reset') });
    renderApp(`/reset-password?token=${TOKEN}`);
    await choosePassword('too short');
    expect(await screen.findByText('Use at least 12 characters.')).toBeDefined();
    await choosePassword('a long enough passphrase', 'a different passphrase');
    expect(await screen.findByText('The two passwords differ.')).toBeDefined();
    expect(server.requestsTo('POST /auth/reset-password')).toHaveLength(0);
  });

  test("shows the server's refusal on the password field", async () => {
    const message = 'This password is too common. Choose another.';
    fakeApi({
      'POST /auth/reset-password/check': validLink('reset'),
      'POST /auth/reset-password': () =>
        fail(400, 'PASSWORD_REJECTED', message, [{ path: 'password', message }]),
    });
    renderApp(`/reset-password?token=${TOKEN}`);
    await choosePassword('password1234');
    expect(await screen.findByText(message)).toBeDefined();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert', { name: message })).toBeNull();
  });

  test('a link used up meanwhile offers a new one', async () => {
    fakeApi({
      'POST /auth/reset-password/check': validLink('reset'),
      'POST /auth/reset-password': () => fail(400, 'RESET_LINK_INVALID', linkGone),
    });
    renderApp(`/reset-password?token=${TOKEN}`);
    await choosePassword('a long enough passphrase');
    expect(await screen.findByText(linkGone)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeDefined();
  });

  test('success goes to sign-in with the success message', async () => {
    const server = fakeApi({
      'POST /auth/reset-password/check': validLink('reset'),
      'POST /auth/reset-password': () =>
        ok({ message: 'Your password is set. Sign in with it now.' }),
    });
    const { router } = renderApp(`/reset-password?token=${TOKEN}`);
    await choosePassword('a long enough passphrase');
    expect(await screen.findByText('Your password is set. Sign in with it now.')).toBeDefined();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.requestsTo('POST /auth/reset-password')[0]?.body).toEqual({
      token: TOKEN,
      password: 'a long enough passphrase',
    });
  });
});

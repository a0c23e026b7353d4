import { COOKIE_ACCESS_TOKEN } from '@depot/contracts/constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError } from 'axios';
import Cookies from 'js-cookie';
import { describe, expect, test } from 'vitest';
import { readOtpChallenge } from '@/lib/session/otp-challenge-storage.ts';
import { otpChallenge, sessionTokens } from '@/test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function signInAs(email: string, password: string) {
  await screen.findByRole('button', { name: 'Sign in' });
  fill('Email', email);
  fill('Password', password);
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in form', () => {
  test('asks for the missing fields and sends nothing', async () => {
    const server = fakeApi({});
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email address.')).toBeDefined();
    expect(screen.getByText('Enter your password.')).toBeDefined();
    expect(server.adapter).not.toHaveBeenCalled();
  });

  test('rejects an address that is not an email', async () => {
    const server = fakeApi({});
    renderApp('/login');
    await signInAs('asha', 'correct horse battery staple');
    expect(await screen.findByText('Enter an email address like name@company.com.')).toBeDefined();
    expect(server.adapter).not.toHaveBeenCalled();
  });

  test("posts to /auth/login and shows the server's message when it fails", async () => {
    const server = fakeApi({});
    renderApp('/login');
    await signInAs('asha.rao@depot.test', 'correct horse battery staple');
    expect(await screen.findByText('Route POST:/auth/login not found')).toBeDefined();
    expect(server.requests()).toMatchObject([
      {
        method: 'POST',
        url: '/auth/login',
        body: { email: 'asha.rao@depot.test', password: 'correct horse battery staple' },
      },
    ]);
  });

  test('wrong credentials show the message and never try a refresh', async () => {
    const server = fakeApi({
      'POST /auth/login': () =>
        fail(401, 'INVALID_CREDENTIALS', 'The email or password is not right.'),
    });
    renderApp('/login');
    await signInAs('asha.rao@depot.test', 'wrong password');
    expect(await screen.findByText('The email or password is not right.')).toBeDefined();
    expect(server.requests().map((request) => request.url)).toEqual(['/auth/login']);
  });

  test('a timeout shows the readable message of the API client', async () => {
    fakeApi({
      'POST /auth/login': () => {
        throw new AxiosError('timeout of 30000ms exceeded', AxiosError.ECONNABORTED);
      },
    });
    renderApp('/login');
    await signInAs('asha.rao@depot.test', 'correct horse battery staple');
    expect(
      await screen.findByText('The server did not answer within 30 seconds. Try again.'),
    ).toBeDefined();
  });

  test('a second factor moves to /otp-verification and keeps the challenge for a reload', async () => {
    const challenge = otpChallenge();
    fakeApi({ 'POST /auth/login': () => ok(challenge) });
    const { router } = renderApp('/login?redirectTo=%2Fusers%3Fpage%3D2');
    await signInAs('asha.rao@depot.test', 'correct horse battery staple');

    expect(await screen.findByRole('heading', { name: 'Verify code' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/otp-verification');
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe(
      '/users?page=2',
    );
    expect(readOtpChallenge()).toEqual(challenge);
    expect(screen.getByText(challenge.maskedEmail)).toBeDefined();
    // Nothing is signed in before the code is verified.
    expect(Cookies.get(COOKIE_ACCESS_TOKEN)).toBeUndefined();
  });

  test('without a second factor it signs in at once and goes to redirectTo', async () => {
    fakeApi({ 'POST /auth/login': () => ok({ otpRequired: false, ...sessionTokens() }) });
    const { router } = renderApp('/login?redirectTo=%2Fsetting');
    await signInAs('asha.rao@depot.test', 'correct horse battery staple');
    expect(await screen.findByText('Welcome back, Asha Rao')).toBeDefined();
    expect(router.state.location.pathname).toBe('/setting');
  });

  test('a second click while signing in sends nothing more', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => {};
    const server = fakeApi({
      'POST /auth/login': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderApp('/login');
    await signInAs('asha.rao@depot.test', 'correct horse battery staple');
    await waitFor(() => expect(server.adapter).toHaveBeenCalledOnce());
    fireEvent.click(screen.getByRole('button', { name: /Sign in/ }));
    fireEvent.submit(screen.getByLabelText('Email'));
    answer(fail(401, 'INVALID_CREDENTIALS', 'The email or password is not right.'));
    expect(await screen.findByText('The email or password is not right.')).toBeDefined();
    expect(server.adapter).toHaveBeenCalledOnce();
  });
});

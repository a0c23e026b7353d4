import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';

const sameForEveryone =
  'If an account uses this email, a link to reset its password is on its way. It works for 30 minutes.';

async function ask(email: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('forgot password', () => {
  test("shows the server's answer and the way back to sign-in", async () => {
    const server = fakeApi({
      'POST /auth/forgot-password': () => ok({ message: sameForEveryone }),
    });
    renderApp('/forgot-password');
    await ask('nobody@depot.test');
    expect(await screen.findByText(sameForEveryone)).toBeDefined();
    expect(server.requestsTo('POST /auth/forgot-password')[0]?.body).toEqual({
      email: 'nobody@depot.test',
    });
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  test("a throttled request shows the server's message", async () => {
    fakeApi({
      'POST /auth/forgot-password': () =>
        fail(429, 'RATE_LIMITED', 'Too many attempts. Try again in 15 minutes.'),
    });
    renderApp('/forgot-password');
    await ask('asha.rao@depot.test');
    expect(await screen.findByText('Too many attempts. Try again in 15 minutes.')).toBeDefined();
  });

  test('a malformed address is caught before sending', async () => {
    const server = fakeApi({});
    renderApp('/forgot-password');
    await ask('asha@');
    expect(await screen.findByText('Enter an email address like name@company.com.')).toBeDefined();
    expect(server.adapter).not.toHaveBeenCalled();
  });
});

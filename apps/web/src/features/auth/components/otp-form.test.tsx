import { COOKIE_ACCESS_TOKEN, COOKIE_PERMISSIONS_TOKEN } from '@depot/contracts/constants';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { readOtpChallenge, saveOtpChallenge } from '@/lib/session/otp-challenge-storage.ts';
import { otpChallenge, sessionTokens } from '@/test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';

async function enterCode(code: string) {
  fireEvent.change(await screen.findByLabelText('Verification code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('code step', () => {
  test('a reload of /otp-verification keeps working from the stored challenge', async () => {
    saveOtpChallenge(otpChallenge());
    renderApp('/otp-verification');
    expect(await screen.findByRole('heading', { name: 'Verify code' })).toBeDefined();
    expect(screen.getByText('a•••@depot.test')).toBeDefined();
    const field = screen.getByLabelText('Verification code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('maxlength')).toBe('6');
  });

  test('without a challenge it goes back to /login, keeping the return path', async () => {
    const { router } = renderApp('/otp-verification?redirectTo=%2Fteam');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirectTo=%2Fteam');
  });

  test('the right code stores the tokens as docs/BEHAVIOUR.md §4 says and returns to redirectTo', async () => {
    const challenge = otpChallenge();
    saveOtpChallenge(challenge);
    const tokens = sessionTokens({ teams: { view: true } });
    const server = fakeApi({ 'POST /auth/verify-otp': () => ok(tokens) });
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    const { router } = renderApp('/otp-verification?redirectTo=%2Fusers%2Fview%2FUSR-000001');

    await enterCode('123456');

    expect(await screen.findByText('Welcome back, Asha Rao')).toBeDefined();
    expect(router.state.location.pathname).toBe('/users/view/USR-000001');
    expect(server.requestsTo('POST /auth/verify-otp')[0]?.body).toEqual({
      challengeId: challenge.challengeId,
      code: '123456',
    });
    expect(Cookies.get(COOKIE_ACCESS_TOKEN)).toBe(tokens.accessToken);
    expect(Cookies.get(COOKIE_PERMISSIONS_TOKEN)).toBe(tokens.permissionsToken);
    const accessWrite = cookieWrites.mock.calls
      .map(([written]) => String(written))
      .find((written) => written.startsWith(`${COOKIE_ACCESS_TOKEN}=`));
    // A session cookie at path /: no Expires and no Max-Age attribute.
    expect(accessWrite).toMatch(/; path=\//);
    expect(accessWrite).not.toMatch(/expires|max-age/i);
    // The new permissions reach the sidebar without a reload.
    expect(screen.getByRole('link', { name: 'Team' })).toBeDefined();
    expect(readOtpChallenge()).toBeNull();
  });

  test.each(['https://evil.example/phish', '//evil.example', '/\\evil.example'])(
    'a redirectTo of %s is ignored: sign-in ends on the dashboard',
    async (redirectTo) => {
      saveOtpChallenge(otpChallenge());
      fakeApi({ 'POST /auth/verify-otp': () => ok(sessionTokens()) });
      const { router } = renderApp(
        `/otp-verification?redirectTo=${encodeURIComponent(redirectTo)}`,
      );
      await enterCode('123456');
      expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeDefined();
      expect(router.state.location.pathname).toBe('/dashboard');
    },
  );

  test("a wrong code shows the server's message on the field and stays", async () => {
    saveOtpChallenge(otpChallenge());
    const message = 'That code is not right. 4 tries left.';
    fakeApi({
      'POST /auth/verify-otp': () => fail(400, 'OTP_INVALID', message, [{ path: 'code', message }]),
    });
    const { router } = renderApp('/otp-verification');
    await enterCode('000000');
    expect(await screen.findByText(message)).toBeDefined();
    expect(screen.getByLabelText('Verification code').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/otp-verification');
    expect(Cookies.get(COOKIE_ACCESS_TOKEN)).toBeUndefined();
  });

  test('an expired challenge shows the message in an alert', async () => {
    saveOtpChallenge(otpChallenge());
    const message =
      'This sign-in code has expired or was already used. Sign in again to get a new one.';
    fakeApi({ 'POST /auth/verify-otp': () => fail(400, 'OTP_EXPIRED', message) });
    renderApp('/otp-verification');
    await enterCode('123456');
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  test('a code that is not 6 digits is refused before sending', async () => {
    saveOtpChallenge(otpChallenge());
    const server = fakeApi({});
    renderApp('/otp-verification');
    await enterCode('12a4');
    expect(await screen.findByText('The code is 6 digits.')).toBeDefined();
    expect(server.adapter).not.toHaveBeenCalled();
  });

  test('"Use another account" goes back to /login and forgets the challenge', async () => {
    saveOtpChallenge(otpChallenge());
    const { router } = renderApp('/otp-verification');
    fireEvent.click(await screen.findByRole('link', { name: 'Use another account' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
    expect(readOtpChallenge()).toBeNull();
  });
});

describe('resending the code', () => {
  test('Resend stays disabled with a live countdown until resendAvailableAt', async () => {
    // Only the clock is fake; Testing Library and antd keep their real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
    const challenge = otpChallenge();
    saveOtpChallenge(challenge);
    const next = otpChallenge({ resendAvailableAt: '2026-03-02T09:01:00.000Z' });
    const server = fakeApi({ 'POST /auth/resend-otp': () => ok(next) });
    renderApp('/otp-verification');

    const waiting = await screen.findByRole('button', { name: 'Resend code in 30 s' });
    expect(waiting.hasAttribute('disabled')).toBe(true);
    // The countdown subscribes to its clock in an effect, which may still be pending when the
    // button first shows (a busy machine): let it run before moving the clock.
    await act(async () => {});
    act(() => vi.advanceTimersByTime(12_000));
    expect(screen.getByRole('button', { name: 'Resend code in 18 s' })).toBeDefined();
    act(() => vi.advanceTimersByTime(18_000));
    const ready = screen.getByRole('button', { name: 'Resend code' });
    expect(ready.hasAttribute('disabled')).toBe(false);

    fireEvent.click(ready);
    expect(await screen.findByText('A new code is on its way to a•••@depot.test.')).toBeDefined();
    expect(server.requestsTo('POST /auth/resend-otp')[0]?.body).toEqual({
      challengeId: challenge.challengeId,
    });
    // The new cool-down (30 s after the new send) holds the button back again.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Resend code in 30 s' })).toBeDefined(),
    );
    expect(readOtpChallenge()).toEqual(next);
  });

  test("a refused resend shows the server's message", async () => {
    saveOtpChallenge(otpChallenge({ resendAvailableAt: new Date(0).toISOString() }));
    fakeApi({
      'POST /auth/resend-otp': () =>
        fail(429, 'RATE_LIMITED', 'Wait 12 seconds before asking for another code.'),
    });
    renderApp('/otp-verification');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(
      await screen.findByText('Wait 12 seconds before asking for another code.'),
    ).toBeDefined();
  });
});

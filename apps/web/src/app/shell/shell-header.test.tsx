import { COOKIE_ACCESS_TOKEN, COOKIE_PERMISSIONS_TOKEN } from '@depot/contracts/constants';
import type { Notification } from '@depot/contracts/notifications';
import { DEFAULT_NOTIFICATION_MATRIX } from '@depot/contracts/preferences';
import { DEFAULT_THEME_SETTINGS, THEME_STORAGE_KEY } from '@depot/contracts/theme';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, test } from 'vitest';
import { THEME_SAVED_AT_KEY } from '@/lib/theme/theme-store.ts';
import { fakeApi, ok } from '@/test/fake-api.ts';
import { testClaims, unsignedJwt } from '@/test/jwt.ts';
import { renderApp } from '@/test/render-app.tsx';
import { expectStorageAsAfterSignOut } from '@/test/storage.ts';

function signIn() {
  Cookies.set(COOKIE_ACCESS_TOKEN, unsignedJwt(testClaims), { path: '/' });
  Cookies.set(COOKIE_PERMISSIONS_TOKEN, unsignedJwt({}), { path: '/' });
}

const unread = (id: number, title: string): Notification => ({
  id,
  event: 'user.created',
  title,
  body: 'Kirana Mart signed up for the Growth package.',
  link: '/dashboard',
  readAt: null,
  createdAt: new Date().toISOString(),
});

/**
 * Looks the switch up afresh on every try: the shell can mount again while the session settles,
 * and a switch found before that would stay detached with its old choice.
 */
async function expectAreaChosen(name: string) {
  await waitFor(() => {
    const area = screen.getByRole('radiogroup', { name: 'Area' });
    expect(within(area).getByRole('radio', { name })).toHaveProperty('checked', true);
  });
}

describe('shell header', () => {
  test('the bell counts unread notifications; "Mark all as read" brings it to 0', async () => {
    signIn();
    let items = [unread(1, 'New user: Kirana Mart'), unread(2, 'New user: Sharma Textiles')];
    const server = fakeApi({
      'GET /admin/notifications': () =>
        ok({ items, unreadCount: items.filter((item) => !item.readAt).length }),
      'POST /admin/notifications/mark-all-read': () => {
        items = items.map((item) => ({ ...item, readAt: new Date().toISOString() }));
        return ok({ updated: 2 });
      },
    });
    renderApp('/dashboard');
    expect(await screen.findByText('2 unread')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    expect(await drawer.findByText(/New user: Kirana Mart/)).toBeDefined();
    fireEvent.click(drawer.getByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByText('0 unread')).toBeDefined();
    expect(server.requestsTo('POST /admin/notifications/mark-all-read')).toHaveLength(1);
    expect(server.requestsTo('GET /admin/notifications')[0]?.url).toBe('/admin/notifications');
  });

  test('the Business / Analytical switch has exactly two entries and is remembered', async () => {
    signIn();
    const first = renderApp('/dashboard');
    const area = await screen.findByRole('radiogroup', { name: 'Area' });
    expect(
      within(area)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Business', 'Analytical']);
    expect(within(area).getByRole('radio', { name: 'Business' })).toHaveProperty('checked', true);
    fireEvent.click(within(area).getByRole('radio', { name: 'Analytical' }));
    expect(Cookies.get('depot-area')).toBe('analytical');
    first.unmount();

    renderApp('/dashboard');
    await expectAreaChosen('Analytical');
  });

  test('the area chosen before logging out is still chosen at the next sign-in', async () => {
    signIn();
    fakeApi({ 'POST /auth/logout': () => ok({ message: 'You are signed out.' }) });
    const { router } = renderApp('/dashboard');
    const area = await screen.findByRole('radiogroup', { name: 'Area' });
    fireEvent.click(within(area).getByRole('radio', { name: 'Analytical' }));
    await expectAreaChosen('Analytical');

    fireEvent.click(await screen.findByRole('button', { name: 'Asha Rao, account menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Logout/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(Cookies.get(COOKIE_ACCESS_TOKEN)).toBeUndefined();
    expectStorageAsAfterSignOut();

    signIn();
    await router.navigate('/dashboard');
    await expectAreaChosen('Analytical');
  });

  test('the account menu leads to My Profile and Account Settings, each with its icon', async () => {
    signIn();
    const { router } = renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Asha Rao, account menu' }));
    const profile = await screen.findByRole('menuitem', { name: /My Profile/ });
    const icon = (name: RegExp) =>
      screen.getByRole('menuitem', { name }).querySelector('svg')?.dataset.icon;
    expect(icon(/My Profile/)).toBe('user');
    expect(icon(/Account Settings/)).toBe('setting');
    expect(icon(/Logout/)).toBe('logout');

    fireEvent.click(profile);
    await waitFor(() => expect(router.state.location.pathname).toBe('/setting'));
    fireEvent.click(screen.getByRole('button', { name: 'Asha Rao, account menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Account Settings/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/setting/preferences'));
  });
});

describe('the account menu', () => {
  test('opens on the first item, moves with the keys, and Escape returns to its button', async () => {
    signIn();
    renderApp('/dashboard');
    const button = await screen.findByRole('button', { name: 'Asha Rao, account menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = await screen.findByRole('menu');
    // The role is shown but cannot be chosen: the first item to land on is My Profile.
    const role = within(menu).getByRole('menuitem', { name: /^Role:/ });
    expect(role.getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('My Profile'));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Account Settings');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Logout');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('My Profile');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    await screen.findByRole('menu');
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('the main area', () => {
  test('is busy while data is on its way, and settles once it came', async () => {
    signIn();
    let answer: (value: ReturnType<typeof ok>) => void = () => {};
    fakeApi({
      'GET /admin/notifications': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderApp('/dashboard');
    const main = await screen.findByRole('main');
    await waitFor(() => expect(main.getAttribute('aria-busy')).toBe('true'));
    answer(ok({ items: [], unreadCount: 0 }));
    await waitFor(() => expect(main.getAttribute('aria-busy')).toBe('false'));
  });
});

describe('preferences follow the person', () => {
  const serverCopy = {
    ...DEFAULT_THEME_SETTINGS,
    theme: 'light' as const,
    primaryColorHex: '#dc2626',
  };

  test('entering the console brings in the settings saved from another browser', async () => {
    signIn();
    fakeApi({
      'GET /admin/settings/get-prefrence-details': () =>
        ok({
          preferences: serverCopy,
          notifications: DEFAULT_NOTIFICATION_MATRIX,
          updatedAt: '2026-03-01T08:00:00.000Z',
        }),
    });
    renderApp('/dashboard');
    await waitFor(() => expect(document.body.classList.contains('theme-light')).toBe(true));
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}')).toStrictEqual(serverCopy);
    expect(document.documentElement.style.getPropertyValue('--primary-100')).toBe(
      'rgba(220, 38, 38, 1)',
    );
  });

  test('changes made here after the server’s copy win, and are sent to it', async () => {
    signIn();
    const local = { ...DEFAULT_THEME_SETTINGS, tableSize: 'small' as const };
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(local));
    localStorage.setItem(THEME_SAVED_AT_KEY, JSON.stringify('2026-03-02T08:00:00.000Z'));
    const details = {
      preferences: serverCopy,
      notifications: DEFAULT_NOTIFICATION_MATRIX,
      updatedAt: '2026-03-01T08:00:00.000Z',
    };
    const server = fakeApi({
      'GET /admin/settings/get-prefrence-details': () => ok(details),
      'POST /admin/settings/change-settings': () =>
        ok({
          ...details,
          preferences: local,
          updatedAt: '2026-03-02T09:00:00.000Z',
          tableSequence: null,
        }),
    });
    renderApp('/dashboard');
    await waitFor(() =>
      expect(server.requestsTo('POST /admin/settings/change-settings')[0]?.body).toEqual({
        preferences: local,
      }),
    );
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}')).toStrictEqual(local);
    await waitFor(() =>
      expect(localStorage.getItem(THEME_SAVED_AT_KEY)).toBe('"2026-03-02T09:00:00.000Z"'),
    );
  });

  test('the shell starts dark, as docs/BEHAVIOUR.md §2 says', async () => {
    signIn();
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(document.body.classList.contains('theme-dark')).toBe(true);
  });
});

import { COOKIE_ACCESS_TOKEN, COOKIE_PERMISSIONS_TOKEN } from '@depot/contracts/constants';
import type { Permissions } from '@depot/contracts/permissions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, test } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api.ts';
import { testClaims, unsignedJwt } from '@/test/jwt.ts';
import { renderApp } from '@/test/render-app.tsx';

function signIn(permissions: Permissions) {
  Cookies.set(COOKIE_ACCESS_TOKEN, unsignedJwt(testClaims), { path: '/' });
  Cookies.set(COOKIE_PERMISSIONS_TOKEN, unsignedJwt({ ...permissions }), { path: '/' });
}

/** Ctrl+K from the page, and the palette's field once it has loaded. */
async function openWithKeys(init: KeyboardEventInit = { ctrlKey: true }) {
  await screen.findByRole('navigation', { name: 'Main' });
  fireEvent.keyDown(window, { key: 'k', ...init });
  return screen.findByRole('combobox', { name: 'Go to a screen or find a record' });
}

function optionNames() {
  const list = screen.getByRole('listbox', { name: 'Results' });
  return within(list)
    .queryAllByRole('option')
    .map((option) => option.querySelector('.command-palette-option-label')?.textContent);
}

describe('the command palette', () => {
  test('Ctrl+K opens it; typing narrows the screens to those named so', async () => {
    signIn({ users: { view: true, add: true }, packages: { view: true, add: true } });
    renderApp('/dashboard');
    const field = await openWithKeys();
    expect(screen.getByRole('dialog', { name: 'Command palette' })).toBeDefined();
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(optionNames()).toEqual([
      'Dashboard',
      'Users',
      'New user',
      'Packages',
      'New package',
      'Setting',
      'Preferences',
      'Notification settings',
    ]);

    fireEvent.change(field, { target: { value: 'pack' } });
    expect(optionNames()).toEqual(['Packages', 'New package']);
    // The first option is active, and the field says so.
    const first = screen.getByRole('option', { name: 'Packages' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(field.getAttribute('aria-activedescendant')).toBe(first.id);
  });

  test('screens the person may not open are absent', async () => {
    signIn({ orders: { view: true }, users: { add: true } });
    renderApp('/dashboard');
    await openWithKeys({ metaKey: true });
    // Adding a user opens its screen, though the list of users does not.
    expect(optionNames()).toEqual([
      'Dashboard',
      'New user',
      'B2B orders',
      'Setting',
      'Preferences',
      'Notification settings',
    ]);
  });

  test('the arrow keys move, Enter opens a screen and closes the palette', async () => {
    signIn({ users: { view: true }, orders: { view: true } });
    const { router } = renderApp('/dashboard');
    const field = await openWithKeys();
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(screen.getByRole('option', { name: 'B2B orders' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
  });

  test('from two characters on it searches, and a result opens its view screen', async () => {
    signIn({ users: { view: true }, orders: { view: true } });
    const server = fakeApi({
      'GET /admin/search': () =>
        ok({
          items: [
            {
              kind: 'user',
              code: 'USR-000042',
              title: 'Kesar Naturals Pvt Ltd',
              subtitle: 'USR-000042 · owner@kesar.test · 27AAPFU0939F1ZV',
            },
            {
              kind: 'order',
              code: 'ORD-000007',
              title: 'ORD-000007 · Kesar Retail',
              subtitle: null,
            },
          ],
        }),
    });
    const { router } = renderApp('/dashboard');
    const field = await openWithKeys();
    fireEvent.change(field, { target: { value: 'k' } });
    // One character filters screens only.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.requestsTo('GET /admin/search')).toHaveLength(0);

    fireEvent.change(field, { target: { value: '27AAPFU' } });
    const user = await screen.findByRole('option', { name: /Kesar Naturals Pvt Ltd/ });
    expect(user.textContent).toContain('27AAPFU0939F1ZV');
    // Grouped by kind, under the kind's name.
    const groups = screen
      .getAllByRole('group')
      .map((group) => group.getAttribute('aria-labelledby'));
    expect(groups.map((id) => document.getElementById(id ?? '')?.textContent)).toEqual([
      'Users',
      'B2B orders',
    ]);
    // Typed quickly, one request once typing pauses.
    expect(server.requestsTo('GET /admin/search')).toHaveLength(1);
    expect(server.adapter.mock.calls.at(-1)?.[0].params).toEqual({ q: '27AAPFU' });

    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/view/USR-000042'));
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });

  test('the header button opens it for the mouse; Escape closes it', async () => {
    signIn({});
    renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: /^Search/ }));
    const field = await screen.findByRole('combobox');
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.keyDown(field, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });
});

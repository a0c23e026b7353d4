import { COOKIE_ACCESS_TOKEN, COOKIE_PERMISSIONS_TOKEN } from '@depot/contracts/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, test } from 'vitest';
import { SIDEBAR_COOKIE } from '@/config/constants.ts';
import { fakeApi, ok } from '@/test/fake-api.ts';
import { testClaims, unsignedJwt } from '@/test/jwt.ts';
import { renderApp } from '@/test/render-app.tsx';

function signIn() {
  const permissions = { users: { view: true }, teams: { view: true } };
  Cookies.set(COOKIE_ACCESS_TOKEN, unsignedJwt(testClaims), { path: '/' });
  Cookies.set(COOKIE_PERMISSIONS_TOKEN, unsignedJwt({ ...permissions }), { path: '/' });
  // The shell's own calls, answered quietly.
  fakeApi({ 'GET /admin/notifications': () => ok({ items: [], unreadCount: 0 }) });
}

function pressCtrl(key: 'ArrowLeft' | 'ArrowRight', target: Element | Window = window) {
  fireEvent.keyDown(target, { key, ctrlKey: true });
}

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

const logo = () => screen.getByRole('link', { name: 'Depot dashboard' });

/**
 * The shell on screen with its effects run: the keyboard shortcuts are listened for from an
 * effect, which a busy machine may not have run yet when the header first shows.
 */
async function shellReady() {
  await screen.findByRole('button', { name: 'Collapse sidebar' });
  await act(async () => {});
}

describe('sidebar at laptop width and up', () => {
  test('Ctrl+Left collapses and Ctrl+Right expands, each kept in the cookie as true or false', async () => {
    signIn();
    renderApp('/dashboard');
    await shellReady();

    pressCtrl('ArrowLeft');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeDefined();
    expect(logo().textContent).toBe('D');
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=true`);
    expect(document.cookie).not.toContain('%3A');

    pressCtrl('ArrowRight');
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeDefined();
    expect(logo().textContent).toBe('Depot');
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=false`);
  });

  test('the arrows keep their meaning while typing in a field', async () => {
    signIn();
    renderApp('/dashboard');
    await shellReady();
    const field = document.createElement('input');
    document.body.append(field);
    pressCtrl('ArrowLeft', field);
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeDefined();
    expect(document.cookie).not.toContain(SIDEBAR_COOKIE);
    field.remove();
  });

  test('other key combinations leave the sidebar alone', async () => {
    signIn();
    renderApp('/dashboard');
    await shellReady();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowLeft', ctrlKey: true, shiftKey: true });
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeDefined();
  });

  test('a cookie written on an earlier visit is honoured', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the raw, unencoded name, as the shell writes it.
    document.cookie = `${SIDEBAR_COOKIE}=true; path=/`;
    signIn();
    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toBeDefined();
    expect(logo().textContent).toBe('D');
  });
});

describe('sidebar below laptop width', () => {
  test('is hidden, and the toggle opens it over the page', async () => {
    window.innerWidth = 800;
    signIn();
    renderApp('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Open navigation' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();

    fireEvent.click(toggle);
    const drawer = within(await screen.findByRole('dialog', { name: 'Navigation' }));
    expect(drawer.getByRole('navigation', { name: 'Main' })).toBeDefined();
    expect(drawer.getByRole('link', { name: 'Depot dashboard' }).textContent).toBe('Depot');
    expect(screen.getByRole('button', { name: 'Close navigation' })).toBeDefined();
    // The docked sidebar's choice is not this screen's business.
    expect(document.cookie).not.toContain(SIDEBAR_COOKIE);
  });

  test('closes by itself after a navigation', async () => {
    window.innerWidth = 600;
    signIn();
    const { router } = renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Navigation' }));
    fireEvent.click(drawer.getByRole('link', { name: 'Team' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/team'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open navigation' })).toBeDefined(),
    );
  });

  test('Ctrl+Right opens it and Ctrl+Left closes it', async () => {
    window.innerWidth = 800;
    signIn();
    renderApp('/dashboard');
    await screen.findByRole('button', { name: 'Open navigation' });
    pressCtrl('ArrowRight');
    expect(await screen.findByRole('dialog', { name: 'Navigation' })).toBeDefined();
    pressCtrl('ArrowLeft');
    expect(screen.getByRole('button', { name: 'Open navigation' })).toBeDefined();
  });

  test('narrowing the window hides it; widening brings back the person’s own choice', async () => {
    signIn();
    renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));

    resizeTo(1000);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open navigation' })).toBeDefined();

    resizeTo(1440);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeDefined();
  });
});

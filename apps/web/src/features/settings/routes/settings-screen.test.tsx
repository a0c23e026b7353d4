import { DEFAULT_THEME_SETTINGS } from '@depot/contracts/theme';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '@/test/render-app.tsx';
import { signInWith } from '../testing/fixtures.ts';
import { settingsServer } from '../testing/settings-server.ts';

// The test DOM cannot scroll; these stand in for the browser's scrolling so arrivals can be seen.
const scrollIntoView = vi.fn();
const scrollTo = vi.fn();

beforeEach(() => {
  scrollIntoView.mockClear();
  scrollTo.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
  Object.defineProperty(document, 'scrollingElement', {
    configurable: true,
    value: { scrollTo },
  });
});

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  Reflect.deleteProperty(document, 'scrollingElement');
});

async function open(path: string) {
  signInWith({});
  const rendered = renderApp(path);
  await screen.findByLabelText('Full name');
  return rendered;
}

function preferencesHeading() {
  return screen.getByRole('heading', { level: 2, name: 'Preferences' });
}

describe('/setting and /setting/preferences are one settings screen', () => {
  test.each(['/setting', '/setting/preferences'])(
    '%s has one h1, the profile, the password and the preferences',
    async (path) => {
      settingsServer();
      await open(path);
      expect(
        screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent),
      ).toEqual(['Profile & Preferences']);
      expect(screen.getByRole('heading', { level: 2, name: 'My Profile' })).toBeDefined();
      expect(screen.getByText('EMP-0001')).toBeDefined();
      expect(screen.getByRole('button', { name: 'Change password' })).toBeDefined();
      expect(preferencesHeading()).toBeDefined();
      expect(screen.getByText('Preview', { selector: '.panel-head' })).toBeDefined();
      const nav = within(screen.getByRole('navigation', { name: 'Setting' }));
      expect(
        nav.getByRole('link', { name: 'Profile & Preferences' }).getAttribute('aria-current'),
      ).toBe('page');
    },
  );

  test('a preference is edited at /setting, beside the profile', async () => {
    const server = settingsServer();
    await open('/setting');
    fireEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(document.body.classList.contains('theme-light')).toBe(true);
    await waitFor(() =>
      expect(
        server.requestsTo('POST /admin/settings/change-settings').map((request) => request.body),
      ).toEqual([{ preferences: { ...DEFAULT_THEME_SETTINGS, theme: 'light' } }]),
    );
  });

  test('the profile is saved at /setting/preferences', async () => {
    const server = settingsServer();
    await open('/setting/preferences');
    fireEvent.change(screen.getByLabelText('Department'), { target: { value: 'Fulfilment' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(server.requestsTo('POST /admin/settings/update-accounts-details')).toHaveLength(1),
    );
    expect(await screen.findByText('Your profile is saved.')).toBeDefined();
  });

  test('arriving at /setting/preferences brings the preferences into view and focus', async () => {
    settingsServer();
    await open('/setting/preferences');
    await waitFor(() => expect(document.activeElement).toBe(preferencesHeading()));
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(preferencesHeading());
    expect(scrollTo).not.toHaveBeenCalled();
  });

  test('arriving at /setting starts at the top, also coming from the preferences', async () => {
    settingsServer();
    const { router } = await open('/setting/preferences');
    await waitFor(() => expect(document.activeElement).toBe(preferencesHeading()));

    await router.navigate('/setting');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0 }));
    expect(scrollIntoView).toHaveBeenCalledOnce();

    await router.navigate('/setting/preferences');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(2));
  });
});

import { DEFAULT_THEME_SETTINGS, THEME_STORAGE_KEY } from '@depot/contracts/theme';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { fail } from '@/test/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import { signInWith } from '../testing/fixtures.ts';
import { settingsServer } from '../testing/settings-server.ts';

// The theme engine writes onto the page itself; each test starts from a bare page.
afterEach(() => {
  document.body.className = '';
  document.documentElement.removeAttribute('style');
});

function storedSettings(): unknown {
  return JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? 'null');
}

async function openPreferences() {
  signInWith({});
  const rendered = renderApp('/setting/preferences');
  await screen.findByRole('heading', { name: 'Preferences' });
  // Accessibility choices wait for the person's saved ones before they can be changed.
  await waitFor(() =>
    expect(screen.getByRole('switch', { name: 'Reduce motion' })).toHaveProperty('disabled', false),
  );
  return rendered;
}

/**
 * Picks `option` in the antd select labelled `label` among the formats; the organisation, on the
 * same screen, has a Currency of its own.
 */
async function choose(label: string, option: RegExp) {
  const formats = screen
    .getByText('Formats and units', { selector: '.panel-head' })
    .closest<HTMLElement>('.panel');
  if (!formats) throw new Error('No card titled Formats and units');
  const select = within(formats).getByLabelText(label);
  fireEvent.mouseDown(select);
  // The open list is the one the select points at; earlier lists stay in the page, hidden.
  await waitFor(() => expect(document.getElementById(`${select.id}_list`)).not.toBeNull());
  const dropdown = document.getElementById(`${select.id}_list`)?.parentElement ?? document.body;
  fireEvent.click(
    within(dropdown).getByText(option, { selector: '.ant-select-item-option-content' }),
  );
}

function savedPreferences(server: ReturnType<typeof settingsServer>) {
  return server.requestsTo('POST /admin/settings/change-settings').map((request) => request.body);
}

describe('Preferences', () => {
  test('a theme change shows at once and saves the whole merged object', async () => {
    const server = settingsServer();
    await openPreferences();

    fireEvent.click(screen.getByRole('radio', { name: 'Light' }));

    expect(document.body.classList.contains('theme-light')).toBe(true);
    expect(storedSettings()).toStrictEqual({ ...DEFAULT_THEME_SETTINGS, theme: 'light' });
    await waitFor(() =>
      expect(savedPreferences(server)).toEqual([
        { preferences: { ...DEFAULT_THEME_SETTINGS, theme: 'light' } },
      ]),
    );
    expect(await screen.findByText('Saved to your account')).toBeDefined();
  });

  test('each change is merged into the previous ones before it is sent', async () => {
    const server = settingsServer();
    await openPreferences();

    fireEvent.click(screen.getByRole('radio', { name: 'Small' }));
    fireEvent.click(screen.getByRole('radio', { name: /Green/ }));

    await waitFor(() => expect(savedPreferences(server)).toHaveLength(2));
    expect(savedPreferences(server)[1]).toEqual({
      preferences: {
        ...DEFAULT_THEME_SETTINGS,
        tableSize: 'small',
        primaryColor: 'green',
        primaryColorHex: '#16a34a',
      },
    });
    expect(document.documentElement.style.getPropertyValue('--primary-100')).toBe(
      'rgba(22, 163, 74, 1)',
    );
  });

  test('currency and formats change the preview, and the symbol follows the currency', async () => {
    const server = settingsServer();
    await openPreferences();
    const preview = within(screen.getByText('Preview').closest('.panel') ?? document.body);
    expect(preview.getByText('₹12,34,567.50')).toBeDefined();

    await choose('Currency', /^USD · United States dollar \(\$\)/);
    await choose('Date format', /^YYYY-MM-DD/);
    fireEvent.click(screen.getByRole('radio', { name: 'lb' }));

    expect(preview.getByText('$1,234,567.50')).toBeDefined();
    expect(preview.getByText('2026-04-12')).toBeDefined();
    // The sample parcel's 12.5 kg, converted.
    expect(preview.getAllByText('27.56 lb')).toHaveLength(2);
    await waitFor(() => expect(savedPreferences(server)).toHaveLength(3));
    expect(savedPreferences(server)[2]).toMatchObject({
      preferences: {
        currency: 'USD',
        currencySymbol: '$',
        dateFormat: 'YYYY-MM-DD',
        weightUnit: 'lb',
      },
    });
  });

  test('Reset to defaults asks first, then restores and saves the documented defaults', async () => {
    const server = settingsServer();
    await openPreferences();
    fireEvent.click(screen.getByRole('radio', { name: 'Light' }));
    await waitFor(() => expect(savedPreferences(server)).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset preferences?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));

    await waitFor(() => expect(savedPreferences(server)).toHaveLength(2));
    expect(savedPreferences(server)[1]).toEqual({ preferences: DEFAULT_THEME_SETTINGS });
    expect(storedSettings()).toStrictEqual(DEFAULT_THEME_SETTINGS);
    expect(document.body.classList.contains('theme-dark')).toBe(true);
  });

  test('a failed save keeps the change here, says so, and can be sent again', async () => {
    const server = settingsServer();
    const answerNormally = server.routeHandler('POST /admin/settings/change-settings');
    let attempts = 0;
    server.answer('POST /admin/settings/change-settings', (request) => {
      attempts += 1;
      return attempts === 1
        ? fail(503, 'SERVICE_UNAVAILABLE', 'Down for a moment.')
        : answerNormally(request);
    });
    await openPreferences();
    fireEvent.click(screen.getByRole('radio', { name: 'Light' }));

    expect(
      await screen.findByText(
        'Your change is applied in this browser but not saved to your account.',
      ),
    ).toBeDefined();
    expect(screen.getByText('Down for a moment.')).toBeDefined();
    expect(document.body.classList.contains('theme-light')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Saved to your account')).toBeDefined();
    expect(savedPreferences(server)).toEqual([
      { preferences: { ...DEFAULT_THEME_SETTINGS, theme: 'light' } },
      { preferences: { ...DEFAULT_THEME_SETTINGS, theme: 'light' } },
    ]);
  });

  test('settings saved on another browser replace this browser’s older copy', async () => {
    const elsewhere = {
      ...DEFAULT_THEME_SETTINGS,
      theme: 'light' as const,
      currency: 'EUR',
      currencySymbol: '€',
    };
    settingsServer({ preferences: elsewhere, updatedAt: '2026-03-01T08:00:00.000Z' });
    await openPreferences();
    await waitFor(() => expect(storedSettings()).toStrictEqual(elsewhere));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Light' })).toHaveProperty('checked', true),
    );
    expect(document.body.classList.contains('theme-light')).toBe(true);
  });
});

describe('Accessibility', () => {
  test('each choice applies across the app at once and is saved on its own', async () => {
    const server = settingsServer();
    await openPreferences();

    fireEvent.click(screen.getByRole('switch', { name: 'Reduce motion' }));
    fireEvent.click(screen.getByRole('radio', { name: '125 %' }));

    await waitFor(() => expect(document.body.classList.contains('reduce-motion')).toBe(true));
    await waitFor(() => expect(document.documentElement.style.fontSize).toBe('125%'));
    await waitFor(() =>
      expect(
        server
          .requestsTo('POST /admin/settings/update-accessiblity')
          .map((request) => request.body),
      ).toEqual([{ reducedMotion: true }, { fontScale: 125 }]),
    );
  });

  test('the saved settings load with the screen', async () => {
    settingsServer({
      accessibility: {
        fontScale: 110,
        reducedMotion: false,
        highContrast: true,
        underlineLinks: true,
      },
    });
    await openPreferences();
    await waitFor(() =>
      expect(
        screen.getByRole('switch', { name: 'High contrast' }).getAttribute('aria-checked'),
      ).toBe('true'),
    );
    expect(screen.getByRole('radio', { name: '110 %' })).toHaveProperty('checked', true);
    expect(document.body.classList.contains('underline-links')).toBe(true);
  });
});

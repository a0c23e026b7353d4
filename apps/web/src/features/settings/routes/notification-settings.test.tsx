import { DEFAULT_NOTIFICATION_MATRIX, notificationEvents } from '@depot/contracts/preferences';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderApp } from '@/test/render-app.tsx';
import { signInWith } from '../testing/fixtures.ts';
import { settingsServer } from '../testing/settings-server.ts';

async function openNotificationSettings() {
  signInWith({});
  renderApp('/setting/notification');
  await screen.findByRole('heading', { name: 'Notification settings' });
  return screen.findByRole('table');
}

function checkbox(name: string) {
  return screen.getByRole('checkbox', { name });
}

describe('Notification settings', () => {
  test('one row per event, one column per channel, checked as the server holds them', async () => {
    settingsServer({
      notifications: {
        ...DEFAULT_NOTIFICATION_MATRIX,
        'report.ready': { inApp: false, email: true },
      },
    });
    await openNotificationSettings();
    expect(screen.getByRole('columnheader', { name: 'In-app' })).toBeDefined();
    expect(screen.getByRole('columnheader', { name: 'Email' })).toBeDefined();
    expect(screen.getAllByRole('checkbox')).toHaveLength(notificationEvents.length * 2);
    await waitFor(() =>
      expect(checkbox('A report is ready to download: Email')).toHaveProperty('checked', true),
    );
    expect(checkbox('A report is ready to download: In-app')).toHaveProperty('checked', false);
    expect(checkbox('A new user signs up: In-app')).toHaveProperty('checked', true);
  });

  test('Save sends the whole matrix with the changes through change-settings', async () => {
    const server = settingsServer();
    await openNotificationSettings();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);

    fireEvent.click(checkbox('A new user signs up: Email'));
    fireEvent.click(checkbox("A user's plan is about to expire: In-app"));
    fireEvent.click(save);

    await waitFor(() =>
      expect(server.requestsTo('POST /admin/settings/change-settings')).toHaveLength(1),
    );
    expect(server.requestsTo('POST /admin/settings/change-settings')[0]?.body).toEqual({
      notifications: {
        ...DEFAULT_NOTIFICATION_MATRIX,
        'user.created': { inApp: true, email: true },
        'plan.expiring': { inApp: false, email: true },
      },
    });
    expect(await screen.findByText('Your notification choices are saved.')).toBeDefined();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true),
    );
    expect(checkbox('A new user signs up: Email')).toHaveProperty('checked', true);
  });

  test('Cancel puts back the saved choices', async () => {
    const server = settingsServer();
    await openNotificationSettings();
    fireEvent.click(checkbox('A new user signs up: Email'));
    expect(checkbox('A new user signs up: Email')).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(checkbox('A new user signs up: Email')).toHaveProperty('checked', false);
    expect(server.requestsTo('POST /admin/settings/change-settings')).toHaveLength(0);
  });
});

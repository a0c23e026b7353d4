import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { createQueryClient } from '@/lib/api/query-client.ts';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { notification, notificationsServer } from '../testing/fixtures.ts';
import { NotificationBell } from './notification-bell.tsx';
import { NotificationDrawer } from './notification-drawer.tsx';

function Header() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <NotificationBell onOpen={() => setOpen(true)} />
      <NotificationDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function renderHeader() {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <Header /> },
      { path: '/users', element: <h1>Users</h1> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AntdApp>
        <RouterProvider router={router} />
      </AntdApp>
    </QueryClientProvider>,
  );
  return router;
}

function serveNotifications(server: ReturnType<typeof notificationsServer>) {
  return fakeApi({
    'GET /admin/notifications': () => ok(server.list()),
    'POST /admin/notifications/mark-all-read': () => ok(server.markAllRead()),
    'POST /admin/notifications/1/read': () => ok(server.markRead(1)),
  });
}

async function openDrawer() {
  fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
  return within(await screen.findByRole('dialog'));
}

const twoUnreadOneRead = () =>
  notificationsServer([
    notification({ id: 1 }),
    notification({ id: 2, title: 'Plan of Kirana Mart expires in 7 days', link: null }),
    notification({ id: 3, title: 'Report ready', readAt: new Date().toISOString() }),
  ]);

describe('notification bell and drawer', () => {
  test('the bell shows the unread count from the server', async () => {
    serveNotifications(twoUnreadOneRead());
    renderHeader();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(screen.getByText('2 unread')).toBeDefined());
    expect(bell.getAttribute('aria-describedby')).toBe(screen.getByText('2 unread').id);
    expect(document.querySelector('.shell-badge')?.textContent).toBe('2');
  });

  test('the drawer lists the notifications, newest first, unread ones marked', async () => {
    serveNotifications(twoUnreadOneRead());
    renderHeader();
    const drawer = await openDrawer();
    const items = await drawer.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Unread: Goods receipt GRN-0042 awaits approval.*5 minutes ago$/),
      expect.stringMatching(/^Unread: Plan of Kirana Mart expires in 7 days/),
      expect.stringMatching(/^Report ready/),
    ]);
  });

  test('"Mark all as read" tells the server, empties the count and the unread marks', async () => {
    const server = serveNotifications(twoUnreadOneRead());
    renderHeader();
    await screen.findByText('2 unread');
    const drawer = await openDrawer();
    fireEvent.click(drawer.getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(screen.getByText('0 unread')).toBeDefined());
    expect(server.requestsTo('POST /admin/notifications/mark-all-read')).toHaveLength(1);
    expect(drawer.queryByText(/^Unread:/)).toBeNull();
    expect(drawer.getByRole('button', { name: 'Mark all as read' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(document.querySelector('.shell-badge')).toBeNull();
  });

  test('opening a notification marks it read and goes to its link', async () => {
    const server = serveNotifications(twoUnreadOneRead());
    const router = renderHeader();
    const drawer = await openDrawer();
    fireEvent.click(await drawer.findByRole('button', { name: /Goods receipt GRN-0042/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(server.requestsTo('POST /admin/notifications/1/read')).toHaveLength(1);
  });

  test('with nothing to show it says so, and "Mark all as read" has nothing to do', async () => {
    serveNotifications(notificationsServer([]));
    renderHeader();
    const drawer = await openDrawer();
    expect(await drawer.findByText('No notifications')).toBeDefined();
    expect(drawer.getByRole('button', { name: 'Mark all as read' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  test('a failed load says why and offers to try again', async () => {
    fakeApi({
      'GET /admin/notifications': () => fail(503, 'SERVICE_UNAVAILABLE', 'Down for a moment.'),
    });
    // The retries wait 1, 2 and 4 s: the clock is moved on rather than waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    renderHeader();
    const drawer = await openDrawer();
    await vi.advanceTimersByTimeAsync(8_000);
    expect(await drawer.findByText('Down for a moment.')).toBeDefined();
    expect(drawer.getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});

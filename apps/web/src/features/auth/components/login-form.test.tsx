import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { AxiosError } from 'axios';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { apiClient } from '@/lib/api-client.ts';
import { renderApp } from '@/test/render-app.tsx';

const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

/** Stands in for the server: answers every call with 404 and the standard error body. */
function serverAnswering404() {
  const adapter = vi.fn<AxiosAdapter>(async (config) => {
    const data = {
      error: { code: 'NOT_FOUND', message: 'Route POST:/api/v1/auth/login not found' },
    };
    const response = { data, status: 404, statusText: 'Not Found', headers: {}, config };
    throw new AxiosError(
      'Request failed with status code 404',
      'ERR_BAD_REQUEST',
      config,
      null,
      response,
    );
  });
  apiClient.defaults.adapter = adapter;
  return adapter;
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('sign-in form', () => {
  test('asks for the missing fields and sends nothing', async () => {
    const server = serverAnswering404();
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email address.')).toBeDefined();
    expect(screen.getByText('Enter your password.')).toBeDefined();
    expect(server).not.toHaveBeenCalled();
  });

  test('rejects an address that is not an email', async () => {
    serverAnswering404();
    renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    fill('Email', 'asha');
    fill('Password', 'correct horse battery staple');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter an email address like name@company.com.')).toBeDefined();
  });

  test("posts to /auth/login and shows the server's message when it fails", async () => {
    const server = serverAnswering404();
    renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    fill('Email', 'asha.rao@depot.test');
    fill('Password', 'correct horse battery staple');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Route POST:/api/v1/auth/login not found')).toBeDefined();
    await waitFor(() => expect(server).toHaveBeenCalledOnce());
    const config = server.mock.calls[0]?.[0];
    expect(config?.url).toBe('/auth/login');
    expect(JSON.parse(String(config?.data))).toEqual({
      email: 'asha.rao@depot.test',
      password: 'correct horse battery staple',
    });
  });
});

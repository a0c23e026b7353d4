import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WORKSPACE_AREA_COOKIE } from '@depot/contracts/console-frame';
import { render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, test } from 'vitest';
import { COLLAPSE_BELOW_SIZE_FACTOR, screenSizeFactor } from '@/config/constants.ts';
import { dashboardHeadings } from '@/features/dashboard/screens.ts';
import { teamHeadings } from '@/features/team/screens.ts';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import { ConsoleFrame, FirstLoad } from './console-frame.tsx';

function renderFrame(path: string) {
  return render(<ConsoleFrame pathname={path} />);
}

describe('the console frame', () => {
  test("shows the greeting and the screen's heading while the screen loads", () => {
    signInWith({ teams: { view: true } });
    renderFrame('/team');
    expect(screen.getByText('Welcome back, Asha Rao')).toBeDefined();
    expect(screen.getByText(teamHeadings.team.title)).toBeDefined();
    expect(screen.getByText(teamHeadings.team.description)).toBeDefined();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeDefined();
    // A picture of what is coming: the screen's own heading is the one assistive technology finds.
    expect(screen.queryByRole('heading')).toBeNull();
  });

  test('shows no heading of a screen the person may not open', () => {
    signInWith({ users: { view: true } });
    renderFrame('/team');
    expect(screen.queryByText(teamHeadings.team.title)).toBeNull();
    expect(screen.getByText('Welcome back, Asha Rao')).toBeDefined();
  });

  test("shows the dashboard's heading of the area the person works in", () => {
    signInWith({ dashboard: { view: true } });
    Cookies.set(WORKSPACE_AREA_COOKIE, 'analytical');
    try {
      renderFrame('/dashboard');
      expect(screen.getByText(dashboardHeadings.analytical.description)).toBeDefined();
    } finally {
      Cookies.remove(WORKSPACE_AREA_COOKIE);
    }
  });

  test('draws no sidebar column below laptop width, where the shell draws none', () => {
    // A media query, so that the frame the server draws is right before any code runs.
    const frameCss = readFileSync(path.join(import.meta.dirname, 'console-frame.css'), 'utf8');
    const width = Number(/@media \(max-width: (\d+)px\)/.exec(frameCss)?.[1]);
    expect(screenSizeFactor(width)).toBeLessThan(COLLAPSE_BELOW_SIZE_FACTOR);
    expect(screenSizeFactor(width + 1)).toBe(COLLAPSE_BELOW_SIZE_FACTOR);
  });

  test("shows no heading where the screen's own depends on what it shows", () => {
    signInWith({ teams: { view: true } });
    renderFrame('/team/view/EMP-0001');
    expect(screen.queryByText(teamHeadings.team.title)).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeDefined();
  });
});

describe('the first load', () => {
  test('draws the frame to someone signed in, then the screen in its place', async () => {
    fakeApi({});
    signInWith({ teams: { view: true } });
    renderApp('/team');
    expect(screen.getByText(teamHeadings.team.description)).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Team' })).toBeDefined();
    expect(screen.getAllByText(teamHeadings.team.description)).toHaveLength(1);
  });

  test('is a spinner alone on the sign-in pages, signed in or not', () => {
    signInWith({ teams: { view: true } });
    render(<FirstLoad pathname="/login" />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeDefined();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  test('draws a spinner alone to someone signed out, on the way to sign-in', async () => {
    renderApp('/team');
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    expect(screen.queryByText(teamHeadings.team.description)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeDefined();
  });
});

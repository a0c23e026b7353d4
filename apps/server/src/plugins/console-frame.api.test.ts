import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CONSOLE_FRAME_FILE,
  type ConsoleFrameTemplate,
  SIDEBAR_COLLAPSED_COOKIE,
  WORKSPACE_AREA_COOKIE,
} from '@depot/contracts/console-frame';
import { encodePageLook, PAGE_LOOK_COOKIE } from '@depot/contracts/page-look';
import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { teamMembers } from '../db/schema/team-members.ts';
import type { SignedIn } from '../test/auth-helpers.ts';
import { memberWithRole } from '../test/members.ts';
import { createTestApp } from '../test/test-app.ts';
import { registerWeb } from './web.ts';

const JWT_SECRET = 'test-signing-key-of-at-least-32-characters';

const CONSOLE_PAGE =
  '<!doctype html><html lang="en"><head><link rel="modulepreload" href="/assets/shell.js"></head><body><div id="root"></div></body></html>';

// As the web build writes it (entry-pages.ts from prerender.tsx), in miniature.
const template: ConsoleFrameTemplate = {
  pageFile: 'console.html',
  page: '<!doctype html><html lang="en"><head><link rel="modulepreload" fetchpriority="low" href="/assets/shell.js"></head><body><div id="root" inert>{{frame}}</div></body></html>',
  frames: {
    expanded:
      '<div class="frame"><span class="logo">Depot</span><strong>Welcome back, {{name}}</strong><main>{{heading}}</main></div>',
    collapsed:
      '<div class="frame"><span class="logo">D</span><strong>Welcome back, {{name}}</strong><main>{{heading}}</main></div>',
  },
  screens: [
    {
      path: '/dashboard',
      anyOf: [],
      headings: { business: '<h1>Dashboard today</h1>', analytical: '<h1>Dashboard trends</h1>' },
      preload: ['/assets/dashboard.js', '/assets/charts.js'],
    },
    {
      path: '/team',
      anyOf: [['teams', 'view']],
      headings: { business: '<h1>Team</h1>', analytical: '<h1>Team</h1>' },
      preload: ['/assets/team.js'],
    },
    { path: '/users/:id/:section?', anyOf: [['users', 'view']], preload: ['/assets/user-view.js'] },
    { path: '/users/new', anyOf: [['users', 'add']], preload: ['/assets/user-create.js'] },
  ],
};

describe("the console's page, drawn for the person signed in", () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let distDir: string;
  let teamViewer: SignedIn;
  let usersViewer: SignedIn;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'depot-dist-'));
    await writeFile(path.join(distDir, 'index.html'), CONSOLE_PAGE);
    await writeFile(path.join(distDir, 'console.html'), CONSOLE_PAGE);
    await writeFile(
      path.join(distDir, 'entry-pages.json'),
      JSON.stringify({ '*': 'console.html' }),
    );
    await writeFile(path.join(distDir, CONSOLE_FRAME_FILE), JSON.stringify(template));
    app = await createTestApp({ WEB_DIST_DIR: distDir, JWT_SECRET });
    teamViewer = (await memberWithRole(app, 'frame-team', { teams: { view: true } })).session;
    usersViewer = (await memberWithRole(app, 'frame-users', { users: { view: true } })).session;
  });
  afterAll(async () => {
    await app.dispose();
    await rm(distDir, { recursive: true, force: true });
  });

  function page(url: string, cookies: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') {
    return app.inject({
      method,
      url,
      headers: { accept: 'text/html', cookie: cookieHeader(cookies) },
    });
  }

  /** A copy of `token` signed with the server's key, its times moved back by `seconds`. */
  function agedCopyOf(token: string, seconds: number) {
    const { iat = 0, exp = 0, ...claims } = decodeJwt(token);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat - seconds)
      .setExpirationTime(exp - seconds)
      .sign(new TextEncoder().encode(JWT_SECRET));
  }

  test("draws the greeting and the screen's heading, and is never stored", async () => {
    const response = await page('/team', { access_token: teamViewer.accessToken });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toContain('cookie');
    expect(response.body).toContain(
      '<div id="root" inert><div class="frame"><span class="logo">Depot</span><strong>Welcome back, Member frame-team</strong><main><h1>Team</h1></main></div></div>',
    );
    // The same screen as the console's router finds it: a trailing slash, a query, any case.
    for (const url of ['/team/', '/team?q=asha', '/Team']) {
      expect((await page(url, { access_token: teamViewer.accessToken })).body, url).toContain(
        '<h1>Team</h1>',
      );
    }
  });

  test('a HEAD is answered as built, without a lookup', async () => {
    const response = await page('/team', { access_token: teamViewer.accessToken }, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test('an access token that expired while its session lives still draws, for a week', async () => {
    const anHourOld = await agedCopyOf(teamViewer.accessToken, 3600);
    expect((await page('/team', { access_token: anHourOld })).body).toContain('<h1>Team</h1>');
    // It still authorises no call.
    const call = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${anHourOld}` },
    });
    expect(call.statusCode).toBe(401);
    const weeksOld = await agedCopyOf(teamViewer.accessToken, 8 * 24 * 3600);
    expect((await page('/team', { access_token: weeksOld })).body).toBe(CONSOLE_PAGE);
  });

  test('names the person as the database has them now, made safe for HTML', async () => {
    await app.database.db
      .update(teamMembers)
      .set({ fullName: 'Asha <b>"Rao"</b> & {{heading}} $& $\'' })
      .where(eq(teamMembers.email, 'frame-users@depot.test'));
    const response = await page('/dashboard', { access_token: usersViewer.accessToken });
    expect(response.body).toContain(
      'Welcome back, Asha &#60;b&#62;&#34;Rao&#34;&#60;/b&#62; &#38; {{heading}} $&#38; $&#39;</strong><main><h1>Dashboard today</h1>',
    );
  });

  test('draws no heading of a screen the person may not open, nor of a path without one', async () => {
    const denied = await page('/team', { access_token: usersViewer.accessToken });
    expect(denied.body).toContain('<main></main>');
    const elsewhere = await page('/team/view/EMP-0001', { access_token: teamViewer.accessToken });
    expect(elsewhere.body).toContain('<main></main>');
  });

  test('preloads the code of the screen at the path, for someone who may open it', async () => {
    const preload = (file: string) =>
      `<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/${file}">`;
    const team = await page('/team', { access_token: teamViewer.accessToken });
    expect(team.body).toContain(`${preload('team.js')}</head>`);
    expect(team.body).not.toContain('dashboard.js');
    // A screen without a heading, reached by a path with a parameter, an optional one given or not.
    for (const url of ['/users/42', '/users/42/plan']) {
      const user = (await page(url, { access_token: usersViewer.accessToken })).body;
      expect(user, url).toContain(`${preload('user-view.js')}</head>`);
      expect(user, url).not.toContain('<h1>');
    }
    // A fixed path wins over a parameter, as in the router; a screen the role does not open
    // (creating users) preloads nothing.
    const create = (await page('/users/new', { access_token: usersViewer.accessToken })).body;
    expect(create).not.toContain('user-create.js');
    expect(create).not.toContain('user-view.js');
    // Nor does a screen of another role, or a path that is no screen.
    expect((await page('/team', { access_token: usersViewer.accessToken })).body).not.toContain(
      'team.js',
    );
    expect(
      (await page('/users/42/plan/more', { access_token: usersViewer.accessToken })).body,
    ).not.toContain('modulepreload" fetchpriority="low" crossorigin');
  });

  test("the dashboard's heading follows the area, the sidebar its cookie", async () => {
    const response = await page('/dashboard', {
      access_token: teamViewer.accessToken,
      [WORKSPACE_AREA_COOKIE]: 'analytical',
      [SIDEBAR_COLLAPSED_COOKIE]: 'true',
    });
    expect(response.body).toContain('<span class="logo">D</span>');
    expect(response.body).toContain('<h1>Dashboard trends</h1>');
    const unknownArea = await page('/dashboard', {
      access_token: teamViewer.accessToken,
      [WORKSPACE_AREA_COOKIE]: 'elsewhere',
    });
    expect(unknownArea.body).toContain('<h1>Dashboard today</h1>');
  });

  test('wears the look the browser last showed, and none it cannot trust', async () => {
    const look = {
      mode: 'light',
      primaryColorHex: '#16a34a',
      fontFamily: 'Georgia, "Times New Roman", Times, serif',
      fontScale: 125,
      reducedMotion: false,
      highContrast: true,
      underlineLinks: false,
    } as const;
    const response = await page('/team', {
      access_token: teamViewer.accessToken,
      [PAGE_LOOK_COOKIE]: encodePageLook(look),
    });
    expect(response.body).toContain('<body class="theme-light high-contrast">');
    expect(response.body).toMatch(
      /<html lang="en" style="[^"]*--primary-100: rgba\(22, 163, 74, 1\);[^"]*--font-family: Georgia, &#34;Times New Roman&#34;, Times, serif;[^"]*font-size: 125%">/,
    );
    const forged = await page('/team', {
      access_token: teamViewer.accessToken,
      [PAGE_LOOK_COOKIE]: encodePageLook({ ...look, fontFamily: 'x"><script>alert(1)</script>' }),
    });
    expect(forged.body).toContain('<html lang="en"><head>');
    expect(forged.body).toContain('<body><div id="root" inert>');
  });

  test.each([
    ['no session', {}],
    ['a token that is not ours', { access_token: 'eyJhbGciOiJIUzI1NiJ9.e30.forged' }],
  ])(
    'with %s, is the page as built: the console leads to sign-in itself',
    async (_label, cookies) => {
      const response = await page('/team', cookies);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(CONSOLE_PAGE);
    },
  );

  test('after logout, the ended session draws nothing', async () => {
    const session = (await memberWithRole(app, 'frame-leaver', { teams: { view: true } })).session;
    const logout = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${session.accessToken}`, ...session.cookieHeaders() },
    });
    expect(logout.statusCode).toBeLessThan(300);
    const response = await page('/team', { access_token: session.accessToken });
    expect(response.body).toBe(CONSOLE_PAGE);
  });
});

function cookieHeader(cookies: Record<string, string>) {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
}

describe("when the frame cannot be drawn, the console's page goes as built", () => {
  async function webApp(frameFile: string, recognise: () => Promise<null | never>) {
    const distDir = await mkdtemp(path.join(tmpdir(), 'depot-dist-'));
    await writeFile(path.join(distDir, 'index.html'), CONSOLE_PAGE);
    await writeFile(path.join(distDir, 'console.html'), CONSOLE_PAGE);
    await writeFile(
      path.join(distDir, 'entry-pages.json'),
      JSON.stringify({ '*': 'console.html' }),
    );
    await writeFile(path.join(distDir, CONSOLE_FRAME_FILE), frameFile);
    const errors: string[] = [];
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => void errors.push(line) } },
    });
    await app.register(cookie);
    await registerWeb(app, distDir, { recognise });
    const teamPage = () =>
      app.inject({ method: 'GET', url: '/team', headers: { cookie: 'access_token=any' } });
    return {
      teamPage,
      errors,
      close: async () => {
        await app.close();
        await rm(distDir, { recursive: true, force: true });
      },
    };
  }

  test.each([
    ['the session lookup never answers', () => new Promise<null>(() => {})],
    ['the session lookup fails', () => Promise.reject(new Error('connection refused'))],
  ])('%s', async (_label, recognise) => {
    const web = await webApp(JSON.stringify(template), recognise);
    try {
      const response = await web.teamPage();
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(CONSOLE_PAGE);
    } finally {
      await web.close();
    }
  });

  test.each([
    ['not JSON', '{'],
    ['of another shape', JSON.stringify({ ...template, screens: 'none' })],
    ['without its slots', JSON.stringify({ ...template, page: '<div id="root"></div>' })],
  ])('the frame file is %s: the server starts and says so', async (_label, frameFile) => {
    const web = await webApp(frameFile, () => Promise.resolve(null));
    try {
      expect((await web.teamPage()).body).toBe(CONSOLE_PAGE);
      expect(web.errors.join('')).toContain('pages go as built');
    } finally {
      await web.close();
    }
  });
});

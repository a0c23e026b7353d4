import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

describe('serving the built web app', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'depot-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    const indexHtml =
      '<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>';
    await writeFile(path.join(distDir, 'index.html'), indexHtml);
    await writeFile(path.join(distDir, 'index.html.br'), brotliCompressSync(indexHtml));
    await writeFile(
      path.join(distDir, 'assets/app-1a2b.js'),
      `console.log(${'"x"+'.repeat(800)}"x");`,
    );
    // As the build leaves them: each file beside its brotli and gzip copies.
    const bundle = `console.log(${'"y"+'.repeat(800)}"y");`;
    await writeFile(path.join(distDir, 'assets/bundle-3c4d.js'), bundle);
    await writeFile(path.join(distDir, 'assets/bundle-3c4d.js.br'), brotliCompressSync(bundle));
    await writeFile(path.join(distDir, 'assets/bundle-3c4d.js.gz'), gzipSync(bundle));
    app = await createTestApp({ WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await app.dispose();
    await rm(distDir, { recursive: true, force: true });
  });

  test.each([
    '/',
    '/login',
    '/users/view/42',
    '/users/view/42/address',
    '/setting/privileges/finance/edit',
  ])('reloading %s answers the app with history fallback', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  test('hashed assets are cached for a year and compressed', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  test('the history fallback hands out the page compressed at build too', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/team/view/EMP-0001',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const body =
      page.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(page.rawPayload).toString()
        : page.body;
    expect(body).toContain('<div id="root">');
  });

  test('a file compressed at build is served as it is, by what the browser accepts', async () => {
    const brotli = await app.inject({
      method: 'GET',
      url: '/assets/bundle-3c4d.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('"y"');
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/bundle-3c4d.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/assets/bundle-3c4d.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('"y"');
  });

  test('a missing asset is a plain 404, not the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/missing-9z.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  test('an unknown API path is a 404 in the error shape, never the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'There is no API route GET /api/v1/no-such-thing.' },
    });
  });

  test('a state-changing call to an unknown path is not answered with the app', async () => {
    const response = await app.inject({ method: 'POST', url: '/users/new', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });
});

describe('a page per first screen', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let distDir: string;
  const page = (preload: string) =>
    `<!doctype html><html><head><link rel="modulepreload" href="/assets/${preload}.js"></head><body><div id="root"></div></body></html>`;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'depot-dist-'));
    await writeFile(path.join(distDir, 'index.html'), page('entry'));
    await writeFile(path.join(distDir, 'sign-in.html'), page('sign-in'));
    await writeFile(path.join(distDir, 'console.html'), page('shell'));
    // As the web build writes it: which page answers which path.
    await writeFile(
      path.join(distDir, 'entry-pages.json'),
      JSON.stringify({ '/login': 'sign-in.html', '*': 'console.html' }),
    );
    app = await createTestApp({ WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await app.dispose();
    await rm(distDir, { recursive: true, force: true });
  });

  test.each([
    ['/login', 'sign-in'],
    ['/login/', 'sign-in'],
    ['/login?redirectTo=%2Fteam', 'sign-in'],
    ['/team', 'shell'],
    ['/setting/privileges/finance/edit', 'shell'],
    ['/', 'entry'],
  ])('%s answers the page that preloads %s', async (url, preload) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`/assets/${preload}.js`);
  });
});

describe('without a built web app', () => {
  test('the API still answers and other paths say 404 in the error shape', async () => {
    const app = await createTestApp();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
      const response = await app.inject({ method: 'GET', url: '/users' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    } finally {
      await app.dispose();
    }
  });
});

describe('request bodies', () => {
  test('an empty body labelled JSON is accepted where no body is needed; malformed JSON is still refused', async () => {
    const app = await createTestApp();
    try {
      const empty = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout',
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(empty.statusCode).toBe(200);
      const malformed = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.code).toBe('MALFORMED_JSON');
      const poisoned = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}',
      });
      expect(poisoned.statusCode).toBe(400);
      const oversize = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2_000_000) }),
      });
      expect(oversize.statusCode).toBe(413);
      expect(oversize.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    } finally {
      await app.dispose();
    }
  });
});

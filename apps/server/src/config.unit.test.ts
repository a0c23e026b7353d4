import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  test('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 3000,
      DATA_DIR: './data',
      DATA_CACHE_MB: 128,
      SEED_DEMO: true,
      LOG_LEVEL: 'info',
      SIGN_IN_LIMIT_PER_IP: 100,
      MAX_REQUESTS_IN_FLIGHT: 1000,
      SHED_EVENT_LOOP_DELAY_MS: 1000,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  test('reads HOST, PORT, DATA_DIR, SEED_DEMO and DATABASE_URL', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '8080',
      DATA_DIR: '/srv/depot',
      SEED_DEMO: 'false',
      DATABASE_URL: 'postgres://depot:secret@db:5432/depot',
    });
    expect(config).toMatchObject({
      HOST: '0.0.0.0',
      PORT: 8080,
      DATA_DIR: '/srv/depot',
      SEED_DEMO: false,
    });
    expect(config.DATABASE_URL).toBe('postgres://depot:secret@db:5432/depot');
  });

  test('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });

  test('a bad value stops start-up with a message naming the variable and the value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT: must be a whole number.*"eighty"/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO: must be true or false/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'not-an-email' })).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ SIGN_IN_LIMIT_PER_IP: '0' })).toThrow(
      /SIGN_IN_LIMIT_PER_IP: must be a whole number of at least 1/,
    );
    for (const cache of ['4', 'lots', '1.5']) {
      expect(() => loadConfig({ DATA_CACHE_MB: cache })).toThrow(
        /DATA_CACHE_MB: must be a whole number of MiB between 8 and 16384/,
      );
    }
  });

  test('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });

  test('never echoes a password or a database URL in the message', () => {
    const attempt = () =>
      loadConfig({ ADMIN_PASSWORD: 'short-pw', DATABASE_URL: 'mysql://root:hunter2@db' });
    expect(attempt).toThrow(/ADMIN_PASSWORD: must be at least 12 characters/);
    expect(attempt).toThrow(/DATABASE_URL: must be a postgres/);
    expect(attempt).not.toThrow(/short-pw|hunter2/);
  });

  test('TRUST_PROXY names the proxies: a hop count or addresses, never a bare yes', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
    ]);
    for (const value of ['true', 'yes', 'proxy.local', '10.0.0.0/33', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be false/);
    }
  });

  test('lower-cases the administrator email', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'Ops@Example.COM' }).ADMIN_EMAIL).toBe('ops@example.com');
  });
});

import { describe, expect, test } from 'vitest';
import { fileApp } from '../../test/file-app.ts';

const { app } = fileApp({ signIn: false });

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/v1/reference${url}`, headers });

describe('reference data', () => {
  test('about 240 countries, each with every field, India’s as known', async () => {
    const response = await get('/countries');
    expect(response.statusCode).toBe(200);
    const countries = response.json().data;
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(countries.length).toBeLessThanOrEqual(260);
    const india = countries.find((country: { isoCode: string }) => country.isoCode === 'IN');
    expect(india).toEqual({
      name: 'India',
      isoCode: 'IN',
      flag: '🇮🇳',
      phonecode: '91',
      currency: 'INR',
      latitude: expect.stringMatching(/^20\./),
      longitude: expect.stringMatching(/^77\./),
      timezones: [
        {
          zoneName: 'Asia/Kolkata',
          gmtOffset: 19800,
          gmtOffsetName: 'UTC+05:30',
          abbreviation: 'IST',
          tzName: 'Indian Standard Time',
        },
      ],
    });
    // The data has time zones for all but a few small territories.
    const withZones = countries.filter(
      (country: { timezones: unknown[] }) => country.timezones.length > 0,
    );
    expect(withZones.length).toBeGreaterThanOrEqual(225);
  });

  test('the calling-code form of the list', async () => {
    const codes = (await get('/country-codes')).json().data;
    expect(codes).toContainEqual({ countryCode: 'IN', telephoneCode: '+91', countryName: 'India' });
    expect(codes).toContainEqual({
      countryCode: 'AE',
      telephoneCode: '+971',
      countryName: 'United Arab Emirates',
    });
  });

  test('states and regions of a country; an unknown country is a 404', async () => {
    const states = (await get('/countries/IN/states')).json().data;
    expect(states.length).toBeGreaterThanOrEqual(30);
    expect(states).toContainEqual({ isoCode: 'MH', countryCode: 'IN', name: 'Maharashtra' });
    expect((await get('/countries/ZZ/states')).statusCode).toBe(404);
    expect((await get('/countries/india/states')).statusCode).toBe(400);
  });

  test('about 160 currencies, each with code, symbol and name', async () => {
    const currencies = (await get('/currencies')).json().data;
    expect(currencies.length).toBeGreaterThanOrEqual(140);
    expect(currencies.length).toBeLessThanOrEqual(180);
    expect(currencies).toContainEqual({ code: 'INR', symbol: '₹', name: 'Indian rupee' });
    expect(currencies.find((currency: { code: string }) => currency.code === 'BDT')?.symbol).toBe(
      '৳',
    );
    const codes = currencies.map((currency: { code: string }) => currency.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  test('answers are cached for a day and a repeat with the ETag costs a 304', async () => {
    for (const url of ['/countries', '/country-codes', '/countries/IN/states', '/currencies']) {
      const first = await get(url);
      expect(first.headers['cache-control']).toBe('public, max-age=86400');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const repeat = await get(url, { 'if-none-match': etag });
      expect(repeat.statusCode).toBe(304);
      expect(repeat.body).toBe('');
      expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    }
  });
});

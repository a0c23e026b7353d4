import { expect } from 'vitest';
import { bearer, type SignedIn } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';

/** The body of a client business in Mumbai, as the console sends it; `extra` adds or replaces fields. */
export function userBody(email: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    businessName: name,
    contactName: 'Ananya Deshpande',
    email,
    phoneCountry: 'IN',
    phone: '98200 41127',
    address: {
      line1: '14, Laxmi Industrial Estate',
      city: 'Mumbai',
      state: 'MH',
      country: 'IN',
      postalCode: '400053',
    },
    ...extra,
  };
}

/**
 * Adds a client business in Mumbai through the API, as the console would; answers its code.
 * `extra` adds or replaces fields of the body (a GSTIN, a package).
 */
export async function addUser(
  target: TestApp,
  as: SignedIn,
  email: string,
  name: string,
  extra: Record<string, unknown> = {},
) {
  const response = await target.inject({
    method: 'POST',
    url: '/api/v1/admin/users',
    headers: bearer(as),
    payload: userBody(email, name, extra),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.code as string;
}

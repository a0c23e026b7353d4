function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT: enough for the browser, which only ever decodes tokens and never verifies them. */
export function unsignedJwt(payload: Record<string, unknown>): string {
  return `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(payload)}.`;
}

export const testClaims = {
  username: 'asha.rao',
  fullName: 'Asha Rao',
  organizationName: 'Depot Logistics',
  email: 'asha.rao@depot.test',
  role: 'Operations Manager',
  roleKey: 'operations-manager',
  employeeId: 'EMP-0003',
};

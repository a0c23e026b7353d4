/**
 * The first administrator of the server that the e2e run starts: global setup hands these to
 * the server as ADMIN_EMAIL and ADMIN_PASSWORD, and specs sign in with them.
 * The password is long, mixed and not on any common-password list, so the server's
 * password policy accepts it.
 */
export const admin = {
  email: 'admin@depot.test',
  password: 'Tarmac-Pallet-Forklift-2048!',
} as const;

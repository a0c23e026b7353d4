import { test } from '@playwright/test';

export type Account = { email: string; password: string };

/**
 * The first administrator of the server that the e2e run starts: global setup hands these to
 * the server as ADMIN_EMAIL and ADMIN_PASSWORD. Only the global setup signs in with it, to
 * invite each worker's own administrator (`workerAdmin`); specs never do. It is the
 * administrator the API tests' templates are built with, so that the server can also start on
 * a copy of the API tests' sample operator (see server.ts).
 */
export const firstAdmin = {
  email: 'admin@depot.test',
  password: 'correct-horse-battery-staple',
} as const;

/**
 * The workers' administrators' password: long, mixed and not on any common-password list, so
 * the server's password policy accepts it when they set it.
 */
const workerPassword = 'Tarmac-Pallet-Forklift-2048!';

/**
 * The administrator of one worker slot (Playwright's `parallelIndex`, 0 … workers - 1): a
 * super-admin named "Administrator" whom the global setup invites, with an address of its own.
 * Workers running at once never share one: signing an account in closes its other pending
 * codes, codes are found in the outbox by counting the account's mails, and preferences,
 * table layouts and notifications are the account's. A worker restarted after a failure keeps
 * its slot, and so its administrator.
 */
export function workerAdmin(parallelIndex: number): Account {
  return { email: `admin.${parallelIndex + 1}@depot.test`, password: workerPassword };
}

/** The administrator of the worker running the current test (or hook). */
export function admin(): Account {
  return workerAdmin(test.info().parallelIndex);
}

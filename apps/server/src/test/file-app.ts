import { afterAll, beforeAll } from 'vitest';
import { type ApiCall, apiClient, type SignedIn, signIn } from './auth-helpers.ts';
import { createTestApp, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, type TestApp } from './test-app.ts';

/**
 * Stands for an object made later (in a `beforeAll`), so that a test file names it once at its
 * top: every property read goes to the object as it is by then, methods bound to it.
 */
function standIn<T extends object>(made: () => T): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = made();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    has: (_, key) => Reflect.has(made(), key),
  });
}

/**
 * The app a test file shares: built before its first test on a database of its own (the
 * sample operator's with `SEED_DEMO: 'true'` in `env`), with its administrator signed in (unless
 * `signIn: false`), and
 * disposed after its last. `call` asks the API under `prefix` as the administrator, or as
 * nobody with `as: 'nobody'` (each call then names who asks); either way a call may name
 * another member, or `null`, for itself. Hooks the file adds after this run after the app is
 * built.
 */
export function fileApp(
  options: {
    env?: Record<string, string>;
    prefix?: string;
    as?: 'admin' | 'nobody';
    /** False where no administrator is needed, as in sign-in tests that count sessions. */
    signIn?: boolean;
  } = {},
): { app: TestApp; admin: SignedIn; call: ApiCall } {
  let made: { app: TestApp; admin?: SignedIn } | undefined;
  beforeAll(async () => {
    const app = await createTestApp(options.env);
    made = {
      app,
      admin:
        options.signIn === false
          ? undefined
          : await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD),
    };
  });
  afterAll(() => made?.app.dispose());
  const built = () => {
    if (!made) throw new Error('the file’s app is built in beforeAll: use it in a test or hook');
    return made;
  };
  const admin = () => {
    const { admin: signedIn } = built();
    if (!signedIn) throw new Error('this file’s app was built with signIn: false');
    return signedIn;
  };
  return {
    app: standIn(() => built().app),
    admin: standIn(admin),
    call: apiClient(
      { app: () => built().app, as: options.as === 'nobody' ? undefined : admin },
      options.prefix,
    ),
  };
}

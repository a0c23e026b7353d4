import { type AccountDetails, updateAccountDetailsBodySchema } from '@depot/contracts/account';
import {
  type Accessibility,
  accessibilitySchema,
  changeSettingsBodySchema,
  DEFAULT_ACCESSIBILITY,
  DEFAULT_NOTIFICATION_MATRIX,
  type NotificationMatrix,
  type PreferenceDetails,
} from '@depot/contracts/preferences';
import { DEFAULT_THEME_SETTINGS, type ThemeSettings } from '@depot/contracts/theme';
import { type FakeAnswer, fakeApi, ok, type SentRequest } from '@/test/fake-api.ts';
import { referenceRoutes } from '@/test/reference-fixtures.ts';

/** The account details GET /admin/settings/get-accounts-details answers for Asha Rao. */
export function accountDetails(overrides: Partial<AccountDetails> = {}): AccountDetails {
  return {
    profile: {
      employeeId: 'EMP-0001',
      fullName: 'Asha Rao',
      email: 'asha.rao@depot.test',
      phone: '+91 98200 41127',
      designation: 'Operations manager',
      department: null,
      roleName: 'Operations manager',
    },
    organization: {
      name: 'Depot Logistics',
      legalName: 'Depot Logistics Private Limited',
      email: 'accounts@depot.test',
      phone: null,
      taxId: '27AAHCS4821K1Z6',
      country: 'IN',
      state: 'Maharashtra',
      timezone: 'Asia/Kolkata',
      currency: 'INR',
      requireSecondFactor: true,
    },
    canEditOrganization: true,
    ...overrides,
  };
}

type SettingsState = {
  preferences?: ThemeSettings;
  notifications?: NotificationMatrix;
  updatedAt?: string | null;
  accessibility?: Accessibility;
  account?: AccountDetails;
};

type Handler = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Stands in for the settings API, merging what is sent the way the server does, so a screen can
 * be driven through several saves; `answer` swaps one route's answer (a failure, say).
 */
export function settingsServer(initial: SettingsState = {}) {
  let details: PreferenceDetails = {
    preferences: initial.preferences ?? DEFAULT_THEME_SETTINGS,
    notifications: initial.notifications ?? DEFAULT_NOTIFICATION_MATRIX,
    updatedAt: initial.updatedAt ?? null,
  };
  let accessibility = initial.accessibility ?? DEFAULT_ACCESSIBILITY;
  let account = initial.account ?? accountDetails();
  const now = () => new Date().toISOString();

  function changeSettings({ body }: SentRequest) {
    // Parsed with the server's own schema: a body the server would refuse fails the test.
    const sent = changeSettingsBodySchema.parse(body);
    details = {
      preferences: { ...details.preferences, ...sent.preferences },
      notifications: { ...details.notifications, ...sent.notifications },
      updatedAt: now(),
    };
    return ok({ ...details, tableSequence: null });
  }

  const routes: Record<string, Handler> = {
    'GET /admin/settings/get-prefrence-details': () => ok(details),
    'POST /admin/settings/change-settings': changeSettings,
    'GET /admin/settings/get-accessiblity': () => ok(accessibility),
    'POST /admin/settings/update-accessiblity': ({ body }) => {
      accessibility = { ...accessibility, ...accessibilitySchema.partial().parse(body) };
      return ok(accessibility);
    },
    'GET /admin/settings/get-accounts-details': () => ok(account),
    'POST /admin/settings/update-accounts-details': ({ body }) => {
      const sent = updateAccountDetailsBodySchema.parse(body);
      account = {
        ...account,
        profile: { ...account.profile, ...sent.profile },
        organization: { ...account.organization, ...sent.organization },
      };
      return ok(account);
    },
    // The shell's bell asks too; nobody has notifications in these tests.
    'GET /admin/notifications': () => ok({ items: [], unreadCount: 0 }),
    ...referenceRoutes(),
  };
  const server = fakeApi(
    Object.fromEntries(
      Object.keys(routes).map((route) => [
        route,
        (request: SentRequest) => handlerOf(route)(request),
      ]),
    ),
  );

  function handlerOf(route: string): Handler {
    const handler = routes[route];
    if (!handler) throw new Error(`settingsServer has no ${route}`);
    return handler;
  }

  return {
    ...server,
    /** The answer a route gives now, to wrap in a test's own. */
    routeHandler: handlerOf,
    /** Replaces one route's answer (a failure, a slow answer). */
    answer(route: string, handler: Handler) {
      routes[route] = handler;
    },
  };
}

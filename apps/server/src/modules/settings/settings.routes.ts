import { settingsEndpoints } from '@depot/contracts/settings';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { defineModule } from '../../lib/modules.ts';
import { route } from '../../lib/route.ts';
import { type AccountService, createAccountService } from './account.service.ts';
import { createPreferencesService, type PreferencesService } from './preferences.service.ts';

type Deps = { preferences: PreferencesService; accounts: AccountService };

/** The Setting area's calls; the paths, typos included, are the declarations'. */
export function settingsRoutes({ preferences, accounts }: Deps): FastifyPluginAsync {
  return async (app) => {
    route(app, settingsEndpoints.preferenceDetails, (request) =>
      preferences.getPreferenceDetails(actorOf(request)),
    );

    route(app, settingsEndpoints.changeSettings, (request) =>
      preferences.changeSettings(actorOf(request), request.body, request.ip),
    );

    route(app, settingsEndpoints.tableSequence, (request) =>
      preferences.getTableSequence(actorOf(request), request.params.table),
    );

    route(app, settingsEndpoints.accessibility, (request) =>
      preferences.getAccessibility(actorOf(request)),
    );

    route(app, settingsEndpoints.updateAccessibility, (request) =>
      preferences.updateAccessibility(actorOf(request), request.body, request.ip),
    );

    route(app, settingsEndpoints.accountDetails, (request) =>
      accounts.getAccountDetails(actorOf(request)),
    );

    route(app, settingsEndpoints.updateAccountDetails, (request) =>
      accounts.updateAccountDetails(actorOf(request), request.body, request.ip),
    );

    route(app, settingsEndpoints.changeActiveStatus, (request) =>
      accounts.changeActiveStatus(actorOf(request), request.body, request.ip),
    );
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    preferences: PreferencesService;
    accounts: AccountService;
  }
}

export const accountsModule = defineModule({
  name: 'accounts',
  create: ({ db, use }) => createAccountService({ db, team: use('team'), users: use('users') }),
});

/** The signed-in person's own settings: preferences, profile and password. */
export const preferencesModule = defineModule({
  name: 'preferences',
  create: ({ app, db }) => {
    const preferences = createPreferencesService({ db });
    app.decorate('fileLook', preferences.fileLook);
    return preferences;
  },
  routes: (preferences, { use }) => settingsRoutes({ preferences, accounts: use('accounts') }),
});

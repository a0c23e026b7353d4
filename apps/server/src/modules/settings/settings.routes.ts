import { envelope } from '@depot/contracts/common';
import {
  accessibilitySchema,
  accountDetailsSchema,
  changeActiveStatusBodySchema,
  changeActiveStatusResultSchema,
  changeSettingsBodySchema,
  preferenceDetailsSchema,
  tableKeySchema,
  tableSequenceSchema,
  updateAccountDetailsBodySchema,
} from '@depot/contracts/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/access.ts';
import type { AccountService } from './account.service.ts';
import type { PreferencesService } from './preferences.service.ts';

type Deps = { preferences: PreferencesService; accounts: AccountService };

// Own settings are self-service: any signed-in person reads and changes their own. Where a
// call reaches further (the organisation, other people's status) the service checks the role.
const self = { access: 'authenticated' as const };
const tags = ['settings'];
const security = [{ bearer: [] }];

/** SPEC §7's settings calls, at their exact paths (typos included). */
export function settingsRoutes({ preferences, accounts }: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/get-prefrence-details',
      {
        config: self,
        schema: {
          tags,
          security,
          summary: 'Your theme settings and notification choices',
          response: { 200: envelope(preferenceDetailsSchema) },
        },
      },
      async (request) => ({ data: await preferences.getPreferenceDetails(actorOf(request)) }),
    );

    app.post(
      '/change-settings',
      {
        config: self,
        schema: {
          tags,
          security,
          summary: 'Change your preferences, notification choices or one table’s columns',
          body: changeSettingsBodySchema,
          response: {
            200: envelope(
              preferenceDetailsSchema.extend({ tableSequence: tableSequenceSchema.nullable() }),
            ),
          },
        },
      },
      async (request) => ({
        data: await preferences.changeSettings(actorOf(request), request.body, request.ip),
      }),
    );

    app.get(
      '/get-tables-sequence-data/:table',
      {
        config: self,
        schema: {
          tags,
          security,
          summary: 'Your column order and visibility for one table (empty until you change it)',
          params: z.object({ table: tableKeySchema }),
          response: { 200: envelope(tableSequenceSchema) },
        },
      },
      async (request) => ({
        data: await preferences.getTableSequence(actorOf(request), request.params.table),
      }),
    );

    app.get(
      '/get-accessiblity',
      {
        config: self,
        schema: {
          tags,
          security,
          summary: 'Your accessibility settings',
          response: { 200: envelope(accessibilitySchema) },
        },
      },
      async (request) => ({ data: await preferences.getAccessibility(actorOf(request)) }),
    );

    app.post(
      '/update-accessiblity',
      {
        config: self,
        schema: {
          tags,
          security,
          summary: 'Change your accessibility settings',
          body: accessibilitySchema.partial(),
          response: { 200: envelope(accessibilitySchema) },
        },
      },
      async (request) => ({
        data: await preferences.updateAccessibility(actorOf(request), request.body, request.ip),
      }),
    );

    app.get(
      '/get-accounts-details',
      {
        config: self,
        schema: {
          tags,
          security,
          summary: 'Your profile and the organisation',
          response: { 200: envelope(accountDetailsSchema) },
        },
      },
      async (request) => ({ data: await accounts.getAccountDetails(actorOf(request)) }),
    );

    app.post(
      '/update-accounts-details',
      {
        config: self,
        schema: {
          tags,
          security,
          summary: 'Change your profile; the organisation needs settings.edit',
          body: updateAccountDetailsBodySchema,
          response: { 200: envelope(accountDetailsSchema) },
        },
      },
      async (request) => ({
        data: await accounts.updateAccountDetails(actorOf(request), request.body, request.ip),
      }),
    );

    app.post(
      '/change-active-status',
      {
        config: self,
        schema: {
          tags,
          security,
          summary:
            'Activate or deactivate users (users.edit) or team members (teams.edit), answered per id',
          body: changeActiveStatusBodySchema,
          response: { 200: envelope(changeActiveStatusResultSchema) },
        },
      },
      async (request) => ({
        data: await accounts.changeActiveStatus(actorOf(request), request.body, request.ip),
      }),
    );
  };
}

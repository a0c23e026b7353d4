import { z } from 'zod';
import { accountDetailsSchema, updateAccountDetailsBodySchema } from './account.ts';
import { changeActiveStatusBodySchema, changeActiveStatusResultSchema } from './active-status.ts';
import { defineEndpoints } from './endpoint.ts';
import {
  accessibilitySchema,
  changeSettingsBodySchema,
  changeSettingsResultSchema,
  preferenceDetailsSchema,
  tableKeySchema,
  tableSequenceSchema,
} from './preferences.ts';

const self = 'authenticated' as const;

/**
 * The Setting area's calls at their exact paths, typos included. A person's own settings are
 * self-service; where a call reaches further (the organisation, other people's status) the
 * server checks the role.
 */
export const settingsEndpoints = defineEndpoints('settings', {
  preferenceDetails: {
    method: 'GET',
    path: '/admin/settings/get-prefrence-details',
    summary: 'Your theme settings and notification choices',
    access: self,
    response: preferenceDetailsSchema,
    errors: [],
  },
  changeSettings: {
    method: 'POST',
    path: '/admin/settings/change-settings',
    summary: 'Change your preferences, notification choices or one table’s columns',
    access: self,
    body: changeSettingsBodySchema,
    response: changeSettingsResultSchema,
    errors: [],
  },
  tableSequence: {
    method: 'GET',
    path: '/admin/settings/get-tables-sequence-data/:table',
    summary: 'Your column order and visibility for one table (empty until you change it)',
    access: self,
    params: z.object({ table: tableKeySchema }),
    response: tableSequenceSchema,
    errors: [],
  },
  accessibility: {
    method: 'GET',
    path: '/admin/settings/get-accessiblity',
    summary: 'Your accessibility settings',
    access: self,
    response: accessibilitySchema,
    errors: [],
  },
  updateAccessibility: {
    method: 'POST',
    path: '/admin/settings/update-accessiblity',
    summary: 'Change your accessibility settings',
    access: self,
    body: accessibilitySchema.partial(),
    response: accessibilitySchema,
    errors: [],
  },
  accountDetails: {
    method: 'GET',
    path: '/admin/settings/get-accounts-details',
    summary: 'Your profile and the organisation',
    access: self,
    response: accountDetailsSchema,
    errors: ['NOT_FOUND'],
  },
  updateAccountDetails: {
    method: 'POST',
    path: '/admin/settings/update-accounts-details',
    summary: 'Change your profile; the organisation needs settings.edit',
    access: self,
    body: updateAccountDetailsBodySchema,
    response: accountDetailsSchema,
    errors: ['FORBIDDEN', 'NOT_FOUND'],
  },
  changeActiveStatus: {
    method: 'POST',
    path: '/admin/settings/change-active-status',
    summary:
      'Activate or deactivate users (users.edit) or team members (teams.edit), answered per id',
    access: self,
    body: changeActiveStatusBodySchema,
    response: changeActiveStatusResultSchema,
    errors: ['FORBIDDEN', 'MEMBER_ABOVE_YOU'],
  },
});

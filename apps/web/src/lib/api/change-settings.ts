import type { ChangeSettingsBody } from '@depot/contracts/preferences';
import { settingsEndpoints } from '@depot/contracts/settings';
import { callApi } from './api-client.ts';

/**
 * POST /admin/settings/change-settings: the server merges what is sent (preferences,
 * notification choices, one table's columns) into what it holds and answers with the result.
 * Declared here once: the Setting area and every table's column chooser both save through it.
 */
export async function postChangeSettings(body: ChangeSettingsBody) {
  return callApi(settingsEndpoints.changeSettings, { body });
}

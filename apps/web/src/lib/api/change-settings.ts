import {
  type ChangeSettingsBody,
  preferenceDetailsSchema,
  tableSequenceSchema,
} from '@depot/contracts/settings';
import { apiClient, readData } from '../api-client.ts';

const changeSettingsResultSchema = preferenceDetailsSchema.extend({
  tableSequence: tableSequenceSchema.nullable(),
});

/**
 * POST /admin/settings/change-settings: the server merges what is sent (preferences,
 * notification choices, one table's columns) into what it holds and answers with the result.
 * Declared here once: the Setting area and every table's column chooser both save through it.
 */
export async function postChangeSettings(body: ChangeSettingsBody) {
  const response = await apiClient.post<unknown>('/admin/settings/change-settings', body);
  return readData(changeSettingsResultSchema, response);
}

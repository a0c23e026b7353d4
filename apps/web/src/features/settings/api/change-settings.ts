import {
  type ChangeSettingsBody,
  type PreferenceDetails,
  preferenceDetailsSchema,
  tableSequenceSchema,
} from '@depot/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, readData } from '@/lib/api-client.ts';
import { sameThemeSettings } from '@/lib/theme/theme-settings.ts';
import { getThemeSettings, markThemeSettingsSaved } from '@/lib/theme/theme-store.ts';
import { preferenceDetailsKey } from './preference-details-key.ts';

const changeSettingsResultSchema = preferenceDetailsSchema.extend({
  tableSequence: tableSequenceSchema.nullable(),
});

/**
 * POST /admin/settings/change-settings: the server merges what is sent (preferences,
 * notification choices) into what it holds and answers with the whole result.
 */
export async function changeSettings(body: ChangeSettingsBody): Promise<PreferenceDetails> {
  const response = await apiClient.post<unknown>('/admin/settings/change-settings', body);
  const { preferences, notifications, updatedAt } = readData(changeSettingsResultSchema, response);
  return { preferences, notifications, updatedAt };
}

/**
 * Saves preferences or notification choices. One save at a time, in order (a shared scope), so
 * quick successive changes reach the server in the order they were made.
 */
export function useChangeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['settings', 'change-settings'],
    mutationFn: changeSettings,
    scope: { id: 'change-settings' },
    onSuccess: (saved) => {
      queryClient.setQueryData(preferenceDetailsKey, saved);
      // The server now holds what this browser shows, as of its own clock. (When another change
      // was made here meanwhile, that change's own save records it.)
      if (sameThemeSettings(saved.preferences, getThemeSettings())) {
        markThemeSettingsSaved(saved.updatedAt ?? new Date().toISOString());
      }
    },
  });
}

import type { ChangeSettingsBody, PreferenceDetails } from '@depot/contracts/preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postChangeSettings } from '@/lib/api/change-settings.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';
import { sameThemeSettings } from '@/lib/theme/theme-settings.ts';
import { getThemeSettings, markThemeSettingsSaved } from '@/lib/theme/theme-store.ts';

/** change-settings for the Setting area: preferences and notification choices. */
export async function changeSettings(body: ChangeSettingsBody): Promise<PreferenceDetails> {
  const { preferences, notifications, updatedAt } = await postChangeSettings(body);
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
      queryClient.setQueryData(queryKeys.settings.preferenceDetails, saved);
      // The server now holds what this browser shows, as of its own clock. (When another change
      // was made here meanwhile, that change's own save records it.)
      if (sameThemeSettings(saved.preferences, getThemeSettings())) {
        markThemeSettingsSaved(saved.updatedAt ?? new Date().toISOString());
      }
    },
  });
}

import type { PreferenceDetails } from '@depot/contracts/preferences';
import { settingsEndpoints } from '@depot/contracts/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { dataRetryOptions } from '@/lib/api/query-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';
import { isSignedIn } from '@/lib/session/session.ts';
import { getThemeSettings, markThemeSettingsSaved } from '@/lib/theme/theme-store.ts';
import { reconcileThemeSettings } from '@/lib/theme/theme-sync.ts';
import { changeSettings } from './change-settings.ts';

/** GET /admin/settings/get-prefrence-details (the documented spelling): preferences and notification choices. */
export async function getPreferenceDetails(): Promise<PreferenceDetails> {
  return callApi(settingsEndpoints.preferenceDetails);
}

/**
 * Reads the server's copy and brings this browser and the server to the same preferences: the
 * newer copy wins (docs/BEHAVIOUR.md §10: they follow a person to a new browser). Changes made here that
 * never reached the server (a save that failed) are sent now.
 */
export async function syncPreferenceDetails(): Promise<PreferenceDetails> {
  const details = await getPreferenceDetails();
  // Signed out while the answer travelled: sign-out emptied the storage, and it stays empty.
  if (!isSignedIn()) return details;
  if (reconcileThemeSettings(details) !== 'local') return details;
  const saved = await changeSettings({ preferences: getThemeSettings() });
  if (isSignedIn()) markThemeSettingsSaved(saved.updatedAt ?? new Date().toISOString());
  return saved;
}

export function preferenceDetailsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.settings.preferenceDetails,
    queryFn: syncPreferenceDetails,
    // Once per sign-in: after that every change is made here and saved from here.
    staleTime: Number.POSITIVE_INFINITY,
    // It runs behind the screens: a passing failure is tried again, patiently.
    ...dataRetryOptions,
  });
}

export function usePreferenceDetails() {
  return useQuery(preferenceDetailsQueryOptions());
}

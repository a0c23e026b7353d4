import type { Accessibility } from '@depot/contracts/preferences';
import { settingsEndpoints } from '@depot/contracts/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';
import { isSignedIn } from '@/lib/session/session.ts';
import { updateAccessibility } from '@/lib/theme/accessibility-store.ts';

/** GET /admin/settings/get-accessiblity (the documented spelling): the person's accessibility settings. */
export async function getAccessibilitySettings(): Promise<Accessibility> {
  return callApi(settingsEndpoints.accessibility);
}

/** The server's settings are the person's; this browser's copy is only there to start fast. */
async function syncAccessibilitySettings(): Promise<Accessibility> {
  const accessibility = await getAccessibilitySettings();
  if (isSignedIn()) updateAccessibility(accessibility);
  return accessibility;
}

export function accessibilityQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.settings.accessibility,
    queryFn: syncAccessibilitySettings,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAccessibilitySettings() {
  return useQuery(accessibilityQueryOptions());
}

import type { Accessibility } from '@depot/contracts/preferences';
import { settingsEndpoints } from '@depot/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { getAccessibility, updateAccessibility } from '@/lib/theme/accessibility-store.ts';
import { accessibilityQueryOptions } from './get-accessibility.ts';

/** POST /admin/settings/update-accessiblity (the documented spelling): send what changed, get the whole. */
export async function updateAccessibilitySettings(
  patch: Partial<Accessibility>,
): Promise<Accessibility> {
  return callApi(settingsEndpoints.updateAccessibility, { body: patch });
}

/** Applies the change across the app at once, then saves it; a refused save is undone. */
export function useUpdateAccessibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['settings', 'update-accessibility'],
    mutationFn: updateAccessibilitySettings,
    scope: { id: 'update-accessibility' },
    onMutate: (patch) => {
      const previous = getAccessibility();
      updateAccessibility(patch);
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context) updateAccessibility(context.previous);
    },
    onSuccess: (saved) => {
      updateAccessibility(saved);
      queryClient.setQueryData(accessibilityQueryOptions().queryKey, saved);
    },
  });
}

import type { ChangeActiveStatusBody } from '@depot/contracts/active-status';
import { settingsEndpoints } from '@depot/contracts/settings';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi } from './api-client.ts';

// docs/BEHAVIOUR.md §10: every status toggle and bulk activate/deactivate, of users and team members alike,
// goes through this one call, so it is shared rather than owned by one feature.

/** POST /admin/settings/change-active-status: answers with an outcome per id. */
export async function changeActiveStatus(body: ChangeActiveStatusBody) {
  return (await callApi(settingsEndpoints.changeActiveStatus, { body })).results;
}

export function changeActiveStatusMutationOptions() {
  return mutationOptions({
    mutationKey: ['settings', 'change-active-status'],
    mutationFn: changeActiveStatus,
  });
}

/** `onChanged` runs after any answer, so the caller refreshes the records it shows. */
export function useChangeActiveStatus(onChanged: () => Promise<void>) {
  return useMutation({ ...changeActiveStatusMutationOptions(), onSettled: onChanged });
}

import type { AccountDetails, updateAccountDetailsBodySchema } from '@depot/contracts/account';
import { settingsEndpoints } from '@depot/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi, renewSessionClaims } from '@/lib/api/api-client.ts';
import { accountDetailsQueryOptions } from './get-account-details.ts';

/** What the forms send: the server trims, turns blanks into nulls and checks the GSTIN. */
export type UpdateAccountDetailsInput = z.input<typeof updateAccountDetailsBodySchema>;

/**
 * POST /admin/settings/update-accounts-details: the profile, the organisation (settings.edit,
 * 403 otherwise) or both; answers with both as saved.
 */
export async function updateAccountDetails(
  body: UpdateAccountDetailsInput,
): Promise<AccountDetails> {
  return callApi(settingsEndpoints.updateAccountDetails, { body });
}

export function useUpdateAccountDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['settings', 'update-account-details'],
    mutationFn: updateAccountDetails,
    onSuccess: async (saved) => {
      const before = queryClient.getQueryData(accountDetailsQueryOptions().queryKey);
      queryClient.setQueryData(accountDetailsQueryOptions().queryKey, saved);
      // The header greets by the access token's fullName claim: renew it when the name changed.
      if (
        before?.profile.fullName !== saved.profile.fullName ||
        before?.organization.name !== saved.organization.name
      ) {
        await renewSessionClaims();
      }
    },
  });
}

import { type UserImportBody, userImportEndpoints } from '@depot/contracts/user-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMPORT_TIMEOUT_MS } from '@/components/import/read-import-file.ts';
import { callApi, describeApiError } from '@/lib/api/api-client.ts';
import { invalidateAreas } from '@/lib/api/query-keys.ts';

/**
 * POST /admin/users/import: a dry run answers the problems; an import writes nothing while the
 * file has one, and is written in batches otherwise, so a change made meanwhile may stop it
 * part-way (USER_IMPORT_INCOMPLETE) with the first batches in.
 */
export function useImportUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'import'],
    mutationFn: ({
      body,
      onUploadProgress,
    }: {
      body: UserImportBody;
      onUploadProgress: (share: number) => void;
    }) =>
      callApi(userImportEndpoints.import, { body, onUploadProgress, timeoutMs: IMPORT_TIMEOUT_MS }),
    onSuccess: (result) =>
      result.created > 0
        ? invalidateAreas(queryClient, 'users', 'packages', 'audit', 'transactions')
        : undefined,
    onError: (error) =>
      describeApiError(error).code === 'USER_IMPORT_INCOMPLETE'
        ? invalidateAreas(queryClient, 'users', 'packages', 'audit', 'transactions')
        : undefined,
  });
}

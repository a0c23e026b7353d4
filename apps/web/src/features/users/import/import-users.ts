import { type UserImportBody, userImportEndpoints } from '@depot/contracts/user-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, describeApiError } from '@/lib/api/api-client.ts';
import { invalidateAreas } from '@/lib/api/query-keys.ts';

// Ten thousand rows are checked and written in well under a minute; the limit leaves room for a slow link.
const IMPORT_TIMEOUT_MS = 5 * 60 * 1000;

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

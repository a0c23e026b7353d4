import {
  authEndpoints,
  resetTokenCheckBodySchema,
  type resetTokenCheckSchema,
} from '@depot/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '@/lib/api/api-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';

export type ResetTokenCheck = z.infer<typeof resetTokenCheckSchema>;

/** POST /auth/reset-password/check: whose link it is and whether it can still be used. */
export async function checkResetToken(token: string): Promise<ResetTokenCheck> {
  return callApi(authEndpoints.checkResetToken, { body: { token } });
}

/** Whether a token has the shape the server accepts; a mangled link needs no round trip. */
export function isWellFormedResetToken(token: string): boolean {
  return resetTokenCheckBodySchema.safeParse({ token }).success;
}

export function resetTokenCheckQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.auth.resetTokenCheck(token),
    queryFn: () => checkResetToken(token),
    enabled: isWellFormedResetToken(token),
    // The server's verdict on a link does not change by asking again; the screen offers a
    // retry when the server could not be reached.
    retry: false,
  });
}

export function useResetTokenCheck(token: string) {
  return useQuery(resetTokenCheckQueryOptions(token));
}

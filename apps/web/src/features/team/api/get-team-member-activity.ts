import { listResult } from '@depot/contracts/common';
import { auditEntrySchema } from '@depot/contracts/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, readData } from '@/lib/api-client.ts';
import { retryUnlessRefused } from '@/lib/query-retry.ts';
import { teamMemberQueryOptions } from './get-team-member.ts';

/** GET /admin/team/{employeeId}/activity: what this member changed, newest 50 first. */
export async function getTeamMemberActivity(employeeId: string) {
  const response = await apiClient.get<unknown>(
    `/admin/team/${encodeURIComponent(employeeId)}/activity`,
  );
  return readData(listResult(auditEntrySchema), response);
}

export function teamMemberActivityQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: [...teamMemberQueryOptions(employeeId).queryKey, 'activity'],
    queryFn: () => getTeamMemberActivity(employeeId),
    retry: retryUnlessRefused,
  });
}

export function useTeamMemberActivity(employeeId: string) {
  return useQuery(teamMemberActivityQueryOptions(employeeId));
}

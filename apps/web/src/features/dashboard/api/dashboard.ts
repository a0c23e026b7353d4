import { type AnalyticalQuery, dashboardEndpoints } from '@depot/contracts/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';

// The dashboard only reads, and nothing else invalidates its figures (they are summaries the
// server keeps), so its keys live here rather than in the shared factory.
const keys = {
  business: ['dashboard', 'business'] as const,
  analytical: (query: AnalyticalQuery) => ['dashboard', 'analytical', query] as const,
};

/** GET /admin/dashboard/business: where the operation stands today. */
export const businessDashboardQueryOptions = queryOptions({
  queryKey: keys.business,
  queryFn: () => callApi(dashboardEndpoints.business),
});

export function useBusinessDashboard(enabled: boolean) {
  return useQuery({ ...businessDashboardQueryOptions, enabled });
}

/**
 * GET /admin/dashboard/analytical over a range and step. The previous range's charts stay up
 * while the next one loads, so changing the step does not blank the page.
 */
export function analyticalDashboardQueryOptions(query: AnalyticalQuery) {
  return queryOptions({
    queryKey: keys.analytical(query),
    queryFn: () => callApi(dashboardEndpoints.analytical, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useAnalyticalDashboard(query: AnalyticalQuery, enabled: boolean) {
  return useQuery({ ...analyticalDashboardQueryOptions(query), enabled });
}

import { Alert } from 'antd';
import { useEffect } from 'react';
import { QueryStatus } from '@/components/query-status.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import type { ScreenPrefetch } from '@/lib/screen/screen-prefetch.ts';
import { searchStateFrom } from '@/lib/screen/use-search-state.ts';
import { can } from '@/lib/session/permissions.ts';
import { getSessionSnapshot } from '@/lib/session/session-store.ts';
import { useCan } from '@/lib/session/use-can.ts';
import {
  getWorkspaceArea,
  useWorkspaceArea,
  WORKSPACE_AREA_LABELS,
} from '@/lib/session/workspace-area.ts';
import {
  analyticalDashboardQueryOptions,
  businessDashboardQueryOptions,
  useBusinessDashboard,
} from '../api/dashboard.ts';
import { analyticalSearchSchema } from '../components/analytical-search.ts';
import { AnalyticalView } from '../components/analytical-view.tsx';
import { BusinessSkeleton, BusinessView } from '../components/business-view.tsx';
import { loadChartJs } from '../components/chart.tsx';
import { dashboardHeadings } from '../screens.ts';
import '@/components/panel.css';
import '../components/dashboard.css';

function Business({ allowed }: { allowed: boolean }) {
  const query = useBusinessDashboard(allowed);
  if (query.data) return <BusinessView data={query.data} />;
  if (query.error) return <QueryStatus loadingLabel="Loading the business figures" query={query} />;
  return allowed ? <BusinessSkeleton /> : null;
}

/**
 * The figures of the area this browser shows, asked before the first render (see
 * screen-prefetch.ts), for someone whose role includes them.
 */
export const prefetchDashboard: ScreenPrefetch = (url, client) => {
  if (!can(getSessionSnapshot().permissions, 'dashboard', 'view')) return;
  // prefetchQuery never throws: a failure is the screen's to show, its own query asking again.
  if (getWorkspaceArea() === 'business') void client.prefetchQuery(businessDashboardQueryOptions);
  else {
    const range = searchStateFrom(analyticalSearchSchema, url.searchParams);
    void client.prefetchQuery(analyticalDashboardQueryOptions(range));
  }
};

/**
 * /dashboard: the view of the area chosen with the header's Business / Analytical switch.
 * Everyone signed in may open the screen; the figures need dashboard view.
 */
export function DashboardRoute() {
  const area = useWorkspaceArea();
  const can = useCan();
  const allowed = can('dashboard', 'view');
  const label = WORKSPACE_AREA_LABELS[area];
  // Once the screen has painted, the charts' code comes while its figures are on their way
  // rather than after them. A failure is told when a chart is drawn.
  useEffect(() => {
    if (allowed) loadChartJs().catch(() => undefined);
  }, [allowed]);

  return (
    <>
      <ScreenHeader {...dashboardHeadings[area]} />
      <section className="dashboard" aria-labelledby="dashboard-view">
        <h2 id="dashboard-view" className="dashboard-view-heading">
          {label} view
        </h2>
        {!allowed && (
          <Alert
            type="info"
            showIcon
            title="Your role does not include the dashboard’s figures."
            description="Ask an administrator for dashboard access."
          />
        )}
        {area === 'business' ? (
          <Business allowed={allowed} />
        ) : (
          <AnalyticalView allowed={allowed} />
        )}
      </section>
    </>
  );
}

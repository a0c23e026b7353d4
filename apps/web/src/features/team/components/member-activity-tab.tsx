import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/page-spinner.tsx';

// The activity table, with the audit log's words for every kind of record, loads when its tab is
// opened: the profile and role tabs, which the member's screens open on, do without it, and so
// the edit screen stays within the download budget as areas add their records' words.
const MemberActivity = lazy(() =>
  import('./member-activity.tsx').then((module) => ({ default: module.MemberActivity })),
);

/** The member's Activity tab: what they did, newest first, loaded once opened. */
export function MemberActivityTab({ employeeId }: { employeeId: string }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <MemberActivity employeeId={employeeId} />
    </Suspense>
  );
}

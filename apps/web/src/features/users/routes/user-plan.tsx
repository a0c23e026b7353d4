import { ScreenHeader } from '@/components/screen-header.tsx';
import { useRequiredParam } from '@/lib/screen/route-params.ts';

export function UserPlanRoute() {
  const userId = useRequiredParam('userId');
  return (
    <ScreenHeader
      title={`Plan of user ${userId}`}
      description="Current package, billing period, usage against the package's limits and plan history."
    />
  );
}

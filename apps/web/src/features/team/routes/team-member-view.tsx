import { ScreenHeader } from '@/components/screen-header.tsx';
import { entityTitle } from '@/lib/entity-title.ts';
import { useOptionalParam, useRequiredParam } from '@/lib/route-params.ts';

export function TeamMemberViewRoute() {
  const employeeId = useRequiredParam('employeeId');
  const section = useOptionalParam('section');
  return (
    <ScreenHeader
      title={entityTitle('Team member', employeeId, section)}
      description="Profile, role and permissions, and activity of a team member."
    />
  );
}

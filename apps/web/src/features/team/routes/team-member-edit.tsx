import { ScreenHeader } from '@/components/screen-header.tsx';
import { entityTitle } from '@/lib/entity-title.ts';
import { useOptionalParam, useRequiredParam } from '@/lib/route-params.ts';

export function TeamMemberEditRoute() {
  const employeeId = useRequiredParam('employeeId');
  const section = useOptionalParam('section');
  return (
    <ScreenHeader
      title={entityTitle('Edit team member', employeeId, section)}
      description="Change a team member's profile, role or status."
    />
  );
}

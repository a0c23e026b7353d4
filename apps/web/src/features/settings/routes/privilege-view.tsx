import { ScreenHeader } from '@/components/screen-header.tsx';
import { useRequiredParam } from '@/lib/route-params.ts';

export function PrivilegeViewRoute() {
  const role = useRequiredParam('role');
  return (
    <ScreenHeader
      title={`Role ${role}`}
      description="The permissions this role grants, resource by resource."
    />
  );
}

import { ScreenHeader } from '@/components/screen-header.tsx';
import { useRequiredParam } from '@/lib/route-params.ts';

export function PrivilegeEditRoute() {
  const role = useRequiredParam('role');
  return (
    <ScreenHeader
      title={`Edit role ${role}`}
      description="Change the role's name, description and permissions."
    />
  );
}

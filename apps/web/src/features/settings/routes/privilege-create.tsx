import { ScreenHeader } from '@/components/screen-header.tsx';

export function PrivilegeCreateRoute() {
  return (
    <ScreenHeader
      title="New role"
      description="Name a role and choose its permissions, resource by resource."
    />
  );
}

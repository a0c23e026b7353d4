import { ScreenHeader } from '@/components/screen-header.tsx';

export function PrivilegesRoute() {
  return (
    <ScreenHeader
      title="Privileges"
      description="Roles, and what each may view, add, edit, delete, export and approve."
    />
  );
}

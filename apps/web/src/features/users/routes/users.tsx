import { ScreenHeader } from '@/components/screen-header.tsx';

export function UsersRoute() {
  return <ScreenHeader title="Users" description="Client businesses subscribed to the platform" />;
}

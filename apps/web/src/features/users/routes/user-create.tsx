import { ScreenHeader } from '@/components/screen-header.tsx';

export function UserCreateRoute() {
  return (
    <ScreenHeader
      title="New user"
      description="Add a client business: its contact, address, tax details and plan."
    />
  );
}

import { ScreenHeader } from '@/components/screen-header.tsx';

export function TeamMemberCreateRoute() {
  return (
    <ScreenHeader
      title="New team member"
      description="Invite a staff member by email and give them a role."
    />
  );
}

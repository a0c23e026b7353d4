import { ScreenHeader } from '@/components/screen-header.tsx';

export function TeamRoute() {
  return (
    <ScreenHeader title="Team" description="Staff who operate the console, each with a role." />
  );
}

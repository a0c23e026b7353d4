import { ScreenHeader } from '@/components/screen-header.tsx';

export function PackagesRoute() {
  return (
    <ScreenHeader
      title="Packages"
      description="Pricing plans users subscribe to, and the delivery zones they rate."
    />
  );
}

import { ScreenHeader } from '@/components/screen-header.tsx';
import { useRequiredParam } from '@/lib/screen/route-params.ts';

export function PackageViewRoute() {
  const packageId = useRequiredParam('packageId');
  return (
    <ScreenHeader
      title={`Package ${packageId}`}
      description="Price, billing cycle, limits, features and per-zone rates of a package."
    />
  );
}

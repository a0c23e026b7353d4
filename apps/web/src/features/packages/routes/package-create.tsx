import { ScreenHeader } from '@/components/screen-header.tsx';

export function PackageCreateRoute() {
  return (
    <ScreenHeader
      title="New package"
      description="Define a pricing plan: price, billing cycle, limits, features and per-zone rates."
    />
  );
}

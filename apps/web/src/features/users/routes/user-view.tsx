import { ScreenHeader } from '@/components/screen-header.tsx';
import { entityTitle } from '@/lib/format/entity-title.ts';
import { useOptionalParam, useRequiredParam } from '@/lib/screen/route-params.ts';

export function UserViewRoute() {
  const userId = useRequiredParam('userId');
  const section = useOptionalParam('section');
  return (
    <ScreenHeader
      title={entityTitle('User', userId, section)}
      description="Profile, address, plan and activity of a client business."
    />
  );
}

import { ScreenHeader } from '@/components/screen-header.tsx';
import { entityTitle } from '@/lib/format/entity-title.ts';
import { useOptionalParam, useRequiredParam } from '@/lib/screen/route-params.ts';

export function UserEditRoute() {
  const userId = useRequiredParam('userId');
  const section = useOptionalParam('section');
  return (
    <ScreenHeader
      title={entityTitle('Edit user', userId, section)}
      description="Change a client business's profile, address or plan."
    />
  );
}

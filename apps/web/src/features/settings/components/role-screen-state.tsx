import type { Role } from '@depot/contracts/roles';
import type { ReactNode } from 'react';
import { NotFoundResult } from '@/components/not-found-result.tsx';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { paths } from '@/config/paths.ts';
import { isNotFound } from '@/lib/api/is-not-found.ts';
import { useRole } from '@/lib/api/roles.ts';
import { useRequiredParam } from '@/lib/screen/route-params.ts';

// The server takes a role key of at most 60 characters; a longer one cannot name a role.
const MAX_ROLE_PARAM_LENGTH = 60;

/** Loads the role named by /setting/privileges/{role}/…; an unknown one shows not found. */
export function RoleScreenState({ children }: { children: (role: Role) => ReactNode }) {
  const key = useRequiredParam('role');
  const isPossible = key.length <= MAX_ROLE_PARAM_LENGTH;
  const role = useRole(isPossible ? key : undefined);
  if (!isPossible || isNotFound(role.error)) {
    return (
      <NotFoundResult
        title="Role not found"
        description={`There is no role "${key}".`}
        back={{ to: paths.settings.privileges.list, label: 'Back to privileges' }}
      />
    );
  }
  if (role.isError) return <RequestError error={role.error} />;
  if (!role.data) return <PageSpinner />;
  return children(role.data);
}

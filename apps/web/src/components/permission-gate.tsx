import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { canAny, type PermissionRequirement } from '@/lib/session/permissions.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { AccessDeniedResult } from './access-denied-result.tsx';

type PermissionGateProps = {
  /** The screen opens when any one of these is granted. */
  anyOf: readonly PermissionRequirement[];
  /** What to guard; the nested routes when used as a route element. */
  children?: ReactNode;
};

/**
 * A route's permission check in the browser: the 403 result instead of a screen the person's
 * permissions token does not open. It follows the token as a refresh changes it. The server
 * refuses the calls anyway; this spares the person a screen of errors.
 */
export function PermissionGate({ anyOf, children }: PermissionGateProps) {
  const { permissions } = useSession();
  if (!canAny(permissions, anyOf)) return <AccessDeniedResult />;
  return children ?? <Outlet />;
}

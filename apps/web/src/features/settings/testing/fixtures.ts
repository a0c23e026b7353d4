import { COOKIE_ACCESS_TOKEN, COOKIE_PERMISSIONS_TOKEN } from '@depot/contracts/constants';
import { allPermissions, type Permissions } from '@depot/contracts/permissions';
import { emptyPermissionMatrix, type Role, type RoleSummary } from '@depot/contracts/roles';
import Cookies from 'js-cookie';
import { testClaims, unsignedJwt } from '@/test/jwt.ts';

/** Signs the test in as Asha Rao with exactly these permissions. */
export function signInWith(permissions: Permissions): void {
  Cookies.set(COOKIE_ACCESS_TOKEN, unsignedJwt(testClaims), { path: '/' });
  Cookies.set(COOKIE_PERMISSIONS_TOKEN, unsignedJwt({ ...permissions }), { path: '/' });
}

/** A role with its matrix as GET /admin/roles/{key} answers it. */
export function role(overrides: Partial<Role> = {}): Role {
  return {
    key: 'packer',
    name: 'Packer',
    description: 'Packs and dispatches orders',
    memberCount: 0,
    isBuiltIn: false,
    updatedAt: '2026-03-01T06:30:00.000Z',
    canChange: true,
    permissions: emptyPermissionMatrix(),
    ...overrides,
  };
}

/** The built-in role, holding everything. */
export function superAdmin(): Role {
  return role({
    key: 'super-admin',
    name: 'Super admin',
    description: 'Everything, always',
    memberCount: 1,
    isBuiltIn: true,
    permissions: allPermissions(),
  });
}

/** The list's shape of a role. */
export function summaryOf({ permissions: _permissions, ...summary }: Role): RoleSummary {
  return summary;
}

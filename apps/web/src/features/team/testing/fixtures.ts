import type { AuditEntry } from '@depot/contracts/audit';
import { COOKIE_ACCESS_TOKEN, COOKIE_PERMISSIONS_TOKEN } from '@depot/contracts/constants';
import type { Permissions } from '@depot/contracts/permissions';
import type { TeamMember } from '@depot/contracts/team';
import Cookies from 'js-cookie';
import { testClaims, unsignedJwt } from '@/test/jwt.ts';

/** Signs the test in as Asha Rao with exactly these permissions. */
export function signInWith(permissions: Permissions): void {
  Cookies.set(COOKIE_ACCESS_TOKEN, unsignedJwt(testClaims), { path: '/' });
  Cookies.set(COOKIE_PERMISSIONS_TOKEN, unsignedJwt({ ...permissions }), { path: '/' });
}

/** A team member as the server answers it. */
export function teamMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    employeeId: 'EMP-0002',
    fullName: 'Ravi Kumar',
    email: 'ravi.kumar@depot.test',
    phone: '+91 98200 41127',
    role: { key: 'warehouse-lead', name: 'Warehouse lead' },
    designation: 'Shift lead',
    department: 'Operations',
    status: 'active',
    invitationPending: false,
    joinedAt: '2026-01-05T04:30:00.000Z',
    lastSignInAt: '2026-04-12T04:00:00.000Z',
    canChange: true,
    ...overrides,
  };
}

/** One page of the Team list. */
export function teamPage(items: TeamMember[], page = 1, pageSize = 20) {
  return { items, total: items.length, page, pageSize };
}

/** An audit entry as History and the audit log show it. */
export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    at: '2026-04-12T04:00:00.000Z',
    action: 'update',
    entity: 'team-member',
    entityId: 'EMP-0002',
    actor: { employeeId: 'EMP-0001', fullName: 'Asha Rao' },
    before: null,
    after: null,
    ip: '10.0.0.7',
    ...overrides,
  };
}

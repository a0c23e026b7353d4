import type { AuditEntry } from '@depot/contracts/audit';
import type { TeamMember } from '@depot/contracts/team';

export { signInWith } from '@/test/auth-fixtures.ts';

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

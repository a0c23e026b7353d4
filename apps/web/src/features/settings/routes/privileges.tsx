import { Tabs } from 'antd';
import { z } from 'zod';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { useCan } from '@/lib/use-can.ts';
import { useSearchState } from '@/lib/use-search-state.ts';
import { AuditLog } from '../components/audit-log.tsx';
import { RolesTable } from '../components/roles-table.tsx';

const privilegesSearchSchema = z.object({ tab: z.enum(['roles', 'audit']).catch('roles') });

/**
 * /setting/privileges: the roles, and (for those with settings.view) the audit log of every
 * change, as a second tab; SPEC's routes are fixed, so the log has no path of its own.
 */
export function PrivilegesRoute() {
  const [search, setSearch] = useSearchState(privilegesSearchSchema);
  const can = useCan();
  const canSeeAudit = can('settings', 'view');
  const tab = canSeeAudit ? search.tab : 'roles';

  return (
    <>
      <ScreenHeader
        title="Privileges"
        description="Roles, and what each may view, add, edit, delete, export and approve."
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch({ tab: key === 'audit' ? 'audit' : 'roles' })}
        items={[
          { key: 'roles', label: 'Roles', children: <RolesTable /> },
          ...(canSeeAudit ? [{ key: 'audit', label: 'Audit log', children: <AuditLog /> }] : []),
        ]}
      />
    </>
  );
}

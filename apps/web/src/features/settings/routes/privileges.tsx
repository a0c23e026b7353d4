import { Flex } from 'antd';
import { lazy, Suspense } from 'react';
import { z } from 'zod';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { Tabs } from '@/components/tabs/tabs.tsx';
import { useSearchState } from '@/lib/screen/use-search-state.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { RolesTable } from '../components/roles-table.tsx';
import { SettingsNav } from '../components/settings-nav.tsx';

// The log's filters (day pickers, a form) load when its tab is first opened: most visits to
// Privileges are about roles, and the list of roles opens without them.
const AuditLog = lazy(() =>
  import('../components/audit-log.tsx').then((module) => ({ default: module.AuditLog })),
);

const privilegesSearchSchema = z.object({ tab: z.enum(['roles', 'audit']).catch('roles') });

/**
 * /setting/privileges: the roles (roles.view), and the audit log of every change
 * (settings.view, as the server rules), as a second tab; the documented routes are fixed, so the log
 * has no path of its own. Someone with only one of the two sees only that tab.
 */
export function PrivilegesRoute() {
  const [search, setSearch] = useSearchState(privilegesSearchSchema);
  const can = useCan();
  const canSeeRoles = can('roles', 'view');
  const canSeeAudit = can('settings', 'view');
  const tab = !canSeeRoles ? 'audit' : canSeeAudit ? search.tab : 'roles';

  return (
    <Flex vertical gap={24}>
      <SettingsNav />
      <ScreenHeader
        title="Privileges"
        description={
          canSeeRoles
            ? 'Roles, and what each may view, add, edit, delete, export and approve.'
            : 'Every change made in the console: who, what and when.'
        }
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch({ tab: key === 'audit' ? 'audit' : 'roles' })}
        items={[
          ...(canSeeRoles ? [{ key: 'roles', label: 'Roles', children: <RolesTable /> }] : []),
          ...(canSeeAudit
            ? [
                {
                  key: 'audit',
                  label: 'Audit log',
                  children: (
                    <Suspense fallback={<PageSpinner />}>
                      <AuditLog />
                    </Suspense>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Flex>
  );
}

import { teamArea } from '@depot/contracts/team';
import { BulkStatus } from '@/components/bulk-status.tsx';
import { FilterSelect } from '@/components/list/filter-select.tsx';
import { ListScreen } from '@/components/list/list-screen.tsx';
import { useListScreen } from '@/components/list/use-list-screen.ts';
import { StandardAction } from '@/components/standard-action.tsx';
import { paths } from '@/config/paths.ts';
import { statusOptionsOf } from '@/lib/format/status-options.ts';
import { listPrefetch } from '@/lib/screen/screen-prefetch.ts';
import { useChangeMemberStatus } from '../api/change-member-status.ts';
import { useRoleOptions } from '../api/get-role-options.ts';
import { teamMembersQueryOptions } from '../api/get-team-members.ts';
import { TEAM_TABLE_KEY, teamColumns } from '../components/team-columns.tsx';
import { teamListSearchSchema } from '../components/team-list-search.ts';
import { teamHeadings } from '../screens.ts';

const statusOptions = statusOptionsOf(teamArea.statuses);

/** The page of rows the URL asks for, asked before the first render (see screen-prefetch.ts). */
export const prefetchTeam = listPrefetch(teamListSearchSchema, teamMembersQueryOptions);

/** /team: the staff who operate the console, searched, filtered and sorted from the URL. */
export function TeamRoute() {
  const roles = useRoleOptions();
  const status = useChangeMemberStatus();
  const list = useListScreen({
    area: teamArea,
    schema: teamListSearchSchema,
    query: teamMembersQueryOptions,
    label: 'the team list',
    table: { key: TEAM_TABLE_KEY, columns: teamColumns },
  });

  return (
    <ListScreen
      list={list}
      heading={teamHeadings.team}
      search={{ label: 'Search the team', placeholder: 'Name, email or employee id' }}
      filters={
        <>
          <FilterSelect
            label="Filter by role"
            allLabel="All roles"
            unavailable={roles.isError ? 'Roles unavailable' : undefined}
            options={roles.data?.map((role) => ({ value: role.key, label: role.name }))}
            {...list.filterProps('role')}
          />
          <FilterSelect
            label="Filter by status"
            allLabel="All statuses"
            options={statusOptions}
            {...list.filterProps('status')}
          />
        </>
      }
      actions={{ create: { label: 'New member', to: paths.team.create } }}
      bulk={{
        rowLabel: (member) => `Select ${member.fullName}`,
        // Members above the person cannot be switched on or off by them.
        canSelect: (member) => member.canChange,
        actions: (selection) => (
          <BulkStatus
            {...selection}
            changeStatus={status.changeStatus}
            isPending={status.isPending}
            error={status.error}
            deactivateConsequence="They are signed out at once and cannot sign in until activated again."
          />
        ),
      }}
      table={{
        label: 'Team members',
        rowKey: (member) => member.employeeId,
        empty: 'No team member matches.',
        rowActions: (member) => (
          <>
            <StandardAction
              action="view"
              size="small"
              subject={member.fullName}
              to={paths.team.view(member.employeeId)}
            />
            {list.can('edit') && member.canChange && (
              <StandardAction
                action="edit"
                size="small"
                subject={member.fullName}
                to={paths.team.edit(member.employeeId)}
              />
            )}
          </>
        ),
      }}
    />
  );
}

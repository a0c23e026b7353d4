import { useState } from 'react';
import { ColumnChooser } from '@/components/column-chooser.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { paths } from '@/config/paths.ts';
import { screenHeadings } from '@/config/screen-headings.ts';
import { listPrefetch } from '@/lib/screen/screen-prefetch.ts';
import { useSearchState } from '@/lib/screen/use-search-state.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { teamMembersQueryOptions, useTeamMembers } from '../api/get-team-members.ts';
import { MemberBulkStatus } from '../components/bulk-status.tsx';
import { TEAM_TABLE_KEY, teamColumns } from '../components/team-columns.tsx';
import { teamListSearchSchema } from '../components/team-list-search.ts';
import { TeamTable } from '../components/team-table.tsx';
import { TeamToolbar } from '../components/team-toolbar.tsx';

/** The page of rows the URL asks for, asked before the first render (see screen-prefetch.ts). */
export const prefetchTeam = listPrefetch(teamListSearchSchema, teamMembersQueryOptions);

/** /team: the staff who operate the console, searched, filtered and sorted from the URL. */
export function TeamRoute() {
  const [search, setSearch] = useSearchState(teamListSearchSchema);
  const members = useTeamMembers(search);
  const can = useCan();
  const canEdit = can('teams', 'edit');
  const [selectedIds, setSelectedIds] = useState<string[]>([]);

  return (
    <>
      <ScreenHeader {...screenHeadings.team} />
      <TeamToolbar
        search={search}
        onSearchChange={setSearch}
        actions={
          <>
            <StandardAction
              action="refresh"
              loading={members.isFetching && !members.isPending}
              onClick={() => members.refetch()}
            />
            <ColumnChooser
              tableKey={TEAM_TABLE_KEY}
              tableLabel="the team list"
              columns={teamColumns}
            />
            {can('teams', 'add') && (
              <StandardAction
                action="new"
                label="New member"
                type="primary"
                to={paths.team.create}
              />
            )}
          </>
        }
      />
      {canEdit && <MemberBulkStatus selectedIds={selectedIds} onDone={() => setSelectedIds([])} />}
      <RequestError error={members.error} />
      <TeamTable
        search={search}
        onSearchChange={setSearch}
        data={members.data}
        isLoading={members.isPending && members.fetchStatus !== 'idle'}
        canEdit={canEdit}
        selectedIds={selectedIds}
        onSelect={setSelectedIds}
      />
    </>
  );
}

import type { TeamMember } from '@depot/contracts/team';
import { Flex } from 'antd';
import { DataTable } from '@/components/list/data-table.tsx';
import { urlListProps } from '@/components/list/url-list-props.ts';
import { StandardAction } from '@/components/standard-action.tsx';
import { type ChoosableColumn, useArrangedColumns } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { countOf } from '@/lib/format/format.ts';
import { TEAM_TABLE_KEY, teamColumns } from './team-columns.tsx';
import type { TeamListSearch } from './team-list-search.ts';

type TeamTableProps = {
  search: TeamListSearch;
  onSearchChange: (patch: Partial<TeamListSearch>) => void;
  data: { items: TeamMember[]; total: number; totalIsEstimate?: boolean } | undefined;
  isLoading: boolean;
  canEdit: boolean;
  selectedIds: string[];
  onSelect: (employeeIds: string[]) => void;
};

/** The Team list: paged, sorted and selected through the server and the URL. */
export function TeamTable(props: TeamTableProps) {
  const { search, onSearchChange, data, isLoading, canEdit, selectedIds, onSelect } = props;
  const columns = useArrangedColumns(TEAM_TABLE_KEY, teamColumns);
  const actionsColumn: ChoosableColumn<TeamMember> = {
    key: 'actions',
    title: 'Actions',
    render: (member) => (
      <Flex gap={4}>
        <StandardAction
          action="view"
          size="small"
          subject={member.fullName}
          to={paths.team.view(member.employeeId)}
        />
        {canEdit && member.canChange && (
          <StandardAction
            action="edit"
            size="small"
            subject={member.fullName}
            to={paths.team.edit(member.employeeId)}
          />
        )}
      </Flex>
    ),
  };

  return (
    <DataTable<TeamMember>
      label="Team members"
      rowKey={(member) => member.employeeId}
      columns={[...columns, actionsColumn]}
      rows={data?.items}
      loading={isLoading}
      empty="No team member matches."
      selection={
        canEdit
          ? {
              selected: selectedIds,
              onChange: onSelect,
              rowLabel: (member) => `Select ${member.fullName}`,
              // Members above the person cannot be switched on or off by them.
              canSelect: (member) => member.canChange,
            }
          : undefined
      }
      {...urlListProps(search, onSearchChange, {
        total: data?.total,
        totalIsEstimate: data?.totalIsEstimate,
        noun: (total) => countOf(total, 'member', 'members'),
        label: 'the team list',
      })}
    />
  );
}

import type { TeamMember } from '@depot/contracts/team';
import { Flex, Table, type TableColumnType, type TableProps } from 'antd';
import type { Key } from 'react';
import { HorizontalScroll } from '@/components/horizontal-scroll.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { useArrangedColumns } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { TEAM_TABLE_KEY, teamColumns } from './team-columns.tsx';
import type { TeamListSearch } from './team-list-search.ts';

type TeamTableProps = {
  search: TeamListSearch;
  onSearchChange: (patch: Partial<TeamListSearch>) => void;
  data: { items: TeamMember[]; total: number } | undefined;
  isLoading: boolean;
  canEdit: boolean;
  selectedIds: string[];
  onSelect: (employeeIds: string[]) => void;
};

const PAGE_SIZES = [10, 20, 50, 100];

function sortParam(sorter: Parameters<NonNullable<TableProps<TeamMember>['onChange']>>[2]) {
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!single?.order || typeof single.columnKey !== 'string') return undefined;
  return single.order === 'descend' ? `-${single.columnKey}` : single.columnKey;
}

/** The Team list: paged, sorted and selected through the server and the URL. */
export function TeamTable(props: TeamTableProps) {
  const { search, onSearchChange, data, isLoading, canEdit, selectedIds, onSelect } = props;
  const columns = useArrangedColumns(TEAM_TABLE_KEY, teamColumns(search.sort));
  const actionsColumn: TableColumnType<TeamMember> = {
    key: 'actions',
    title: 'Actions',
    render: (_, member) => (
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

  const handleChange: TableProps<TeamMember>['onChange'] = (
    pagination,
    _filters,
    sorter,
    extra,
  ) => {
    if (extra.action === 'sort') {
      onSearchChange({ sort: sortParam(sorter), page: 1 });
      return;
    }
    onSearchChange({ page: pagination.current, pageSize: pagination.pageSize });
  };

  return (
    <HorizontalScroll>
      <Table<TeamMember>
        rowKey="employeeId"
        columns={[...columns, actionsColumn]}
        dataSource={data?.items}
        loading={isLoading}
        onChange={handleChange}
        rowSelection={
          canEdit
            ? {
                selectedRowKeys: selectedIds,
                onChange: (keys: Key[]) => onSelect(keys.map(String)),
                // Members above the person cannot be switched on or off by them.
                getCheckboxProps: (member) => ({
                  'aria-label': `Select ${member.fullName}`,
                  disabled: !member.canChange,
                }),
              }
            : undefined
        }
        pagination={{
          current: search.page,
          pageSize: search.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (total) => `${total} ${total === 1 ? 'member' : 'members'}`,
        }}
      />
    </HorizontalScroll>
  );
}

import { activeStatuses, activeStatusLabels } from '@depot/contracts/active-status';
import type { ReactNode } from 'react';
import { FilterSelect } from '@/components/list/filter-select.tsx';
import { SearchBox } from '@/components/list/search-box.tsx';
import { useRoleOptions } from '../api/get-role-options.ts';
import type { TeamListSearch } from './team-list-search.ts';

type TeamToolbarProps = {
  search: TeamListSearch;
  /** Changes the list's URL state; a new search or filter always starts at page 1. */
  onSearchChange: (patch: Partial<TeamListSearch>, options?: { replace?: boolean }) => void;
  /** Buttons on the right: refresh, columns, new member. */
  actions: ReactNode;
};

const statusOptions = activeStatuses.map((value) => ({ value, label: activeStatusLabels[value] }));

/** Search (debounced), role and status filters of the Team list, all kept in the URL. */
export function TeamToolbar({ search, onSearchChange, actions }: TeamToolbarProps) {
  const roles = useRoleOptions();
  return (
    <div className="list-toolbar">
      <div className="list-toolbar-group">
        <SearchBox
          label="Search the team"
          placeholder="Name, email or employee id"
          value={search.q}
          onSearch={(q, options) => onSearchChange({ q, page: 1 }, options)}
        />
        <FilterSelect
          label="Filter by role"
          allLabel="All roles"
          unavailable={roles.isError ? 'Roles unavailable' : undefined}
          value={search.role}
          options={roles.data?.map((role) => ({ value: role.key, label: role.name }))}
          onChange={(role) => onSearchChange({ role, page: 1 })}
        />
        <FilterSelect
          label="Filter by status"
          allLabel="All statuses"
          value={search.status}
          options={statusOptions}
          onChange={(status) => onSearchChange({ status, page: 1 })}
        />
      </div>
      <div className="list-toolbar-group">{actions}</div>
    </div>
  );
}

import { Flex, Input, Select } from 'antd';
import { type ReactNode, useState } from 'react';
import { useDebouncedCallback } from '@/lib/screen/use-debounced-callback.ts';
import { useRoleOptions } from '../api/get-role-options.ts';
import type { TeamListSearch } from './team-list-search.ts';

const SEARCH_DELAY_MS = 300;

type TeamToolbarProps = {
  search: TeamListSearch;
  /** Changes the list's URL state; a new search or filter always starts at page 1. */
  onSearchChange: (patch: Partial<TeamListSearch>, options?: { replace?: boolean }) => void;
  /** Buttons on the right: refresh, columns, new member. */
  actions: ReactNode;
};

const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** Search (debounced), role and status filters of the Team list, all kept in the URL. */
export function TeamToolbar({ search, onSearchChange, actions }: TeamToolbarProps) {
  const roles = useRoleOptions();
  const [draft, setDraft] = useState(search.q ?? '');
  const [lastQ, setLastQ] = useState(search.q);
  // Follow the URL when it changes from outside (back button, a shared link), but keep what is
  // typed when it only differs by the spaces the URL trims away.
  if (lastQ !== search.q) {
    setLastQ(search.q);
    if ((draft.trim() || undefined) !== search.q) setDraft(search.q ?? '');
  }
  const debounced = useDebouncedCallback((text: string) => {
    // Typing refines one search: replace the history entry rather than add one per pause.
    onSearchChange({ q: text.trim() || undefined, page: 1 }, { replace: true });
  }, SEARCH_DELAY_MS);

  return (
    <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 16 }}>
      <Flex gap={8} wrap>
        <Input.Search
          aria-label="Search the team"
          placeholder="Name, email or employee id"
          allowClear
          value={draft}
          style={{ width: 280 }}
          onChange={(event) => {
            setDraft(event.target.value);
            debounced.run(event.target.value);
          }}
          onSearch={(text) => {
            debounced.cancel();
            onSearchChange({ q: text.trim() || undefined, page: 1 });
          }}
        />
        <Select
          aria-label="Filter by role"
          placeholder={roles.isError ? 'Roles unavailable' : 'All roles'}
          allowClear
          disabled={roles.isError}
          loading={roles.isPending}
          value={search.role}
          style={{ width: 200 }}
          options={roles.data?.map((role) => ({ value: role.key, label: role.name }))}
          onChange={(role?: string) => onSearchChange({ role, page: 1 })}
        />
        <Select
          aria-label="Filter by status"
          placeholder="All statuses"
          allowClear
          value={search.status}
          style={{ width: 160 }}
          options={statusOptions}
          onChange={(status?: TeamListSearch['status']) => onSearchChange({ status, page: 1 })}
        />
      </Flex>
      <Flex gap={8} wrap>
        {actions}
      </Flex>
    </Flex>
  );
}

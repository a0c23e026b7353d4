import { lazy, Suspense } from 'react';
import { useCan } from '@/lib/session/use-can.ts';
import { FilterChip } from './filter-chip.tsx';
import './list.css';

// antd's searchable Select comes after the list: the filter is not needed to read the first page.
const UserFilter = lazy(() =>
  import('./user-filter.tsx').then((module) => ({ default: module.UserFilter })),
);

type ListUserFilterProps = {
  value: string | undefined;
  onChange: (code: string | undefined) => void;
  /**
   * What the list holds, for someone who may not list the users: a user chosen by a link then
   * shows as a chip that clears it ("Show every user's shipments…"). Without it, nothing shows.
   */
  chipOf?: string;
};

/**
 * A list's filter by client business. Businesses are searched through the users list, which
 * needs its own permission (users.view).
 */
export function ListUserFilter({ value, onChange, chipOf }: ListUserFilterProps) {
  const can = useCan();
  if (can('users', 'view')) {
    return (
      <Suspense
        fallback={
          <select className="list-select" aria-label="Filter by user" disabled>
            <option>{value ?? 'All users'}</option>
          </select>
        }
      >
        <UserFilter value={value} onChange={onChange} />
      </Suspense>
    );
  }
  if (!value || chipOf === undefined) return null;
  return (
    <FilterChip
      label={`User ${value}`}
      clear={`Show every user's ${chipOf}, not only ${value}'s`}
      onClear={() => onChange(undefined)}
    />
  );
}

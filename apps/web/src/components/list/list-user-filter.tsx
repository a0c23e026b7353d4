import { usersEndpoints } from '@depot/contracts/users';
import { lazy, Suspense } from 'react';
import { useMayCall } from '@/lib/session/use-can.ts';
import './list.css';

// antd's searchable Select comes after the list: the filter is not needed to read the first page.
const UserFilter = lazy(() =>
  import('./user-filter.tsx').then((module) => ({ default: module.UserFilter })),
);

type ListUserFilterProps = {
  value: string | undefined;
  onChange: (code: string | undefined) => void;
};

/**
 * A list's filter by client business, searched through the client picker, which is open to the
 * viewers of every list that names clients (usersEndpoints.options), not only to users.view.
 */
export function ListUserFilter({ value, onChange }: ListUserFilterProps) {
  const mayPick = useMayCall(usersEndpoints.options.access);
  if (!mayPick) return null;
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

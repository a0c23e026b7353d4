import { UserPicker } from '../user-picker.tsx';

/** The list's user filter: the picker at the toolbar's height, any business, clearable. */
export function UserFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (code: string | undefined) => void;
}) {
  return (
    <UserPicker
      // An id of its own: antd's generated one is the same for every component under test.
      id="list-user-filter"
      aria-label="Filter by user"
      placeholder="All users"
      allowClear
      allowInactive
      value={value}
      onChange={onChange}
      style={{ width: '14rem' }}
    />
  );
}

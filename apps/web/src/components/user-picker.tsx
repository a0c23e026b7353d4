import { useUserOptions } from '@/lib/api/user-options.ts';
import { type PickerProps, SearchSelect, usePickerSearch } from './search-select.tsx';

type UserPickerProps = PickerProps;

/**
 * A client business chosen by typing part of its name or code: the server
 * searches, as there may be thousands. With nothing typed, the chosen one is asked for by its
 * code so its name shows.
 */
export function UserPicker(props: UserPickerProps) {
  const { value, onChange, allowInactive = false, ...rest } = props;
  const typed = usePickerSearch();
  const options = useUserOptions(typed.q ?? value);
  return (
    <SearchSelect
      {...rest}
      answer={options}
      noMatch="No user matches"
      onSearch={typed.search}
      value={value}
      onChange={(code?: string) => {
        typed.reset();
        onChange?.(code);
      }}
      options={options.data?.map((user) => ({
        value: user.code,
        label: `${user.businessName} (${user.code})${user.isActive ? '' : ' · inactive'}`,
        disabled: !allowInactive && !user.isActive,
      }))}
    />
  );
}

import { Select } from 'antd';
import { useUserOptions } from '@/lib/api/user-options.ts';
import { type PickerProps, pickerEmptyText, usePickerSearch } from './picker.ts';

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
    <Select
      {...rest}
      showSearch={{
        filterOption: false,
        onSearch: typed.search,
      }}
      value={value}
      onChange={(code?: string) => {
        typed.reset();
        onChange?.(code);
      }}
      loading={options.isFetching}
      notFoundContent={pickerEmptyText(options, 'No user matches')}
      options={options.data?.map((user) => ({
        value: user.code,
        label: `${user.businessName} (${user.code})${user.isActive ? '' : ' · inactive'}`,
        disabled: !allowInactive && !user.isActive,
      }))}
    />
  );
}

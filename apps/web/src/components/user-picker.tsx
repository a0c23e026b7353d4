import { Select } from 'antd';
import { type CSSProperties, useState } from 'react';
import { apiErrorMessage } from '@/lib/api/api-client.ts';
import { useUserOptions } from '@/lib/api/user-options.ts';
import { useDebouncedCallback } from '@/lib/screen/use-debounced-callback.ts';

const SEARCH_DELAY_MS = 300;

type UserPickerProps = {
  /** The chosen user's code. */
  value?: string;
  onChange?: (code: string | undefined) => void;
  id?: string;
  'aria-label'?: string;
  placeholder?: string;
  allowClear?: boolean;
  /** Inactive businesses may be chosen (a filter), or not (a new receipt). */
  allowInactive?: boolean;
  style?: CSSProperties;
};

/**
 * A client business chosen by typing part of its name or code: the server
 * searches, as there may be thousands. With nothing typed, the chosen one is asked for by its
 * code so its name shows.
 */
export function UserPicker(props: UserPickerProps) {
  const { value, onChange, allowInactive = false, ...rest } = props;
  const [q, setQ] = useState<string | undefined>(undefined);
  const debounced = useDebouncedCallback(
    (text: string) => setQ(text.trim() || undefined),
    SEARCH_DELAY_MS,
  );
  const options = useUserOptions(q ?? value);
  return (
    <Select
      {...rest}
      showSearch={{
        filterOption: false,
        onSearch: (text) => debounced.run(text),
      }}
      value={value}
      onChange={(code?: string) => {
        debounced.cancel();
        setQ(undefined);
        onChange?.(code);
      }}
      loading={options.isFetching}
      notFoundContent={
        options.isError
          ? apiErrorMessage(options.error)
          : options.isPending
            ? 'Searching…'
            : 'No user matches'
      }
      options={options.data?.map((user) => ({
        value: user.code,
        label: `${user.businessName} (${user.code})${user.isActive ? '' : ' · inactive'}`,
        disabled: !allowInactive && !user.isActive,
      }))}
    />
  );
}

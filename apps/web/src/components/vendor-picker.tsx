import type { VendorOption } from '@depot/contracts/vendors';
import { useVendorOptions } from '@/lib/api/vendor-options.ts';
import { type PickerProps, SearchSelect, usePickerSearch } from './search-select.tsx';

type VendorPickerProps = PickerProps<VendorOption> & {
  /** The client business whose vendors are offered; until it is chosen the picker waits. */
  user: string | undefined;
  /** Every client's vendors, each with its business, while no client is chosen (a filter). */
  anyClient?: boolean;
};

/**
 * A vendor of a client business, chosen by typing part of its name, code or GSTIN: the server
 * searches. With nothing typed, the chosen one is asked for by its code so its name shows.
 */
export function VendorPicker(props: VendorPickerProps) {
  const { value, onChange, user, anyClient = false, allowInactive = false, ...rest } = props;
  const typed = usePickerSearch();
  const waiting = user === undefined && !anyClient;
  const options = useVendorOptions(user, typed.q ?? value, !waiting);
  return (
    <SearchSelect
      {...rest}
      answer={options}
      noMatch="No vendor matches"
      onSearch={typed.search}
      disabled={waiting}
      placeholder={waiting ? 'Choose the client first' : rest.placeholder}
      value={value}
      onChange={(code?: string) => {
        typed.reset();
        onChange?.(
          code,
          options.data?.find((vendor) => vendor.code === code),
        );
      }}
      options={options.data?.map((vendor) => ({
        value: vendor.code,
        label: [
          `${vendor.name} (${vendor.code})`,
          user === undefined && vendor.user.businessName,
          !vendor.isActive && 'inactive',
        ]
          .filter(Boolean)
          .join(' · '),
        disabled: !allowInactive && !vendor.isActive,
      }))}
    />
  );
}

import { VendorPicker } from '../vendor-picker.tsx';

/**
 * The list's vendor filter: the picker at the toolbar's height, any vendor, clearable. The
 * client chosen in the list's user filter narrows it to that client's vendors.
 */
export function VendorFilter({
  user,
  value,
  onChange,
}: {
  user: string | undefined;
  value: string | undefined;
  onChange: (code: string | undefined) => void;
}) {
  return (
    <VendorPicker
      // An id of its own: antd's generated one is the same for every component under test.
      id="list-vendor-filter"
      aria-label="Filter by vendor"
      placeholder="All vendors"
      user={user}
      anyClient
      allowClear
      allowInactive
      value={value}
      onChange={(code) => onChange(code)}
      style={{ width: '14rem' }}
    />
  );
}

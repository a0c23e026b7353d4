import { Select } from 'antd';
import { useWarehouseOptions } from '@/lib/api/warehouse-options.ts';
import { type PickerProps, pickerEmptyText } from './search-select.tsx';

type WarehousePickerProps = PickerProps & {
  disabled?: boolean;
};

/** A warehouse chosen by its name or code: the operator keeps a handful, so all are offered. */
export function WarehousePicker(props: WarehousePickerProps) {
  const { onChange, allowInactive = false, ...rest } = props;
  const options = useWarehouseOptions();
  return (
    <Select
      {...rest}
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(code?: string) => onChange?.(code)}
      loading={options.isFetching}
      notFoundContent={pickerEmptyText(options, 'No warehouse matches', 'Loading…')}
      options={options.data?.map((warehouse) => ({
        value: warehouse.code,
        label: `${warehouse.name} (${warehouse.code})${warehouse.isActive ? '' : ' · inactive'}`,
        disabled: !allowInactive && !warehouse.isActive,
      }))}
    />
  );
}

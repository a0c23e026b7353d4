import { warehousesEndpoints } from '@depot/contracts/warehouses';
import { useWarehouseOptions } from '@/lib/api/warehouse-options.ts';
import { useMayCall } from '@/lib/session/use-can.ts';
import { FilterSelect } from './filter-select.tsx';

type ListWarehouseFilterProps = {
  value: string | undefined;
  onChange: (code: string | undefined) => void;
};

/**
 * A list's filter by warehouse: the operator keeps a handful, so the browser's own select offers
 * them all. Its options are open to the viewers of every list naming warehouses.
 */
export function ListWarehouseFilter({ value, onChange }: ListWarehouseFilterProps) {
  const mayPick = useMayCall(warehousesEndpoints.options.access);
  const options = useWarehouseOptions(mayPick);
  if (!mayPick) return null;
  return (
    <FilterSelect
      label="Filter by warehouse"
      allLabel="All warehouses"
      value={value}
      unavailable={options.isError ? 'Warehouses unavailable' : undefined}
      options={options.data?.map((warehouse) => ({
        value: warehouse.code,
        label: `${warehouse.name} (${warehouse.code})`,
      }))}
      onChange={onChange}
    />
  );
}

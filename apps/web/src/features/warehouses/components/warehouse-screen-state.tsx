import type { Warehouse } from '@depot/contracts/warehouses';
import type { ReactNode } from 'react';
import { NotFoundResult } from '@/components/not-found-result.tsx';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { paths } from '@/config/paths.ts';
import { isNotFound } from '@/lib/api/is-not-found.ts';
import { useRequiredParam } from '@/lib/screen/route-params.ts';
import { useWarehouse } from '../api/warehouses.ts';

/** Loads the warehouse the URL names; an unknown code shows not-found inside the shell. */
export function WarehouseScreenState({
  children,
}: {
  children: (warehouse: Warehouse) => ReactNode;
}) {
  const code = useRequiredParam('code');
  const warehouse = useWarehouse(code);
  if (isNotFound(warehouse.error)) {
    return (
      <NotFoundResult
        title="Warehouse not found"
        description={`There is no warehouse ${code}. Warehouse codes look like BOM-BHW1.`}
        back={{ to: paths.warehouses.list, label: 'Back to warehouses' }}
      />
    );
  }
  if (warehouse.isError) return <RequestError error={warehouse.error} />;
  if (!warehouse.data) return <PageSpinner />;
  return children(warehouse.data);
}

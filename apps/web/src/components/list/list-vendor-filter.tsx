import { vendorsEndpoints } from '@depot/contracts/vendors';
import { lazy, Suspense } from 'react';
import { useMayCall } from '@/lib/session/use-can.ts';
import './list.css';

// antd's searchable Select comes after the list: the filter is not needed to read the first page.
const VendorFilter = lazy(() =>
  import('./vendor-filter.tsx').then((module) => ({ default: module.VendorFilter })),
);

type ListVendorFilterProps = {
  /** The list's client filter, which narrows the vendors offered. */
  user: string | undefined;
  value: string | undefined;
  onChange: (code: string | undefined) => void;
};

/**
 * A list's filter by vendor, searched through the vendor picker, which is open to the viewers of
 * receipts (vendorsEndpoints.options), not only to vendors.view.
 */
export function ListVendorFilter({ user, value, onChange }: ListVendorFilterProps) {
  const mayPick = useMayCall(vendorsEndpoints.options.access);
  if (!mayPick) return null;
  return (
    <Suspense
      fallback={
        <select className="list-select" aria-label="Filter by vendor" disabled>
          <option>{value ?? 'All vendors'}</option>
        </select>
      }
    >
      <VendorFilter user={user} value={value} onChange={onChange} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/page-spinner.tsx';

// The form and antd's form components load with the screen's first render, not with the screen's
// module: see components/vendor-editors.tsx.
const editors = () => import('../components/vendor-editors.tsx');
const VendorCreateScreen = lazy(() =>
  editors().then((module) => ({ default: module.VendorCreateScreen })),
);
const VendorEditScreen = lazy(() =>
  editors().then((module) => ({ default: module.VendorEditScreen })),
);

/** /vendors/new: a supplier of one client business (?user= picks the client ahead). */
export function VendorCreateRoute() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <VendorCreateScreen />
    </Suspense>
  );
}

/** /vendors/edit/{vendorId}: a vendor's details; its client is fixed. */
export function VendorEditRoute() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <VendorEditScreen />
    </Suspense>
  );
}

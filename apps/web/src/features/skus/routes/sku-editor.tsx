import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/page-spinner.tsx';

// The form and antd's form components load with the screen's first render, not with the screen's
// module: see components/sku-editors.tsx.
const editors = () => import('../components/sku-editors.tsx');
const SkuCreateScreen = lazy(() =>
  editors().then((module) => ({ default: module.SkuCreateScreen })),
);
const SkuEditScreen = lazy(() => editors().then((module) => ({ default: module.SkuEditScreen })));

/** /skus/new: a SKU, bundle or kit of one client business. */
export function SkuCreateRoute() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <SkuCreateScreen />
    </Suspense>
  );
}

/** /skus/{skuId}/edit: a SKU’s details; its client, code, product and kind are fixed. */
export function SkuEditRoute() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <SkuEditScreen />
    </Suspense>
  );
}

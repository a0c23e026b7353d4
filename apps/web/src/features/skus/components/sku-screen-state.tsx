import { SKU_ID_PATTERN, type Sku } from '@depot/contracts/skus';
import type { ReactNode } from 'react';
import { NotFoundResult } from '@/components/not-found-result.tsx';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { paths } from '@/config/paths.ts';
import { isNotFound } from '@/lib/api/is-not-found.ts';
import { useRequiredParam } from '@/lib/screen/route-params.ts';
import { useSku } from '../api/skus.ts';

/**
 * Loads the SKU the URL names; an id that cannot be one shows not-found without asking the
 * server, and so does one the server does not know.
 */
export function SkuScreenState({ children }: { children: (sku: Sku) => ReactNode }) {
  const id = useRequiredParam('skuId');
  const isValidId = SKU_ID_PATTERN.test(id);
  const sku = useSku(id, isValidId);
  if (!isValidId || isNotFound(sku.error)) {
    return (
      <NotFoundResult
        title="SKU not found"
        description={`There is no SKU ${id}. SKU ids look like SKU-000001.`}
        back={{ to: paths.skus.list, label: 'Back to products' }}
      />
    );
  }
  if (sku.isError) return <RequestError error={sku.error} />;
  if (!sku.data) return <PageSpinner />;
  return children(sku.data);
}
